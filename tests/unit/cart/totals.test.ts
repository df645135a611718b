import { describe, expect, it } from 'vitest';
import { withEdits } from '../../../src/lib/cart/cart';
import { selectionTotals } from '../../../src/lib/cart/totals';
import { cart } from './fixtures';

describe('totals of the selection', () => {
  it('adds quantity × unit price of the selected items, in fen', () => {
    // 2 × 1250 + 1 × 999 + 3 × 200
    expect(selectionTotals(cart, new Set([1, 2, 4]))).toEqual({ lines: 3, pieces: 6, goodsFen: 4099 });
  });

  it('leaves out an unavailable item even if its id is selected', () => {
    expect(selectionTotals(cart, new Set([3, 4]))).toEqual({ lines: 1, pieces: 3, goodsFen: 600 });
  });

  it('is zero for an empty selection', () => {
    expect(selectionTotals(cart, new Set())).toEqual({ lines: 0, pieces: 0, goodsFen: 0 });
  });

  it('follows a pending quantity edit', () => {
    expect(selectionTotals(withEdits(cart, { 4: { quantity: 10 } }), new Set([4])).goodsFen).toBe(2000);
  });
});
