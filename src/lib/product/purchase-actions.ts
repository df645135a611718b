import { navigate } from 'astro:transitions/client';
import { $cartCount } from '../cart/cart-count';
import { checkoutHref } from '../purchase/checkout';
import { loginRedirectFor } from '../session/protected-routes';
import { shopperApi } from '../session/shopper-api';
import type { ToastInput } from '../toasts/toast-queue';

/** What the product page buys: one SKU of one product, by its canonical link. */
export interface PurchaseLine {
  productUrl: string;
  productSkuId: string;
  quantity: number;
  message: string;
}

/** The "added" toast, with the way to the cart. */
export const addedToCartToast = (): ToastInput => ({
  kind: 'success', messageKey: 'product:purchase.added-to-cart', action: { labelKey: 'toast.view-cart', href: '/cart' },
});

/** The message to the seller is limited by the text length (docs/product.md, "Forms and validation"). */
export const BUYER_MESSAGE_LIMIT = 200;

const optionalMessage = (message: string) => message.trim() || undefined;

/** Adds the line to the cart; the header badge shows the count the provider answers with. */
export async function addLineToCart({ productUrl, productSkuId, quantity, message }: PurchaseLine): Promise<void> {
  const cart = await shopperApi().addToCart({ productUrl, productSkuId, quantity, message: optionalMessage(message) });
  $cartCount.set(cart.totalQuantity);
}

/** Buy now: the checkout page confirms this one line (the message becomes its remark) and orders it. */
export async function buyLineNow({ productUrl, productSkuId, quantity, message }: PurchaseLine): Promise<void> {
  await navigate(checkoutHref({ kind: 'buy-now', productUrl, productSkuId, quantity, remark: message.trim() }));
}

/** A logged-out shopper logs in first and comes back to this very product. */
export function loginAndReturn(): void {
  void navigate(loginRedirectFor(location.pathname + location.search));
}
