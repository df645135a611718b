import { describe, expect, it } from 'vitest';
import { priceBounds, sortTiers, tierFor, unitPriceFor } from '../../../src/lib/product/price-tiers';

const TIERS = [
  { startQuantity: 100, price: 800 },
  { startQuantity: 2, price: 1000 },
  { startQuantity: 10, price: 900 },
];

describe('price tiers', () => {
  it('sorts tiers by startQuantity without touching the input', () => {
    expect(sortTiers(TIERS).map((t) => t.startQuantity)).toEqual([2, 10, 100]);
    expect(TIERS[0]?.startQuantity).toBe(100);
  });

  it.each([
    [1, 1000], // below the first tier: the first tier's price
    [2, 1000],
    [9, 1000],
    [10, 900],
    [99, 900],
    [100, 800],
    [5000, 800],
  ])('%i pieces cost %i fen each', (quantity, price) => {
    expect(tierFor(sortTiers(TIERS), quantity)?.price).toBe(price);
  });

  it('has no tier without tiers', () => {
    expect(tierFor([], 5)).toBeNull();
  });

  it('prices wholesale goods by tier and retail goods by SKU', () => {
    const sku = { price: 1234 };
    expect(unitPriceFor({ priceMode: 'SPU_PRICE_RANGE', priceRange: TIERS }, sku, 50)).toBe(900);
    expect(unitPriceFor({ priceMode: 'SPU_PRICE_RANGE', priceRange: [] }, sku, 50)).toBe(1234);
    expect(unitPriceFor({ priceMode: 'SKU_PRICE', priceRange: TIERS }, sku, 50)).toBe(1234);
  });

  it('bounds the price before a choice', () => {
    const skus = [{ price: 500 }, { price: 700 }].map((s, i) => ({ ...s, skuId: `${i}`, properties: [], stock: 1 }));
    expect(priceBounds({ priceMode: 'SKU_PRICE', priceRange: [], skus, price: 500 })).toEqual({ min: 500, max: 700 });
    expect(priceBounds({ priceMode: 'SPU_PRICE_RANGE', priceRange: TIERS, skus, price: 500 })).toEqual({ min: 800, max: 1000 });
    expect(priceBounds({ priceMode: 'SKU_PRICE', priceRange: [], skus: [], price: 300 })).toEqual({ min: 300, max: 300 });
  });
});
