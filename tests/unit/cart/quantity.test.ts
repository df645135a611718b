import { describe, expect, it } from 'vitest';
import { settledQuantity, typedQuantity } from '../../../src/lib/cart/quantity';

describe('cart quantities', () => {
  it('sends only a whole number from 1 to the stock while typing', () => {
    expect(typedQuantity('3', 10)).toBe(3);
    expect(typedQuantity(' 10 ', 10)).toBe(10);
    for (const text of ['', '0', '11', '2.5', '-1', '1e1', 'abc']) expect(typedQuantity(text, 10), text).toBeNull();
  });

  it('settles on the nearest valid quantity when the field is left', () => {
    expect(settledQuantity('0', 4, 10)).toBe(1);
    expect(settledQuantity('99', 4, 10)).toBe(10);
    expect(settledQuantity('2.7', 4, 10)).toBe(2);
    expect(settledQuantity('', 4, 10)).toBe(4);
    expect(settledQuantity('x', 4, 10)).toBe(4);
  });
});
