import { deskActor } from '../../desk/audit';
import { createShippingLine, listShippingLines, updateShippingLine } from '../../desk/shipping/shipping-lines';
import { createWarehouse, listDeskWarehouses, updateWarehouse } from '../../desk/shipping/warehouses';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import type {
  createLineRoute, createWarehouseRoute, listLinesRoute, listWarehousesRoute, updateLineRoute, updateWarehouseRoute,
} from './desk-shipping.routes';

export const listLines: AppRouteHandler<typeof listLinesRoute> = async (c) =>
  c.json(wholeList(await listShippingLines(c.var.db, c.var.tenant.id)), 200);

export const createLine: AppRouteHandler<typeof createLineRoute> = async (c) =>
  c.json(await createShippingLine(c.var.db, deskActor(c), c.var.tenant, c.req.valid('json'), c.var.clock()), 201);

export const updateLine: AppRouteHandler<typeof updateLineRoute> = async (c) =>
  c.json(await updateShippingLine(c.var.db, deskActor(c), c.var.tenant, c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);

export const listWarehouses: AppRouteHandler<typeof listWarehousesRoute> = async (c) =>
  c.json(wholeList(await listDeskWarehouses(c.var.db, c.var.tenant.id)), 200);

export const addWarehouse: AppRouteHandler<typeof createWarehouseRoute> = async (c) =>
  c.json(await createWarehouse(c.var.db, deskActor(c), c.var.tenant, c.req.valid('json'), c.var.clock()), 201);

export const changeWarehouse: AppRouteHandler<typeof updateWarehouseRoute> = async (c) =>
  c.json(await updateWarehouse(c.var.db, deskActor(c), c.var.tenant, c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);
