import { describe, expect, it } from 'vitest';
import { DOMESTIC_SHIPPING_PER_SHOP_FEN, FREE_DOMESTIC_SHIPPING_FROM_FEN, quoteOf, unitPriceOf } from '../../provider/cart/quote';
import { DEFAULT_SERVICE_FEE_BASIS_POINTS } from '../../contract/purchase-fees';

const line = (shopId: string, quantity: number, unitPrice: number) => ({ cartItemId: null, shopId, productSkuId: `${shopId}-sku`, quantity, unitPrice });

describe('the quote rules', () => {
  it('charges shipping per shop below the free-shipping threshold and a 5% service fee rounded up', () => {
    const quote = quoteOf([line('a', 3, 333), line('b', 1, FREE_DOMESTIC_SHIPPING_FROM_FEN), line('a', 1, 1)], 7, DEFAULT_SERVICE_FEE_BASIS_POINTS);
    expect(quote).toMatchObject({ tenantWarehouseId: 7, goodsTotal: 999 + 8800 + 1, domesticShipping: DOMESTIC_SHIPPING_PER_SHOP_FEN, serviceFee: 490 });
    expect(quote.total).toBe(9800 + 800 + 490);
    expect(quote.lines.map((l) => l.subtotal)).toEqual([999, 8800, 1]);
  });

  it('is all zero for nothing', () => {
    expect(quoteOf([], null, DEFAULT_SERVICE_FEE_BASIS_POINTS)).toEqual({ tenantWarehouseId: null, lines: [], goodsTotal: 0, domesticShipping: 0, serviceFee: 0, total: 0 });
  });

  it('prices wholesale goods by the tier the quantity reaches, whatever order the tiers are stored in', () => {
    const wholesale = { priceMode: 'SPU_PRICE_RANGE' as const, priceTiers: [{ startQuantity: 50, price: 500 }, { startQuantity: 2, price: 900 }] };
    expect([1, 2, 49, 50, 1000].map((quantity) => unitPriceOf(wholesale, { priceFen: 999 }, quantity))).toEqual([900, 900, 900, 500, 500]);
    expect(unitPriceOf({ priceMode: 'SKU_PRICE', priceTiers: wholesale.priceTiers }, { priceFen: 999 }, 50)).toBe(999);
  });
});
