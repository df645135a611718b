import { describe, expect, it } from 'vitest';
import {
  cartSelectionState, hasSelectable, initialSelection, pruneSelection, selectAll, selectItem, selectShop, shopSelectionState,
} from '../../../src/lib/cart/selection';
import { cart, item, shopA, shopB } from './fixtures';

const ids = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);

describe('selecting items and shops', () => {
  it('starts with everything buyable selected, never the sold-out item', () => {
    expect(ids(initialSelection(cart))).toEqual([1, 2, 4]);
  });

  it('selects and deselects single items; an unavailable one stays out', () => {
    const none = new Set<number>();
    expect(ids(selectItem(none, cart, 2, true))).toEqual([2]);
    expect(ids(selectItem(new Set([2, 4]), cart, 2, false))).toEqual([4]);
    expect(selectItem(none, cart, 3, true)).toBe(none);
  });

  it('a shop checkbox reflects its items: all, some or none', () => {
    expect(shopSelectionState(new Set([1, 2]), shopA)).toBe('all');
    expect(shopSelectionState(new Set([1]), shopA)).toBe('some');
    expect(shopSelectionState(new Set([4]), shopA)).toBe('none');
    // Shop B's sold-out item does not count: its one buyable item selected is "all".
    expect(shopSelectionState(new Set([4]), shopB)).toBe('all');
  });

  it('a shop checkbox selects or clears all its buyable items and leaves other shops alone', () => {
    expect(ids(selectShop(new Set([4]), shopA, true))).toEqual([1, 2, 4]);
    expect(ids(selectShop(new Set([1, 2, 4]), shopA, false))).toEqual([4]);
    expect(ids(selectShop(new Set(), shopB, true))).toEqual([4]);
  });

  it('select all covers every buyable item of the cart', () => {
    expect(ids(selectAll(new Set([1]), cart, true))).toEqual([1, 2, 4]);
    expect(ids(selectAll(new Set([1, 2, 4]), cart, false))).toEqual([]);
    expect(cartSelectionState(new Set([1, 2, 4]), cart)).toBe('all');
    expect(cartSelectionState(new Set([2]), cart)).toBe('some');
    expect(cartSelectionState(new Set(), cart)).toBe('none');
  });

  it('knows a group with nothing buyable', () => {
    expect(hasSelectable(shopA.cartItems)).toBe(true);
    expect(hasSelectable([item(9, { available: false })])).toBe(false);
  });
});

describe('pruning the selection after a sync', () => {
  it('keeps only items still present and available', () => {
    const synced = { shops: [{ ...shopA, cartItems: [item(1, { available: false }), item(2)] }], totalQuantity: 2 };
    expect(ids(pruneSelection(new Set([1, 2, 4]), synced))).toEqual([2]);
  });

  it('returns the same selection when nothing went away', () => {
    const selection = new Set([1, 4]);
    expect(pruneSelection(selection, cart)).toBe(selection);
  });
});
