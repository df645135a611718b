import type { PurchaseOrder } from '../../../contract/orders';
import type { PayResult } from '../../../contract/payments';
import { syncCart } from '../cart/cart-store';
import { newIdempotencyKey } from '../payment/payment-actions';
import { shopperApi } from '../session/shopper-api';
import type { OrderRequest } from './checkout';

/**
 * Creates the order the checkout page confirmed. The caller keeps one key per confirmation,
 * so a double click or a retry after a lost answer creates one order. Ordered cart items
 * leave the cart, so the header count follows.
 */
export async function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<PurchaseOrder> {
  const api = shopperApi();
  if (request.kind === 'buy-now') return api.createBuyNowOrder(request.body, idempotencyKey);
  const order = await api.createPurchaseOrder(request.body, idempotencyKey);
  await syncCart();
  return order;
}

/** Pays an order from the balance (a price difference is paid among the pending payments). */
export const payOrder = (orderId: number, payPassword: string): Promise<PayResult> =>
  shopperApi().payPurchaseOrder(orderId, payPassword, newIdempotencyKey());

/** A new order of the same lines at today's prices. */
export const cloneOrder = (orderId: number): Promise<PurchaseOrder> => shopperApi().clonePurchaseOrder(orderId, newIdempotencyKey());

/** Cancels an unpaid order. */
export const closeOrder = (orderId: number): Promise<PurchaseOrder> => shopperApi().closePurchaseOrder(orderId);
