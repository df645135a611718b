import type { Cart, CartShop } from '../../../contract/cart';
import { cartItemsOf } from './cart';

/**
 * The items the shopper picked for the totals, the quote and checkout: a set of cart item
 * ids. Unavailable items (sold out, gone from the catalog) can never be selected.
 */
export type Selection = ReadonlySet<number>;

/** How much of a group (a shop, the whole cart) is selected: its checkbox shows it. */
export type SelectionState = 'all' | 'some' | 'none';

const selectableIds = (items: CartShop['cartItems']): number[] => items.filter((item) => item.available).map((item) => item.id);

/** A cart opened fresh: everything that can be bought is selected. */
export const initialSelection = (cart: Cart): Selection => new Set(selectableIds(cartItemsOf(cart)));

/** After a sync: only items still present and available stay selected (the same set when nothing changed). */
export function pruneSelection(selection: Selection, cart: Cart): Selection {
  const selectable = new Set(selectableIds(cartItemsOf(cart)));
  const kept = [...selection].filter((id) => selectable.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

function withIds(selection: Selection, ids: number[], selected: boolean): Selection {
  const next = new Set(selection);
  for (const id of ids) {
    if (selected) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Selects or deselects one item; an unavailable one stays out. */
export function selectItem(selection: Selection, cart: Cart, id: number, selected: boolean): Selection {
  const item = cartItemsOf(cart).find((i) => i.id === id);
  return item?.available || !selected ? withIds(selection, [id], selected) : selection;
}

/** A shop's checkbox: all its available items in or out. */
export const selectShop = (selection: Selection, shop: CartShop, selected: boolean): Selection =>
  withIds(selection, selectableIds(shop.cartItems), selected);

/** The select-all checkbox. */
export const selectAll = (selection: Selection, cart: Cart, selected: boolean): Selection =>
  withIds(selection, selectableIds(cartItemsOf(cart)), selected);

function stateOf(selection: Selection, ids: number[]): SelectionState {
  const picked = ids.filter((id) => selection.has(id)).length;
  if (picked === 0) return 'none';
  return picked === ids.length ? 'all' : 'some';
}

export const shopSelectionState = (selection: Selection, shop: CartShop): SelectionState => stateOf(selection, selectableIds(shop.cartItems));

export const cartSelectionState = (selection: Selection, cart: Cart): SelectionState => stateOf(selection, selectableIds(cartItemsOf(cart)));

/** Whether a group has anything to select at all (a shop of sold-out items has not). */
export const hasSelectable = (items: CartShop['cartItems']): boolean => items.some((item) => item.available);
