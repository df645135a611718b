import { atom, computed, onMount } from 'nanostores';
import type { Cart } from '../../../contract/cart';
import { isUnauthorized } from '../api/http';
import type { TranslationKey } from '../i18n/translator';
import { $loggedIn } from '../session/login-state';
import { onSessionEvent } from '../session/session-events';
import { shopperApi } from '../session/shopper-api';
import { pushToast } from '../toasts/toasts';
import { dropEdit, pruneEdits, replaceItem, setEdit, withEdits, type CartEdit, type CartEditField, type CartEdits } from './cart';
import { $cartCount, linkCartCountAcrossTabs, onCartCountFromOtherTab } from './cart-count';
import { EDIT_DEBOUNCE_MS, keyedDebounce } from './debounce';
import { checkoutHref } from '../purchase/checkout';
import { quoteKey, quoteRequestOf, type QuoteFor } from './quote';
import { initialSelection, pruneSelection, type Selection } from './selection';

/**
 * The cart on the client (docs/architecture.md, "The parts": stores are seeded on the client, never written on the
 * server). `$serverCart` is what the provider last confirmed; `$cart` is what the shopper
 * sees, with the edits still on their way laid over it. The header count follows the
 * confirmed `totalQuantity`, so every tab shows a number the provider agrees with.
 */
const $serverCart = atom<Cart | null>(null);
const $edits = atom<CartEdits>({});
export const $cart = computed([$serverCart, $edits], (cart, edits) => (cart ? withEdits(cart, edits) : null));
export const $selection = atom<Selection>(new Set());

const debounce = keyedDebounce<string>(EDIT_DEBOUNCE_MS);
const inFlight = new Set<Promise<void>>();

/** A cart fresh from the provider: shown, the header count set, and the selection pruned (docs/product.md, "Cart"). */
function showCart(cart: Cart): void {
  linkCartCountAcrossTabs();
  $serverCart.set(cart);
  $edits.set(pruneEdits($edits.get(), cart));
  $selection.set(pruneSelection($selection.get(), cart));
  $cartCount.set(cart.totalQuantity);
}

/** The cart page's server-rendered cart, with everything buyable selected. */
export function seedCart(cart: Cart): void {
  $selection.set(initialSelection(cart));
  showCart(cart);
}

/** Re-reads the cart (after login, when the tab is visible again); a failure is only logged (docs/product.md, "Problem codes"). */
export async function syncCart(): Promise<void> {
  try {
    const cart = await shopperApi().getCart();
    if ($loggedIn.get()) showCart(cart);
  } catch (error) {
    console.warn('cart sync failed:', error instanceof Error ? error.message : error);
  }
}

/** Logged out: nothing of the cart stays, and no edit is sent after it. */
function clearCartState(): void {
  debounce.cancel();
  $edits.set({});
  $serverCart.set(null);
  $selection.set(new Set());
}
$loggedIn.listen((loggedIn) => {
  if (!loggedIn) clearCartState();
});

// After a login, and when a logged-in tab is visible again, the cart re-reads itself.
onSessionEvent('login', syncCart);
onSessionEvent('resync', syncCart);

// While a page shows the cart, a change made in another tab reloads it here too.
onMount($cart, () => onCartCountFromOtherTab(() => void syncCart()));

/** The toast when an edit of that field is refused, and put back. */
const NOT_SAVED_KEYS: Record<CartEditField, TranslationKey> = {
  quantity: 'cart:error.quantity-not-saved',
  message: 'cart:error.message-not-saved',
};

type EditValue<F extends CartEditField> = Required<CartEdit>[F];

async function commitEdit<F extends CartEditField>(id: number, field: F, value: EditValue<F>): Promise<void> {
  const api = shopperApi();
  try {
    const item = field === 'quantity' ? await api.setCartItemQuantity(id, value as number) : await api.setCartItemMessage(id, value as string);
    const cart = $serverCart.get();
    if (cart) {
      const next = replaceItem(cart, item);
      $serverCart.set(next);
      $cartCount.set(next.totalQuantity);
    }
    // A message has no other visible sign of being kept: say so (a quantity shows in the totals).
    if (field === 'message') pushToast({ kind: 'success', messageKey: 'cart:item.message-saved', key: `message-saved-${id}` });
  } catch (error) {
    // The 401 rule already logs the shopper out and says so.
    if (!isUnauthorized(error)) pushToast({ kind: 'error', messageKey: NOT_SAVED_KEYS[field] });
  } finally {
    // Success shows the confirmed item, failure the server's value again (the rollback); a
    // newer edit typed meanwhile stays and goes out on its own.
    $edits.set(dropEdit($edits.get(), id, field, value));
  }
}

/**
 * An edit of a quantity or a message: shown at once, sent once the shopper pauses
 * (EDIT_DEBOUNCE_MS). The caller passes a valid value (a whole quantity within stock, a
 * message within the text-length limit).
 */
export function editItem<F extends CartEditField>(id: number, field: F, value: EditValue<F>): void {
  $edits.set(setEdit($edits.get(), id, field, value));
  debounce.schedule(`${id}:${field}`, () => {
    const call = commitEdit(id, field, value).finally(() => inFlight.delete(call));
    inFlight.add(call);
  });
}

/** Sends the waiting edits now and waits for every edit call: the provider is up to date after it. */
export async function settleEdits(): Promise<void> {
  debounce.flush();
  await Promise.all([...inFlight]);
}

/** Removes one item; the provider's answer is the new cart. Errors are the caller's to tell. */
export async function removeItem(id: number): Promise<void> {
  await settleEdits();
  showCart(await shopperApi().removeCartItem(id));
}

/** Empties the cart. */
export async function removeAll(): Promise<void> {
  await settleEdits();
  showCart(await shopperApi().clearCart());
}

/** Changes the selection through one of the pure functions of `selection.ts`. */
export function changeSelection(change: (selection: Selection, cart: Cart) => Selection): void {
  const cart = $cart.get();
  if (cart) $selection.set(change($selection.get(), cart));
}

/**
 * Asks the provider what the selection costs delivered to a China warehouse, after the
 * waiting edits went out (so it prices what the shopper sees). `null` when there is nothing
 * to ask about.
 */
export async function requestQuote(tenantWarehouseId: number | null): Promise<QuoteFor | null> {
  await settleEdits();
  const cart = $cart.get();
  const request = cart && quoteRequestOf(cart, $selection.get(), tenantWarehouseId);
  if (!cart || !request) return null;
  return { key: quoteKey(cart, request), quote: await shopperApi().refreshCart(request) };
}

/**
 * The checkout page of the selection (to the chosen warehouse), once the waiting edits went
 * out, so the checkout page prices what the shopper sees; `null` when nothing is selected.
 */
export async function checkoutOfSelection(tenantWarehouseId: number | null): Promise<string | null> {
  await settleEdits();
  const cart = $cart.get();
  const request = cart && quoteRequestOf(cart, $selection.get(), tenantWarehouseId ?? 0);
  return request && checkoutHref({ kind: 'cart', cartItemIds: request.cartItemIds }, tenantWarehouseId ?? undefined);
}
