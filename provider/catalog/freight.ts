/** Carriers charge the larger of the actual weight and the volumetric weight (L×W×H cm / 6000 kg). */
const VOLUMETRIC_DIVISOR_CM3_PER_KG = 6000;

export function chargeableWeightGrams(weightGrams: number, lengthCm = 0, widthCm = 0, heightCm = 0): number {
  const volumetricGrams = Math.ceil(((lengthCm * widthCm * heightCm) / VOLUMETRIC_DIVISOR_CM3_PER_KG) * 1000);
  return Math.max(weightGrams, volumetricGrams);
}

/** The fee rule of contract/reference.ts TransitOption: the first weight, then every started 500 g. */
export function transitFeeFen(
  weightGrams: number, option: { firstWeightG: number; firstFeeFen: number; extraFeePer500gFen: number },
): number {
  return option.firstFeeFen + Math.ceil(Math.max(0, weightGrams - option.firstWeightG) / 500) * option.extraFeePer500gFen;
}
