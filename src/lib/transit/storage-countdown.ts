import { STORAGE_REMINDER_DAYS, type StockInParcel } from '../../../contract/transit';

/**
 * How urgent a parcel's free storage is, for its colour: plenty left, ending soon (the first
 * reminder, 30 days), urgent (the last reminder, 7 days) or over.
 */
export type StorageTone = 'ok' | 'soon' | 'urgent' | 'overdue';

const LAST_REMINDER_DAYS = Math.min(...STORAGE_REMINDER_DAYS);

export function storageTone(parcel: Pick<StockInParcel, 'storageState' | 'storageDaysLeft'>): StorageTone {
  if (parcel.storageState === 'OVERDUE') return 'overdue';
  if (parcel.storageDaysLeft <= LAST_REMINDER_DAYS) return 'urgent';
  return parcel.storageState === 'ENDING_SOON' ? 'soon' : 'ok';
}

/** The share of the free period still left, 0 to 1, for the countdown bar. */
export const storageLeftShare = (daysLeft: number, freeStorageDays: number): number =>
  freeStorageDays > 0 ? Math.min(1, Math.max(0, daysLeft / freeStorageDays)) : 0;

/** The parcels a shopper may still put in a transit order. */
export const isShippable = (parcel: Pick<StockInParcel, 'state'>): boolean => parcel.state === 'IN_STOCK';
