import { and, asc, eq } from 'drizzle-orm';
import type { DeskWarehouse, WarehouseInput } from '../../../contract/desk-shipping';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { theOne } from '../../db/rows';
import { tenantWarehouses } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';
import { defaultNameOf, ensureKnownCountries, type SiteLanguages, uniquelyNamed } from './site-names';

type WarehouseRow = typeof tenantWarehouses.$inferSelect;

export const deskWarehouseOf = ({ tenantId: _tenantId, ...warehouse }: WarehouseRow): DeskWarehouse => warehouse;

/** The tenant's warehouses, China ones first, oldest first. */
export async function listDeskWarehouses(db: Database, tenantId: string): Promise<DeskWarehouse[]> {
  const rows = await db.select().from(tenantWarehouses).where(ofTenant(tenantWarehouses, tenantId))
    .orderBy(asc(tenantWarehouses.region), asc(tenantWarehouses.id));
  return rows.map(deskWarehouseOf);
}

async function columnsOf(db: Database, input: WarehouseInput, site: SiteLanguages) {
  await ensureKnownCountries(db, [input.country], 'country');
  return { ...input, name: defaultNameOf(input.names, site) };
}


/** Adds a warehouse (a China warehouse, or a local pickup point), audited, raising the site version. */
export async function createWarehouse(db: Database, actor: DeskActor, site: SiteLanguages, input: WarehouseInput, now: Date): Promise<DeskWarehouse> {
  const columns = await columnsOf(db, input, site);
  return uniquelyNamed('tenant_warehouses_tenant_region_name', () => db.transaction(async (tx) => {
    const row = theOne(await tx.insert(tenantWarehouses).values({ tenantId: actor.tenantId, ...columns }).returning(), 'the written row');
    const warehouse = deskWarehouseOf(row);
    await recordSiteChange(tx, actor, { action: 'warehouse.create', recordType: 'warehouse', recordId: warehouse.id, after: warehouse }, now);
    return warehouse;
  }));
}

/**
 * Changes a warehouse. Its region stays what it was (409): orders and parcels point at it as a
 * China warehouse or a pickup point. Orders made keep the pickup address they were given.
 */
export async function updateWarehouse(
  db: Database, actor: DeskActor, site: SiteLanguages, id: number, input: WarehouseInput, now: Date,
): Promise<DeskWarehouse> {
  const columns = await columnsOf(db, input, site);
  return uniquelyNamed('tenant_warehouses_tenant_region_name', () => db.transaction(async (tx) => {
    const ofWarehouse = and(ofTenant(tenantWarehouses, actor.tenantId), eq(tenantWarehouses.id, id));
    const [before] = await tx.select().from(tenantWarehouses).where(ofWarehouse).for('update');
    if (!before) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such warehouse.' });
    if (before.region !== input.region) throw new ProblemError({ status: 409, code: 'REQUEST_REFUSED', detail: 'A warehouse keeps its region.' });
    const row = theOne(await tx.update(tenantWarehouses).set(columns).where(ofWarehouse).returning(), 'the written row');
    const warehouse = deskWarehouseOf(row);
    await recordSiteChange(tx, actor, { action: 'warehouse.update', recordType: 'warehouse', recordId: id, before: deskWarehouseOf(before), after: warehouse }, now);
    return warehouse;
  }));
}
