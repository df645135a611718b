import type { AppRouteHandler } from '../../http/app-bindings';
import { ownerOf } from '../../http/request-owner';
import { listStockInParcels } from '../../transit/parcel-view';
import type { listStockInParcelsRoute } from './stock-in-parcels.routes';

export const listStockIn: AppRouteHandler<typeof listStockInParcelsRoute> = async (c) =>
  c.json(await listStockInParcels(c.var.db, c.var.storage, ownerOf(c), c.req.valid('query'), c.var.clock()), 200);
