import type { AppRouteHandler } from '../../http/app-bindings';
import { ownerOf } from '../../http/request-owner';
import { deleteInboundParcel, registerInboundParcel, userWarehouses } from '../../transit/inbound-parcels';
import type { deleteInboundParcelRoute, getUserWarehousesRoute, registerInboundParcelRoute } from './user-warehouses.routes';

export const getUserWarehouses: AppRouteHandler<typeof getUserWarehousesRoute> = async (c) =>
  c.json(await userWarehouses(c.var.db, ownerOf(c)), 200);

export const registerInbound: AppRouteHandler<typeof registerInboundParcelRoute> = async (c) =>
  c.json(await registerInboundParcel(c.var.db, ownerOf(c), c.req.valid('json'), c.var.clock()), 200);

export const deleteInbound: AppRouteHandler<typeof deleteInboundParcelRoute> = async (c) => {
  await deleteInboundParcel(c.var.db, ownerOf(c), c.req.valid('param').id);
  return c.body(null, 204);
};
