import { isUnauthorized, problemOf } from '../api/http';
import { pushToast } from '../toasts/toasts';
import { addLineToCart, addedToCartToast, type PurchaseLine } from './purchase-actions';

/** Adds the line the shopper asked for before logging in, and says how that went. */
export async function completeAdd(line: PurchaseLine): Promise<void> {
  try {
    await addLineToCart(line);
    pushToast(addedToCartToast());
  } catch (error) {
    // The 401 rule already logs the shopper out and says so.
    if (isUnauthorized(error)) return;
    const detail = problemOf(error)?.detail;
    pushToast(detail ? { kind: 'error', messageKey: 'product:purchase.failed', values: { detail } } : { kind: 'error', messageKey: 'error.generic' });
  }
}
