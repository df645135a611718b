import type { Context } from 'hono';
import type { PurchaseOrder } from '../../../contract/orders';
import type { AppBindings, AppRouteHandler } from '../../http/app-bindings';
import { priceCartSelection, priceClone, pricePreview, type PricedOrder, removeOrderedItems } from '../../orders/order-pricing';
import { loadOrder, searchOrders } from '../../orders/order-view';
import { cancelOrder, insertOrder, orderLinesOf, orderPaymentOf } from '../../orders/orders';
import { storedResponse, withIdempotency } from '../../payments/idempotency';
import { idempotencyKeyOf, ownerOf, payWithBalance } from '../../payments/pay-with-balance';
import type {
  cloneOrderRoute, closeOrderRoute, createOrderRoute, createPreviewOrderRoute, getOrderRoute, payOrderRoute, searchOrdersRoute,
} from './purchase-orders.routes';

/**
 * Prices and writes an order under the request's Idempotency-Key. A key already answered is
 * answered again before any pricing, so a repeat still gets the first order after its cart
 * items left the cart; two requests racing with one key meet in withIdempotency.
 */
async function placeOrder(c: Context<AppBindings>, scope: string, price: () => Promise<PricedOrder>): Promise<PurchaseOrder> {
  const owner = ownerOf(c);
  const key = idempotencyKeyOf(c);
  const stored = await storedResponse(c.var.db, owner, scope, key);
  if (stored !== undefined) return stored as PurchaseOrder;
  const priced = await price();
  const now = c.var.clock();
  const { value } = await withIdempotency(c.var.db, owner, scope, key, async (tx) => {
    await removeOrderedItems(tx, owner, priced);
    const id = await insertOrder(tx, owner, priced, { now, payWithinMinutes: c.var.env.ORDER_PAY_WITHIN_MINUTES });
    return loadOrder(tx, c.var.storage, owner, id);
  });
  return value;
}

export const createOrder: AppRouteHandler<typeof createOrderRoute> = async (c) =>
  c.json(await placeOrder(c, 'purchase-order.create', () => priceCartSelection(c.var, ownerOf(c), c.req.valid('json'))), 200);

export const createPreviewOrder: AppRouteHandler<typeof createPreviewOrderRoute> = async (c) =>
  c.json(await placeOrder(c, 'purchase-order.buy-now', () => pricePreview(c.var, c.req.valid('json'))), 200);

export const cloneOrder: AppRouteHandler<typeof cloneOrderRoute> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await placeOrder(c, `purchase-order.clone:${id}`, async () => {
    const { warehouseId, lines } = await orderLinesOf(c.var.db, ownerOf(c), id);
    return priceClone(c.var, warehouseId, lines);
  }), 200);
};

export const searchOrdersHandler: AppRouteHandler<typeof searchOrdersRoute> = async (c) =>
  c.json(await searchOrders(c.var.db, c.var.storage, ownerOf(c), c.req.valid('query')), 200);

export const getOrder: AppRouteHandler<typeof getOrderRoute> = async (c) =>
  c.json(await loadOrder(c.var.db, c.var.storage, ownerOf(c), c.req.valid('param').id), 200);

export const payOrder: AppRouteHandler<typeof payOrderRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const paymentId = await orderPaymentOf(c.var.db, ownerOf(c), id);
  return c.json(await payWithBalance(c, [paymentId], c.req.valid('json').payPassword, `payment.pay:${paymentId}`), 200);
};

export const closeOrder: AppRouteHandler<typeof closeOrderRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await cancelOrder(c.var.db, ownerOf(c), id, c.var.clock());
  return c.json(await loadOrder(c.var.db, c.var.storage, ownerOf(c), id), 200);
};
