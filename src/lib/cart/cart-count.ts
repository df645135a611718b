import { atom, onMount } from 'nanostores';
import { $loggedIn, hasLoginFlag } from '../session/login-state';

/** Items in the cart, shown on the header badge; the cart store and the product page keep it in sync. */
export const $cartCount = atom(0);

// Logged out: the badge goes (and, through the link below, in every tab).
$loggedIn.listen((loggedIn) => {
  if (!loggedIn) $cartCount.set(0);
});

/**
 * The header's cart count is the same in every tab of the site: each count this tab
 * learns is written to localStorage, and the `storage` event brings another tab's. It also
 * gives a freshly loaded page the last count known, before anything is fetched.
 */
export const CART_COUNT_KEY = 'sf_cart_count';

const listeners = new Set<() => void>();
let linked = false;

const parseCount = (raw: string | null): number | null => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

function store(count: number): void {
  try {
    localStorage.setItem(CART_COUNT_KEY, String(count));
  } catch {
    // Storage disabled or full: the count still shows in this tab.
  }
}

function stored(): number | null {
  try {
    return parseCount(localStorage.getItem(CART_COUNT_KEY));
  } catch {
    return null;
  }
}

/**
 * The stored count is only a first guess (another device may have changed the cart): the
 * provider's count replaces it, unless a fresher count (an add, a cart page) arrived meanwhile.
 */
async function confirmWithServer(): Promise<void> {
  const meanwhile = { changed: false };
  const stop = $cartCount.listen(() => (meanwhile.changed = true));
  try {
    // Loaded here, not up front: the header badge needs no API client until it asks.
    const { shopperApi } = await import('../session/shopper-api');
    const { totalQuantity } = await shopperApi().getCart();
    if (!meanwhile.changed && $loggedIn.get()) $cartCount.set(totalQuantity);
  } catch (error) {
    // A failed sync is only logged (docs/product.md, "Problem codes"); the 401 rule handles an ended session.
    console.warn('cart count sync failed:', error instanceof Error ? error.message : error);
  } finally {
    stop();
  }
}

/** Starts the link once per page (later calls do nothing). */
export function linkCartCountAcrossTabs(): void {
  if (linked || typeof window === 'undefined') return;
  linked = true;
  const last = stored();
  if ($loggedIn.get() && last !== null && $cartCount.get() === 0) $cartCount.set(last);
  $cartCount.listen(store);
  if (hasLoginFlag()) void confirmWithServer();
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_COUNT_KEY) return;
    const count = parseCount(event.newValue);
    if (count === null || count === $cartCount.get()) return;
    $cartCount.set(count);
    for (const listener of listeners) listener();
  });
}

// The header badge shows the last count known as soon as it renders on the client.
onMount($cartCount, () => linkCartCountAcrossTabs());

/** Called when another tab changed the cart; returns how to stop listening. */
export function onCartCountFromOtherTab(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
