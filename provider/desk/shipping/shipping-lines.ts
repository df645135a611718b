import { and, asc, eq } from 'drizzle-orm';
import type { ShippingLine, ShippingLineInput } from '../../../contract/desk-shipping';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { theOne } from '../../db/rows';
import { transitOptions } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';
import { defaultNameOf, ensureKnownCountries, type SiteLanguages, uniquelyNamed } from './site-names';

type LineRow = typeof transitOptions.$inferSelect;

/** A line as the desk shows it. */
export const shippingLineOf = (row: LineRow): ShippingLine => ({
  id: row.id, name: row.name, names: row.names, description: row.description, carrier: row.carrier, countries: row.countries,
  firstWeightGrams: row.firstWeightG, firstWeightFeeFen: row.firstFeeFen, extraFeePer500gFen: row.extraFeePer500gFen,
  volumetricDivisor: row.volumetricDivisor, minDays: row.minDays, maxDays: row.maxDays,
  refusedCategories: row.refusedCategories, refusesBrands: row.refusesBrands, enabled: row.enabled,
});

/** Every line of the tenant, active or not, oldest first (a tenant has a handful). */
export async function listShippingLines(db: Database, tenantId: string): Promise<ShippingLine[]> {
  const rows = await db.select().from(transitOptions).where(ofTenant(transitOptions, tenantId)).orderBy(asc(transitOptions.id));
  return rows.map(shippingLineOf);
}

async function columnsOf(db: Database, input: ShippingLineInput, site: SiteLanguages) {
  await ensureKnownCountries(db, input.countries, 'countries');
  return {
    name: defaultNameOf(input.names, site), names: input.names, description: input.description, carrier: input.carrier,
    countries: [...new Set(input.countries)], firstWeightG: input.firstWeightGrams, firstFeeFen: input.firstWeightFeeFen,
    extraFeePer500gFen: input.extraFeePer500gFen, volumetricDivisor: input.volumetricDivisor, minDays: input.minDays, maxDays: input.maxDays,
    refusedCategories: [...new Set(input.refusedCategories)], refusesBrands: input.refusesBrands, enabled: input.enabled,
  };
}


/** Adds a line, with its audit row and a raised site version, in one transaction. */
export async function createShippingLine(db: Database, actor: DeskActor, site: SiteLanguages, input: ShippingLineInput, now: Date): Promise<ShippingLine> {
  const columns = await columnsOf(db, input, site);
  return uniquelyNamed('transit_options_tenant_name', () => db.transaction(async (tx) => {
    const row = theOne(await tx.insert(transitOptions).values({ tenantId: actor.tenantId, ...columns }).returning(), 'the written row');
    const line = shippingLineOf(row);
    await recordSiteChange(tx, actor, { action: 'shipping-line.create', recordType: 'shipping-line', recordId: line.id, after: line }, now);
    return line;
  }));
}

/**
 * Changes a line (deactivating is `enabled: false`; a line is never deleted, as orders name it).
 * Transit orders already made keep the rates they were priced on (docs/product.md, "Shipping lines").
 */
export async function updateShippingLine(
  db: Database, actor: DeskActor, site: SiteLanguages, id: number, input: ShippingLineInput, now: Date,
): Promise<ShippingLine> {
  const columns = await columnsOf(db, input, site);
  return uniquelyNamed('transit_options_tenant_name', () => db.transaction(async (tx) => {
    const ofLine = and(ofTenant(transitOptions, actor.tenantId), eq(transitOptions.id, id));
    const [before] = await tx.select().from(transitOptions).where(ofLine).for('update');
    if (!before) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such shipping line.' });
    const row = theOne(await tx.update(transitOptions).set(columns).where(ofLine).returning(), 'the written row');
    const line = shippingLineOf(row);
    await recordSiteChange(tx, actor, { action: 'shipping-line.update', recordType: 'shipping-line', recordId: id, before: shippingLineOf(before), after: line }, now);
    return line;
  }));
}
