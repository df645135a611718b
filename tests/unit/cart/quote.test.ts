import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../contract/cart';
import { withEdits } from '../../../src/lib/cart/cart';
import { currentQuote, quoteKey, quoteRequestOf } from '../../../src/lib/cart/quote';
import { cart } from './fixtures';

const quote: Quote = { tenantWarehouseId: 7, lines: [], goodsTotal: 3100, domesticShipping: 800, serviceFee: 155, total: 4055 };

describe('the warehouse quote', () => {
  it('asks about the selected, available items for the chosen warehouse', () => {
    expect(quoteRequestOf(cart, new Set([4, 1, 3]), 7)).toEqual({ cartItemIds: [1, 4], tenantWarehouseId: 7 });
    expect(quoteRequestOf(cart, new Set(), 7)).toBeNull();
    expect(quoteRequestOf(cart, new Set([1]), null)).toBeNull();
  });

  it('is shown only while the selection, quantities and warehouse are those it was asked about', () => {
    const selection = new Set([1, 4]);
    const request = quoteRequestOf(cart, selection, 7)!;
    const asked = { key: quoteKey(cart, request), quote };
    expect(currentQuote(asked, cart, selection, 7)).toBe(quote);
    expect(currentQuote(asked, cart, new Set([1]), 7)).toBeNull();
    expect(currentQuote(asked, cart, selection, 8)).toBeNull();
    expect(currentQuote(asked, withEdits(cart, { 4: { quantity: 4 } }), selection, 7)).toBeNull();
    // A message is not part of the price.
    expect(currentQuote(asked, withEdits(cart, { 4: { message: 'x' } }), selection, 7)).toBe(quote);
    expect(currentQuote(null, cart, selection, 7)).toBeNull();
  });
});
