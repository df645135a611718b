import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { tenantWarehouses } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import type { listTenantWarehousesRoute } from './warehouses.routes';
import { ofTenant } from '../../db/ownership';
import { nameIn } from '../../content/names-in';

export const listTenantWarehouses: AppRouteHandler<typeof listTenantWarehousesRoute> = async (c) => {
  const { warehouseRegion } = c.req.valid('query');
  const { tenantId: _tenantId, ...publicColumns } = getTableColumns(tenantWarehouses);
  const rows = await c.var.db
    .select(publicColumns)
    .from(tenantWarehouses)
    .where(and(
      ofTenant(tenantWarehouses, c.var.tenant.id),
      warehouseRegion ? eq(tenantWarehouses.region, warehouseRegion) : undefined,
    ))
    .orderBy(asc(tenantWarehouses.region), asc(tenantWarehouses.id));
  return c.json(wholeList(rows.map(({ names, ...warehouse }) => ({ ...warehouse, name: nameIn({ name: warehouse.name, names }, c.var.contentLanguages) }))), 200);
};
