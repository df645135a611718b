import { catalogReaderOf } from '../../catalog/request-catalog';
import type { Context } from 'hono';
import type { PurchaseOrder } from '../../../contract/orders';
import type { AppBindings, AppRouteHandler } from '../../http/app-bindings';
import { priceCartSelection, priceClone, pricePreview, type PricedOrder, removeOrderedItems } from '../../orders/order-pricing';
import { loadOrder, searchOrders } from '../../orders/order-view';
import { payWithinMinutesOf } from '../../tenancy/pay-within';
import { cancelOrder, insertOrder, orderLinesOf, orderPaymentOf } from '../../orders/orders';
import { type IdempotentRequest, storedResponse, withIdempotency } from '../../payments/idempotency';
import { ownerOf } from '../../http/request-owner';
import { idempotentRequest, payOneWithBalance } from '../../payments/pay-with-balance';
import type {
  cloneOrderRoute, closeOrderRoute, createOrderRoute, createPreviewOrderRoute, getOrderRoute, payOrderRoute, searchOrdersRoute,
} from './purchase-orders.routes';

/**
 * Prices and writes an order under the request's Idempotency-Key. A key already answered is
 * answered again before any pricing, so a repeat still gets the first order after its cart
 * items left the cart; two requests racing with one key meet in withIdempotency.
 */
async function placeOrder(c: Context<AppBindings>, request: IdempotentRequest, price: () => Promise<PricedOrder>): Promise<PurchaseOrder> {
  const { owner } = request;
  const stored = await storedResponse<PurchaseOrder>(c.var.db, request);
  if (stored !== undefined) return stored;
  const priced = await price();
  const now = c.var.clock();
  const { value } = await withIdempotency(c.var.db, request, async (tx) => {
    await removeOrderedItems(tx, owner, priced);
    const id = await insertOrder(tx, owner, priced, { now, payWithinMinutes: payWithinMinutesOf(c.var.tenant, c.var.env.ORDER_PAY_WITHIN_MINUTES) });
    return loadOrder(tx, c.var.storage, catalogReaderOf(c.var), owner, id);
  });
  return value;
}

export const createOrder: AppRouteHandler<typeof createOrderRoute> = async (c) => {
  const body = c.req.valid('json');
  return c.json(await placeOrder(c, idempotentRequest(c, 'purchase-order.create', body), () => priceCartSelection(c.var, ownerOf(c), body)), 200);
};

export const createPreviewOrder: AppRouteHandler<typeof createPreviewOrderRoute> = async (c) => {
  const body = c.req.valid('json');
  return c.json(await placeOrder(c, idempotentRequest(c, 'purchase-order.buy-now', body), () => pricePreview(c.var, body)), 200);
};

export const cloneOrder: AppRouteHandler<typeof cloneOrderRoute> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await placeOrder(c, idempotentRequest(c, 'purchase-order.clone'), async () => {
    const { warehouseId, lines } = await orderLinesOf(c.var.db, ownerOf(c), id);
    return priceClone(c.var, warehouseId, lines);
  }), 200);
};

export const searchOrdersHandler: AppRouteHandler<typeof searchOrdersRoute> = async (c) =>
  c.json(await searchOrders(c.var.db, c.var.storage, catalogReaderOf(c.var), ownerOf(c), c.req.valid('query')), 200);

export const getOrder: AppRouteHandler<typeof getOrderRoute> = async (c) =>
  c.json(await loadOrder(c.var.db, c.var.storage, catalogReaderOf(c.var), ownerOf(c), c.req.valid('param').id), 200);

export const payOrder: AppRouteHandler<typeof payOrderRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const paymentId = await orderPaymentOf(c.var.db, ownerOf(c), id);
  return c.json(await payOneWithBalance(c, paymentId, c.req.valid('json').payPassword), 200);
};

export const closeOrder: AppRouteHandler<typeof closeOrderRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await cancelOrder(c.var.db, ownerOf(c), id, c.var.clock());
  return c.json(await loadOrder(c.var.db, c.var.storage, catalogReaderOf(c.var), ownerOf(c), id), 200);
};
