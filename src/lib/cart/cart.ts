import type { Cart, CartItem } from '../../../contract/cart';

/**
 * The cart as the provider answers it (shops, each with its items), and the shopper's edits
 * not yet confirmed laid over it. Pure functions over immutable values.
 */

export const EMPTY_CART: Cart = { shops: [], totalQuantity: 0 };

export const cartItemsOf = (cart: Cart): CartItem[] => cart.shops.flatMap((shop) => shop.cartItems);

export const isEmptyCart = (cart: Cart): boolean => cart.shops.every((shop) => shop.cartItems.length === 0);

/** A quantity or message the shopper typed that the provider has not confirmed yet. */
export interface CartEdit {
  quantity?: number;
  message?: string;
}
export type CartEditField = keyof CartEdit;
/** Edits by cart item id. */
export type CartEdits = Readonly<Record<number, CartEdit>>;

/** Replaces items by id, keeping `totalQuantity` (the pieces in the cart) in step with their quantities. */
function mapItems(cart: Cart, change: (item: CartItem) => CartItem): Cart {
  const shops = cart.shops.map((shop) => {
    const cartItems = shop.cartItems.map(change);
    return cartItems.some((item, i) => item !== shop.cartItems[i]) ? { ...shop, cartItems } : shop;
  });
  if (shops.every((shop, i) => shop === cart.shops[i])) return cart;
  const delta = quantityOf(shops) - quantityOf(cart.shops);
  return { shops, totalQuantity: cart.totalQuantity + delta };
}

const quantityOf = (shops: Cart['shops']): number => shops.reduce((sum, shop) => sum + shop.cartItems.reduce((n, item) => n + item.quantity, 0), 0);

/** What the shopper sees: the provider's cart with the pending edits applied. */
export const withEdits = (cart: Cart, edits: CartEdits): Cart =>
  mapItems(cart, (item) => {
    const edit = edits[item.id];
    return edit ? { ...item, ...edit } : item;
  });

/** The provider confirmed one item (a new quantity may bring a new tier price). */
export const replaceItem = (cart: Cart, updated: CartItem): Cart => mapItems(cart, (item) => (item.id === updated.id ? updated : item));

/** Sets one field of an item's pending edit. */
export const setEdit = <F extends CartEditField>(edits: CartEdits, id: number, field: F, value: CartEdit[F]): CartEdits => ({
  ...edits,
  [id]: { ...edits[id], [field]: value },
});

/**
 * Removes a field of an item's pending edit: after a failure always (the server's value shows
 * again), after a success only while it still holds the value sent (`sent`), so an edit the
 * shopper made in the meantime stays.
 */
export function dropEdit(edits: CartEdits, id: number, field: CartEditField, sent?: CartEdit[CartEditField]): CartEdits {
  const edit = edits[id];
  if (!edit || !(field in edit) || (sent !== undefined && edit[field] !== sent)) return edits;
  const { [field]: _dropped, ...rest } = edit;
  const others = Object.entries(edits).filter(([key]) => Number(key) !== id);
  return Object.fromEntries(Object.keys(rest).length > 0 ? [...others, [id, rest]] : others);
}

/** Only the edits of items still in the cart. */
export function pruneEdits(edits: CartEdits, cart: Cart): CartEdits {
  const present = new Set(cartItemsOf(cart).map((item) => item.id));
  const kept = Object.entries(edits).filter(([id]) => present.has(Number(id)));
  return kept.length === Object.keys(edits).length ? edits : Object.fromEntries(kept);
}
