import type { CargoCategory, StockInParcel } from '../../../contract/transit';
import type { FreightParcel } from '../api/calls/transit';

type Measured = Pick<StockInParcel, 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm' | 'categories'>;

const MAX_SIDE_CM = 300;

/**
 * Several parcels as the freight estimate takes one: the weights added, and a box of at least
 * their added volume (the base of the largest parcel, tall enough). One parcel is itself. The
 * provider prices the order from the same parcels when it is made; this is the preview.
 */
export function combinedCargo(parcels: readonly Measured[], country?: string): FreightParcel | null {
  if (parcels.length === 0) return null;
  const weight = parcels.reduce((sum, p) => sum + p.weightGrams, 0);
  const categories = [...new Set(parcels.flatMap((p) => p.categories))] as CargoCategory[];
  const base = parcels.reduce((largest, p) => (p.lengthCm * p.widthCm > largest.lengthCm * largest.widthCm ? p : largest));
  const volume = parcels.reduce((sum, p) => sum + p.lengthCm * p.widthCm * p.heightCm, 0);
  const height = Math.min(MAX_SIDE_CM, Math.ceil(volume / (base.lengthCm * base.widthCm)));
  return {
    weight, sizeLength: base.lengthCm, sizeWidth: base.widthCm, sizeHeight: height, categories,
    ...(country ? { country } : {}),
  };
}
