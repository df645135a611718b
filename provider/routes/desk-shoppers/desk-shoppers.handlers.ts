import { catalogReaderOf } from '../../catalog/request-catalog';
import { ledgerPage } from '../../account/account-views';
import { deskActor } from '../../desk/audit';
import { notifyShopperFromDesk, searchShoppers, shopperDetail, shopperOwner } from '../../desk/shoppers';
import type { AppRouteHandler } from '../../http/app-bindings';
import { searchOrders } from '../../orders/order-view';
import { listStockInParcels } from '../../transit/parcel-view';
import type {
  getShopperRoute, notifyShopperRoute, searchShoppersRoute, shopperLedgerRoute, shopperOrdersRoute, shopperParcelsRoute,
} from './desk-shoppers.routes';

export const search: AppRouteHandler<typeof searchShoppersRoute> = async (c) =>
  c.json(await searchShoppers(c.var.db, c.var.tenant.id, c.req.valid('query')), 200);

export const detail: AppRouteHandler<typeof getShopperRoute> = async (c) =>
  c.json(await shopperDetail(c.var.db, c.var.tenant.id, c.req.valid('param').id), 200);

export const orders: AppRouteHandler<typeof shopperOrdersRoute> = async (c) => {
  const owner = await shopperOwner(c.var.db, c.var.tenant.id, c.req.valid('param').id);
  return c.json(await searchOrders(c.var.db, c.var.storage, catalogReaderOf(c.var), owner, c.req.valid('query')), 200);
};

export const parcels: AppRouteHandler<typeof shopperParcelsRoute> = async (c) => {
  const owner = await shopperOwner(c.var.db, c.var.tenant.id, c.req.valid('param').id);
  return c.json(await listStockInParcels(c.var.db, c.var.storage, owner, c.req.valid('query'), c.var.clock()), 200);
};

export const ledger: AppRouteHandler<typeof shopperLedgerRoute> = async (c) => {
  const owner = await shopperOwner(c.var.db, c.var.tenant.id, c.req.valid('param').id);
  return c.json(await ledgerPage(c.var.db, owner, c.req.valid('query')), 200);
};

export const notify: AppRouteHandler<typeof notifyShopperRoute> = async (c) => {
  await notifyShopperFromDesk(c.var, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock());
  return c.body(null, 204);
};
