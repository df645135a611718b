import type { WeightBasis } from '../../contract/transit';

// Only the provider prices freight: the contract holds the shapes of quotes, never their arithmetic.

/**
 * The fee rule of a line (grams, fen): the chargeable weight is the larger of the actual and
 * the volumetric weight (L×W×H / divisor, in kg), rounded up to the line's step; the fee is the
 * first weight's price plus the next-weight price for every started 500 g above it.
 */
export const NEXT_WEIGHT_UNIT_GRAMS = 500;

/** L×W×H in cm³ (0 when a side is unknown). */
export const volumeCm3 = (size: { lengthCm?: number | undefined; widthCm?: number | undefined; heightCm?: number | undefined }) =>
  (size.lengthCm ?? 0) * (size.widthCm ?? 0) * (size.heightCm ?? 0);

export const volumetricWeightGrams = (volume: number, divisor: number) => Math.ceil((volume * 1000) / divisor);

/** Of one parcel, or of several as one (their weights and volumes added). */
export function chargeableWeightGrams(
  parcel: { weightGrams: number; volumeCm3: number },
  line: { volumetricDivisor: number; weightStepGrams: number },
): { chargeableWeightGrams: number; basis: WeightBasis } {
  const volumetric = volumetricWeightGrams(parcel.volumeCm3, line.volumetricDivisor);
  const basis: WeightBasis = volumetric > parcel.weightGrams ? 'VOLUMETRIC' : 'ACTUAL';
  const raw = Math.max(parcel.weightGrams, volumetric);
  const step = Math.max(1, line.weightStepGrams);
  return { chargeableWeightGrams: Math.ceil(raw / step) * step, basis };
}

export function transitFeeFen(chargeableGrams: number, line: { firstWeightGrams: number; firstWeightFeeFen: number; extraFeePer500gFen: number }): number {
  const extraUnits = Math.ceil(Math.max(0, chargeableGrams - line.firstWeightGrams) / NEXT_WEIGHT_UNIT_GRAMS);
  return line.firstWeightFeeFen + extraUnits * line.extraFeePer500gFen;
}
