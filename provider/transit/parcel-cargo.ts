import type { StockInParcel } from '../../contract/transit';
import { volumeCm3 } from './freight-rules';
import type { Database } from '../db/client';
import { ProblemError } from '../http/problem';
import type { AccountOwner } from '../db/ownership';
import type { ObjectStorage } from '../storage/object-storage';
import { parcelViews } from './parcel-view';
import type { Cargo } from './transit-lines';

export const parcelUnavailable = (parcelNo: string) =>
  new ProblemError({ status: 409, code: 'PARCEL_UNAVAILABLE', detail: `Parcel ${parcelNo} is in another transit order or has shipped.` });

/** The shopper's parcels by id, every one in stock: 404 for a missing or another's, 409 PARCEL_UNAVAILABLE for a taken one. */
export async function shippableParcels(db: Database, storage: ObjectStorage, owner: AccountOwner, ids: readonly number[], now: Date): Promise<StockInParcel[]> {
  const parcels = await parcelViews(db, storage, owner, ids, now);
  if (parcels.length !== ids.length) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such parcel.' });
  const taken = parcels.find((parcel) => parcel.state !== 'IN_STOCK');
  if (taken) throw parcelUnavailable(taken.parcelNo);
  return parcels;
}

/**
 * What parcels shipped together ask of a line: their weights and volumes added, every category
 * found in them. The estimate of a transit order and the freight estimate of its parcels both
 * price this, so the form shows the fee the order is made with.
 */
export const parcelCargo = (parcels: readonly StockInParcel[], country: string | undefined): Cargo => ({
  weightGrams: parcels.reduce((sum, parcel) => sum + parcel.weightGrams, 0),
  volumeCm3: parcels.reduce((sum, parcel) => sum + volumeCm3(parcel), 0),
  categories: [...new Set(parcels.flatMap((parcel) => parcel.categories))],
  country,
});
