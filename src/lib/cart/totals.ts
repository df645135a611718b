import type { Cart } from '../../../contract/cart';
import { cartItemsOf } from './cart';
import type { Selection } from './selection';

/** What the selected goods come to, in CNY fen, before shipping and fees (the quote adds those). */
export interface SelectionTotals {
  /** Selected lines (items). */
  lines: number;
  /** Selected pieces (the sum of their quantities). */
  pieces: number;
  goodsFen: number;
}

/** Quantity × unit price over the selected items; an unavailable item never counts. */
export function selectionTotals(cart: Cart, selection: Selection): SelectionTotals {
  const totals: SelectionTotals = { lines: 0, pieces: 0, goodsFen: 0 };
  for (const item of cartItemsOf(cart)) {
    if (!item.available || !selection.has(item.id)) continue;
    totals.lines += 1;
    totals.pieces += item.quantity;
    totals.goodsFen += item.quantity * item.unitPrice;
  }
  return totals;
}
