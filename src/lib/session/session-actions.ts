import { navigate } from 'astro:transitions/client';
import type { Profile } from '../api/contract/user';
import { $cartCount, $loggedIn, clearLoginState, showShopper, shopperSummary } from './login-state';
import { isExternalTarget } from './redirect-target';
import { endSession, refreshProfile } from './session-client';
import { installSessionExpiry } from './session-expiry';
import { shopperApi } from './shopper-api';

// Every island that acts on the session loads this module: the 401 rule is in place before
// its first call, also for the storefront's own session calls.
if (typeof document !== 'undefined') installSessionExpiry(navigate);

/** Items across the cart's shops (SPEC section 3: shops, each with cartItems); the cart capability will own the cart's shape. */
function countCartItems(cart: unknown): number {
  const shops = (cart as { shops?: { cartItems?: unknown[] }[] } | null)?.shops;
  return Array.isArray(shops) ? shops.reduce((n, shop) => n + (shop.cartItems?.length ?? 0), 0) : 0;
}

/** Re-reads the cart for the header badge; a failed sync is only logged (SPEC section 8). */
export async function syncCartCount(): Promise<void> {
  try {
    $cartCount.set(countCartItems(await shopperApi().getCart()));
  } catch (error) {
    console.warn('cart sync failed:', error instanceof Error ? error.message : error);
  }
}

/**
 * The tab is visible again and logged in: the profile (name, unread count) and the cart,
 * fresh, side by side. A 401 is the 401 rule's business; any other failure waits for the
 * next sync.
 */
export async function resyncSession(): Promise<void> {
  await Promise.all([
    refreshProfile().then((profile) => showShopper(shopperSummary(profile)), () => undefined),
    syncCartCount(),
  ]);
}

/**
 * After login or signup (SPEC section 4): the stores show the shopper, the cart syncs, and
 * the shopper goes on (the storefront already pushed the language). A path of this site
 * keeps the header islands through the client router; `refrom` leaves the site.
 */
export async function finishLogin(profile: Profile, target: string): Promise<void> {
  $loggedIn.set(true);
  showShopper(shopperSummary(profile));
  await syncCartCount();
  if (isExternalTarget(target)) window.location.assign(target);
  else await navigate(target);
}

/** Ends the session (the storefront revokes the token and clears the cookies), empties the stores, goes home. */
export async function logout(): Promise<void> {
  await endSession();
  clearLoginState();
  window.location.assign('/');
}
