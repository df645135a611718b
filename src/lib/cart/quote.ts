import type { Cart, Quote } from '../../../contract/cart';
import { cartItemsOf } from './cart';
import type { Selection } from './selection';

/**
 * The price of the selection delivered to a China warehouse (POST /front/cart/refresh). A
 * quote holds only for what it was asked about: another selection, quantity or warehouse
 * makes it stale, and a stale quote is not shown.
 */
export interface QuoteFor {
  /** `quoteKey` of the request it answers. */
  key: string;
  quote: Quote;
}

/** A quote of the cart's selection: cart items only (custom items are checked out apart). */
export interface SelectionQuoteRequest { cartItemIds: number[]; tenantWarehouseId: number }

/** The refresh request for the selection, or `null` when nothing is selected or no warehouse is chosen. */
export function quoteRequestOf(cart: Cart, selection: Selection, tenantWarehouseId: number | null): SelectionQuoteRequest | null {
  const cartItemIds = cartItemsOf(cart).filter((item) => item.available && selection.has(item.id)).map((item) => item.id);
  return cartItemIds.length > 0 && tenantWarehouseId !== null ? { cartItemIds, tenantWarehouseId } : null;
}

/** Identifies what a quote was asked about: the warehouse and each selected item's quantity. */
export function quoteKey(cart: Cart, request: SelectionQuoteRequest): string {
  const quantities = new Map(cartItemsOf(cart).map((item) => [item.id, item.quantity]));
  const lines = [...request.cartItemIds].sort((a, b) => a - b).map((id) => `${id}x${quantities.get(id) ?? 0}`);
  return `${request.tenantWarehouseId}:${lines.join(',')}`;
}

/** The quote if it still answers the current selection, else `null`. */
export function currentQuote(quote: QuoteFor | null, cart: Cart, selection: Selection, tenantWarehouseId: number | null): Quote | null {
  const request = quoteRequestOf(cart, selection, tenantWarehouseId);
  return quote && request && quote.key === quoteKey(cart, request) ? quote.quote : null;
}
