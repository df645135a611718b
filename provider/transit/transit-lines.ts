import { and, asc, eq } from 'drizzle-orm';
import type { TransitOption } from '../../contract/reference';
import type { CargoCategory, FreightQuote, FreightRefusal } from '../../contract/transit';
import type { Database } from '../db/client';
import { type LineRates, transitOptions } from '../db/schema';
import { chargeableWeightGrams, transitFeeFen } from './freight-rules';
import { ofTenant } from '../db/ownership';
import { nameIn } from '../content/names-in';

type LineRow = typeof transitOptions.$inferSelect;

/** A line as the contract shows it, named in the first of `languages` it has a name in (else its default name). */
export const transitOptionOf = (row: LineRow, languages: readonly string[] = []): TransitOption => ({
  id: row.id, name: row.name, displayName: nameIn(row, languages), description: row.description, carrier: row.carrier, refusesBrands: row.refusesBrands,
  firstWeightGrams: row.firstWeightG, firstWeightFeeFen: row.firstFeeFen, extraFeePer500gFen: row.extraFeePer500gFen,
  minDays: row.minDays, maxDays: row.maxDays, countries: row.countries, volumetricDivisor: row.volumetricDivisor,
  weightStepGrams: row.weightStepG, minWeightGrams: row.minWeightG, maxWeightGrams: row.maxWeightG, refusedCategories: row.refusedCategories,
});

/** The rates a transit order keeps from its line (docs/product.md, "Shipping lines"). */
export const lineRatesOf = (line: TransitOption): LineRates => ({
  firstWeightGrams: line.firstWeightGrams, firstWeightFeeFen: line.firstWeightFeeFen, extraFeePer500gFen: line.extraFeePer500gFen,
  volumetricDivisor: line.volumetricDivisor, weightStepGrams: line.weightStepGrams,
});

/** The tenant's enabled lines named in the best of `languages`; with a country, those that deliver there. */
export async function enabledTransitOptions(db: Database, tenantId: string, languages: readonly string[], country?: string): Promise<TransitOption[]> {
  const rows = await db.select().from(transitOptions)
    .where(and(ofTenant(transitOptions, tenantId), eq(transitOptions.enabled, true))).orderBy(asc(transitOptions.id));
  return rows.map((row) => transitOptionOf(row, languages)).filter((line) => country === undefined || servesCountry(line, country));
}

const servesCountry = (line: TransitOption, country: string) => line.countries.length === 0 || line.countries.includes(country);

/** What a line is asked to carry: one parcel, or several taken as one (weights and volumes added). */
export interface Cargo {
  weightGrams: number;
  volumeCm3: number;
  categories: readonly CargoCategory[];
  /** Unknown (an estimate without a destination): every country is taken. */
  country?: string | undefined;
}

export type LineQuote = { accepted: FreightQuote } | { refused: FreightRefusal };

/** The line's price and days for the cargo, or why it refuses it. */
export function quoteLine(line: TransitOption, cargo: Cargo): LineQuote {
  const refusal = (reason: FreightRefusal['reason'], limitGrams: number | null = null, categories: CargoCategory[] = []): LineQuote =>
    ({ refused: { transitOptionId: line.id, name: line.name, displayName: line.displayName, reason, limitGrams, categories } });
  if (cargo.country !== undefined && !servesCountry(line, cargo.country)) return refusal('COUNTRY_NOT_SERVED');
  const refused = cargo.categories.filter((category) => line.refusedCategories.includes(category));
  if (refused.length > 0) return refusal('CATEGORY_REFUSED', null, [...new Set(refused)]);
  const { chargeableWeightGrams: chargeable, basis } = chargeableWeightGrams(cargo, line);
  if (chargeable < line.minWeightGrams) return refusal('TOO_LIGHT', line.minWeightGrams);
  if (chargeable > line.maxWeightGrams) return refusal('TOO_HEAVY', line.maxWeightGrams);
  return {
    accepted: {
      transitOptionId: line.id, name: line.name, displayName: line.displayName, description: line.description, chargeableWeightGrams: chargeable, basis,
      feeFen: transitFeeFen(chargeable, line), minDays: line.minDays, maxDays: line.maxDays, cheapest: false, fastest: false,
    },
  };
}

/** Every line for the cargo: those that take it, cheapest first with the cheapest and fastest marked, and the refusals. */
export function quoteLines(lines: readonly TransitOption[], cargo: Cargo): { options: FreightQuote[]; refusals: FreightRefusal[] } {
  const options: FreightQuote[] = [];
  const refusals: FreightRefusal[] = [];
  for (const line of lines) {
    const quote = quoteLine(line, cargo);
    if ('accepted' in quote) options.push(quote.accepted);
    else refusals.push(quote.refused);
  }
  const lowestFee = Math.min(...options.map((option) => option.feeFen));
  const fewestMaxDays = Math.min(...options.map((option) => option.maxDays));
  const fewestMinDays = Math.min(...options.filter((option) => option.maxDays === fewestMaxDays).map((option) => option.minDays));
  for (const option of options) {
    option.cheapest = option.feeFen === lowestFee;
    option.fastest = option.maxDays === fewestMaxDays && option.minDays === fewestMinDays;
  }
  options.sort((a, b) => a.feeFen - b.feeFen || a.maxDays - b.maxDays || a.transitOptionId - b.transitOptionId);
  return { options, refusals };
}
