import { formatNumber } from '../money/format';

const GRAMS_PER_KG = 1000;
/** Parcel and charged weights read in tens of grams; the freight estimator echoes a typed weight to the gram. */
const KG_FRACTION_DIGITS = 2;

/** Grams as the kilograms a sentence shows (`1234` → `1.23`, `1,23` in `ru`), written the page's way as every number is. */
export const formatKg = (grams: number, locale: string, maximumFractionDigits: number = KG_FRACTION_DIGITS): string =>
  formatNumber(grams / GRAMS_PER_KG, { maximumFractionDigits }, locale);
