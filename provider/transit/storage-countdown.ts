import { ENDING_SOON_DAYS, type StockInParcel } from '../../contract/transit';
import { DAY_MS } from '../http/day-range';

export type StorageCountdown = Pick<StockInParcel, 'freeStorageUntil' | 'storageDaysLeft' | 'overdueDays' | 'storageState'>;

/**
 * Where a parcel stands in the tenant's free storage period: whole days left (a started day
 * counts as a day left), then whole days overdue (a started day counts as overdue).
 */
export function storageCountdown(stockInAt: Date, freeStorageDays: number, now: Date): StorageCountdown {
  const until = stockInAt.getTime() + freeStorageDays * DAY_MS;
  const left = until - now.getTime();
  const storageDaysLeft = left > 0 ? Math.ceil(left / DAY_MS) : 0;
  return {
    freeStorageUntil: new Date(until).toISOString(),
    storageDaysLeft,
    overdueDays: left < 0 ? Math.ceil(-left / DAY_MS) : 0,
    storageState: left <= 0 ? 'OVERDUE' : storageDaysLeft <= ENDING_SOON_DAYS ? 'ENDING_SOON' : 'FREE',
  };
}
