import type { AppRouteHandler } from '../../http/app-bindings';
import { ownerOf } from '../../http/request-owner';
import { catalogReaderOf } from '../../catalog/request-catalog';
import { listStockInParcels, parcelsIn } from '../../transit/parcel-view';
import type { listStockInParcelsRoute } from './stock-in-parcels.routes';

export const listStockIn: AppRouteHandler<typeof listStockInParcelsRoute> = async (c) => {
  const list = await listStockInParcels(c.var.db, c.var.storage, ownerOf(c), c.req.valid('query'), c.var.clock());
  return c.json({ ...list, items: await parcelsIn(c.var.db, catalogReaderOf(c.var), list.items) }, 200);
};
