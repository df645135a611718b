import { and, asc, eq } from 'drizzle-orm';
import type { TransitOption } from '../../contract/reference';
import type { CargoCategory, FreightQuote, FreightRefusal } from '../../contract/transit';
import type { Database } from '../db/client';
import { type LineRates, type tenants, transitOptions } from '../db/schema';
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

/** The tenant as a call holds it: its site version says whether its lines changed. */
type LinesTenant = Pick<typeof tenants.$inferSelect, 'id' | 'siteVersion'>;

/** At most this long a tenant's lines are held, should a write to them ever not raise the site version. */
const LINES_MAX_AGE_MS = 5_000;
const heldLines = new WeakMap<Database, Map<string, { siteVersion: number; readAt: number; rows: Promise<LineRow[]> }>>();

/**
 * The tenant's enabled lines, read once per site version (every product page's freight estimate
 * asks for them): a change to a line raises the site version in its own transaction
 * (desk/site-change.ts), and the tenant row a call holds is at least as new as its commit, so a
 * held list is never older than the call's row. Held at most LINES_MAX_AGE_MS in any case.
 */
function enabledLineRows(db: Database, tenant: LinesTenant): Promise<LineRow[]> {
  const now = Date.now();
  let byTenant = heldLines.get(db);
  if (!byTenant) {
    byTenant = new Map();
    heldLines.set(db, byTenant);
  }
  const held = byTenant.get(tenant.id);
  if (held && held.siteVersion === tenant.siteVersion && now - held.readAt < LINES_MAX_AGE_MS) return held.rows;
  // Executed now and once: a Drizzle query is a thenable that runs again on every await.
  const rows = db.select().from(transitOptions)
    .where(and(ofTenant(transitOptions, tenant.id), eq(transitOptions.enabled, true))).orderBy(asc(transitOptions.id)).execute();
  const entry = { siteVersion: tenant.siteVersion, readAt: now, rows };
  byTenant.set(tenant.id, entry);
  rows.catch(() => {
    if (byTenant.get(tenant.id) === entry) byTenant.delete(tenant.id);
  });
  return rows;
}

/** The tenant's enabled lines named in the best of `languages`; with a country, those that deliver there. */
export async function enabledTransitOptions(db: Database, tenant: LinesTenant, languages: readonly string[], country?: string): Promise<TransitOption[]> {
  const rows = await enabledLineRows(db, tenant);
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
