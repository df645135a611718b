import { isUnauthorized, problemOf } from '../api/http';
import { hasLoginFlag } from '../session/login-state';
import { pushToast } from '../toasts/toasts';
import { takePendingAdd } from './pending-add';
import { addLineToCart, addedToCartToast, PRODUCT_URL_ATTRIBUTE } from './purchase-actions';

/**
 * Back on the product page after the login an "Add to cart" asked for, the add is done
 * without the shopper asking twice. `astro:page-load` fires on the first load and after
 * every client-side page change (the login page navigates here through the router).
 */
document.addEventListener('astro:page-load', () => {
  const productUrl = document.querySelector(`[${PRODUCT_URL_ATTRIBUTE}]`)?.getAttribute(PRODUCT_URL_ATTRIBUTE);
  if (!productUrl || !hasLoginFlag()) return;
  const line = takePendingAdd(productUrl);
  if (!line) return;
  addLineToCart(line).then(
    () => pushToast(addedToCartToast()),
    (error: unknown) => {
      if (isUnauthorized(error)) return;
      const detail = problemOf(error)?.detail;
      pushToast(detail ? { kind: 'error', messageKey: 'product:purchase.failed', values: { detail } } : { kind: 'error', messageKey: 'error.generic' });
    },
  );
});
