import type { TransitOrder } from '../../../contract/transit';
import type { AppVariables, AppRouteHandler } from '../../http/app-bindings';
import { catalogReaderOf } from '../../catalog/request-catalog';
import { parcelsIn } from '../../transit/parcel-view';
import { storedResponse, withIdempotency } from '../../payments/idempotency';
import { ownerOf } from '../../http/request-owner';
import { idempotentRequest, payOneWithBalance } from '../../payments/pay-with-balance';
import { loadTransitOrder, searchTransitOrders } from '../../transit/transit-order-view';
import { closeTransitOrder, completeTransitOrder, createTransitOrder, transitFeePaymentOf } from '../../transit/transit-orders';
import type {
  closeTransitOrderRoute, completeTransitOrderRoute, createTransitOrderRoute, getTransitOrderRoute, payTransitOrderRoute, searchTransitOrdersRoute,
} from './transit-orders.routes';

/** The order with its parcels' lines in the shopper's language. */
const inReadersLanguage = async (vars: AppVariables, order: TransitOrder): Promise<TransitOrder> =>
  ({ ...order, parcels: await parcelsIn(vars.db, catalogReaderOf(vars), order.parcels) });

export const createOrder: AppRouteHandler<typeof createTransitOrderRoute> = async (c) => {
  const body = c.req.valid('json');
  const request = idempotentRequest(c, 'transit-order.create', body);
  const { owner } = request;
  // A key answered already is answered again before the parcels are looked at (they are taken by then).
  const stored = await storedResponse<TransitOrder>(c.var.db, request);
  if (stored !== undefined) return c.json(await inReadersLanguage(c.var, stored), 200);
  const now = c.var.clock();
  const { value } = await withIdempotency(c.var.db, request, async (tx) =>
    loadTransitOrder(tx, c.var.storage, owner, await createTransitOrder(tx, c.var.storage, owner, body, now), now));
  return c.json(await inReadersLanguage(c.var, value), 200);
};

export const searchOrders: AppRouteHandler<typeof searchTransitOrdersRoute> = async (c) =>
  c.json(await searchTransitOrders(c.var.db, ownerOf(c), c.req.valid('query')), 200);

export const getOrder: AppRouteHandler<typeof getTransitOrderRoute> = async (c) =>
  c.json(await inReadersLanguage(c.var, await loadTransitOrder(c.var.db, c.var.storage, ownerOf(c), c.req.valid('param').id, c.var.clock())), 200);

export const payOrder: AppRouteHandler<typeof payTransitOrderRoute> = async (c) => {
  const paymentId = await transitFeePaymentOf(c.var.db, ownerOf(c), c.req.valid('param').id);
  return c.json(await payOneWithBalance(c, paymentId, c.req.valid('json').payPassword), 200);
};

export const completeOrder: AppRouteHandler<typeof completeTransitOrderRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await completeTransitOrder(c.var.db, ownerOf(c), id, c.var.clock());
  return c.json(await inReadersLanguage(c.var, await loadTransitOrder(c.var.db, c.var.storage, ownerOf(c), id, c.var.clock())), 200);
};

export const closeOrder: AppRouteHandler<typeof closeTransitOrderRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await closeTransitOrder(c.var.db, ownerOf(c), id, c.var.clock());
  return c.json(await inReadersLanguage(c.var, await loadTransitOrder(c.var.db, c.var.storage, ownerOf(c), id, c.var.clock())), 200);
};
