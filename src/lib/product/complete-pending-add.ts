import { hasLoginFlag } from '../session/login-state';
import { PRODUCT_URL_ATTRIBUTE, takePendingAdd } from './pending-add';

/**
 * Back on the product page after the login an "Add to cart" asked for, the add is done
 * without the shopper asking twice. `astro:page-load` fires on the first load and after
 * every client-side page change (the login page navigates here through the router). The
 * API client and the toasts load only when there is an add to complete, so the page stays
 * light before the first interaction.
 */
document.addEventListener('astro:page-load', () => {
  const productUrl = document.querySelector(`[${PRODUCT_URL_ATTRIBUTE}]`)?.getAttribute(PRODUCT_URL_ATTRIBUTE);
  if (!productUrl || !hasLoginFlag()) return;
  const line = takePendingAdd(productUrl);
  if (line) void import('./pending-add-completion').then(({ completeAdd }) => completeAdd(line));
});
