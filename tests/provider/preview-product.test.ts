import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductItemsPayload, Quote } from '../../contract/cart';
import { cartItems } from '../../provider/db/schema';
import { CART_CATALOG, type CartWorld, createCartWorld, linkOf } from './support/cart-catalog';
import { expectJson, expectProblem, type TestProvider } from './support/test-provider';

const { tee, socks } = CART_CATALOG;
const [redTee, blueTee] = tee.skus;
const [blackSocks] = socks.skus;

let provider: TestProvider;
let token: string;
let warehouses: CartWorld['warehouses'];
let vnChina: number;
beforeAll(async () => {
  let vnWarehouses: CartWorld['vnWarehouses'];
  ({ provider, token, warehouses, vnWarehouses } = await createCartWorld());
  vnChina = vnWarehouses.china;
});
afterAll(() => provider.close());

// POST /front/preview-product/create places an order: tests/provider/purchase-orders.test.ts.
const preview = (json: ProductItemsPayload, as = token) =>
  provider.api({ tenant: 'default', token: as }).front['preview-product'].refresh.$post({ json });

describe('POST /api/front/preview-product/refresh', () => {
  it('quotes SKUs of one product from the catalog, ignoring client-sent prices, and stores nothing', async () => {
    const withClientPrices = {
      productUrl: linkOf(socks),
      items: [{ productSkuId: blackSocks.skuId, quantity: 10, price: 1, unitPrice: 1 }],
      tenantWarehouseId: warehouses.china,
      goodsTotal: 1,
    };
    const quote = Quote.parse(await expectJson(preview(withClientPrices), 200));
    expect(quote).toEqual({
      tenantWarehouseId: warehouses.china,
      lines: [{ cartItemId: null, productSkuId: blackSocks.skuId, quantity: 10, unitPrice: 800, subtotal: 8000 }],
      goodsTotal: 8000,
      domesticShipping: 800,
      serviceFee: 400,
      total: 9200,
    });
    expect(await provider.db.select().from(cartItems)).toEqual([]);
  });

  it('quotes without a warehouse, counting a SKU named twice against its stock together', async () => {
    const quote = Quote.parse(await expectJson(preview({ productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 5 }] }), 200));
    expect(quote).toMatchObject({ tenantWarehouseId: null, goodsTotal: 9995, domesticShipping: 0, serviceFee: 500, total: 10495 });
    const twice = { productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 3 }, { productSkuId: redTee.skuId, quantity: 3 }] };
    expect((await expectProblem(preview(twice), 400)).code).toBe('INSUFFICIENT_STOCK');
  });

  it('refuses what cannot be bought: sold out, over stock, bad quantities, another product\'s SKU', async () => {
    // Wrong quantities are sent on purpose: the body is typed as the route's, whatever it holds.
    const body = (productSkuId: string, quantity: unknown) => ({ productUrl: linkOf(tee), items: [{ productSkuId, quantity: quantity as number }] });
    expect((await expectProblem(preview(body(blueTee.skuId, 1)), 400)).code).toBe('INSUFFICIENT_STOCK');
    expect((await expectProblem(preview(body(redTee.skuId, 6)), 400)).code).toBe('INSUFFICIENT_STOCK');
    for (const quantity of [0, -2, 0.5]) expect((await expectProblem(preview(body(redTee.skuId, quantity)), 400)).code).toBe('VALIDATION_FAILED');
    expect(await expectProblem(preview(body(blackSocks.skuId, 1)), 400)).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'items.0.productSkuId' }] });
    expect((await expectProblem(preview({ productUrl: 'https://example.com/x', items: [{ productSkuId: redTee.skuId, quantity: 1 }] }), 400)).code).toBe('INVALID_PRODUCT_LINK');
    expect((await expectProblem(preview({ productUrl: 'https://item.jd.com/1.html', items: [{ productSkuId: redTee.skuId, quantity: 1 }] }), 404)).code).toBe('PRODUCT_NOT_FOUND');
  });

  it('answers 404 for a warehouse that is not a China warehouse of the tenant, 401 without a session', async () => {
    for (const tenantWarehouseId of [warehouses.local, vnChina]) {
      expect((await expectProblem(preview({ productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 1 }], tenantWarehouseId }), 404)).code).toBe('NOT_FOUND');
    }
    expect((await expectProblem(preview({ productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 1 }] }, ''), 401)).code).toBe('UNAUTHORIZED');
  });
});
