import { deskActor } from '../../desk/audit';
import { packOrder, scanOrder, shipOrder } from '../../desk/packing/packing-actions';
import { listPackingQueue, loadPackingOrder } from '../../desk/packing/packing-queue';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { getPackingOrderRoute, listPackingQueueRoute, packOrderRoute, scanOrderRoute, shipOrderRoute } from './desk-packing.routes';

export const list: AppRouteHandler<typeof listPackingQueueRoute> = async (c) =>
  c.json(await listPackingQueue(c.var.db, c.var.tenant.id, c.req.valid('query')), 200);

export const get: AppRouteHandler<typeof getPackingOrderRoute> = async (c) =>
  c.json(await loadPackingOrder(c.var.db, c.var.storage, c.var.tenant.id, c.req.valid('param').id, c.var.clock()), 200);

export const pack: AppRouteHandler<typeof packOrderRoute> = async (c) =>
  c.json(await packOrder(c.var, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);

export const ship: AppRouteHandler<typeof shipOrderRoute> = async (c) =>
  c.json(await shipOrder(c.var, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);

export const scan: AppRouteHandler<typeof scanOrderRoute> = async (c) =>
  c.json(await scanOrder(c.var, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);
