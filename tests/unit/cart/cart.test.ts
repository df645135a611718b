import { describe, expect, it } from 'vitest';
import { EMPTY_CART, cartItemsOf, dropEdit, isEmptyCart, pruneEdits, replaceItem, setEdit, withEdits } from '../../../src/lib/cart/cart';
import { cart, item, shopA } from './fixtures';

describe('the cart and its pending edits', () => {
  it('lists the items of every shop in order', () => {
    expect(cartItemsOf(cart).map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(isEmptyCart(cart)).toBe(false);
    expect(isEmptyCart(EMPTY_CART)).toBe(true);
    expect(isEmptyCart({ shops: [{ ...shopA, cartItems: [] }], totalQuantity: 0 })).toBe(true);
  });

  it('shows the edits over the provider cart, the piece count following the quantities', () => {
    const shown = withEdits(cart, { 1: { quantity: 5 }, 4: { message: 'blue please' } });
    expect(cartItemsOf(shown).map((i) => [i.quantity, i.message])).toEqual([[5, ''], [1, ''], [5, ''], [3, 'blue please']]);
    expect(shown.totalQuantity).toBe(14);
    expect(shown.shops[1]).not.toBe(cart.shops[1]);
  });

  it('returns the very cart when there is nothing to lay over it', () => {
    expect(withEdits(cart, {})).toBe(cart);
    expect(withEdits(cart, { 99: { quantity: 3 } })).toBe(cart);
  });

  it('takes an item the provider confirmed, with its new tier price', () => {
    const next = replaceItem(cart, item(2, { quantity: 4, unitPrice: 900 }));
    expect(cartItemsOf(next)[1]).toMatchObject({ quantity: 4, unitPrice: 900 });
    expect(next.totalQuantity).toBe(14);
    expect(next.shops[1]).toBe(cart.shops[1]);
  });

  it('drops an edit after a failure, and after a success only while it holds the value sent', () => {
    const edits = setEdit(setEdit({}, 1, 'quantity', 3), 1, 'message', 'hi');
    expect(edits).toEqual({ 1: { quantity: 3, message: 'hi' } });
    expect(dropEdit(edits, 1, 'quantity', 3)).toEqual({ 1: { message: 'hi' } });
    // The shopper typed 4 while 3 was on its way: the answer for 3 leaves 4 in place.
    expect(dropEdit(setEdit(edits, 1, 'quantity', 4), 1, 'quantity', 3)).toEqual({ 1: { quantity: 4, message: 'hi' } });
    expect(dropEdit(dropEdit(edits, 1, 'quantity'), 1, 'message')).toEqual({});
    expect(dropEdit(edits, 2, 'quantity')).toBe(edits);
  });

  it('forgets the edits of items gone from the cart', () => {
    const edits = { 1: { quantity: 2 }, 42: { message: 'gone' } };
    expect(pruneEdits(edits, cart)).toEqual({ 1: { quantity: 2 } });
    const kept = { 1: { quantity: 2 } };
    expect(pruneEdits(kept, cart)).toBe(kept);
  });
});
