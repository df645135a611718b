import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Quote } from '../../contract/cart';
import type { Problem } from '../../contract/problem';
import { cartItems } from '../../provider/db/schema';
import { CART_CATALOG, type CartWorld, createCartWorld, linkOf } from './support/cart-catalog';
import type { TestProvider } from './support/test-provider';

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
const PATHS = ['/front/preview-product/refresh'] as const;
const post = <T>(path: string, status: number, json: unknown, as: string | undefined = token) =>
  provider.call<T>('POST', path, status, { tenant: 'default', token: as, json });

describe.each(PATHS)('POST /api%s', (path) => {
  it('quotes SKUs of one product from the catalog, ignoring client-sent prices, and stores nothing', async () => {
    const quote = Quote.parse(await post(path, 200, {
      productUrl: linkOf(socks),
      items: [{ productSkuId: blackSocks.skuId, quantity: 10, price: 1, unitPrice: 1 }],
      tenantWarehouseId: warehouses.china,
      goodsTotal: 1,
    }));
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
    const quote = Quote.parse(await post(path, 200, { productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 5 }] }));
    expect(quote).toMatchObject({ tenantWarehouseId: null, goodsTotal: 9995, domesticShipping: 0, serviceFee: 500, total: 10495 });
    const twice = { productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 3 }, { productSkuId: redTee.skuId, quantity: 3 }] };
    expect((await post<Problem>(path, 400, twice)).code).toBe('INSUFFICIENT_STOCK');
  });

  it('refuses what cannot be bought: sold out, over stock, bad quantities, another product\'s SKU', async () => {
    const body = (productSkuId: string, quantity: unknown) => ({ productUrl: linkOf(tee), items: [{ productSkuId, quantity }] });
    expect((await post<Problem>(path, 400, body(blueTee.skuId, 1))).code).toBe('INSUFFICIENT_STOCK');
    expect((await post<Problem>(path, 400, body(redTee.skuId, 6))).code).toBe('INSUFFICIENT_STOCK');
    for (const quantity of [0, -2, 0.5]) expect((await post<Problem>(path, 400, body(redTee.skuId, quantity))).code).toBe('VALIDATION_FAILED');
    expect(await post<Problem>(path, 400, body(blackSocks.skuId, 1))).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'items.0.productSkuId' }] });
    expect((await post<Problem>(path, 400, { productUrl: 'https://example.com/x', items: [{ productSkuId: redTee.skuId, quantity: 1 }] })).code).toBe('INVALID_PRODUCT_LINK');
    expect((await post<Problem>(path, 404, { productUrl: 'https://item.jd.com/1.html', items: [{ productSkuId: redTee.skuId, quantity: 1 }] })).code).toBe('PRODUCT_NOT_FOUND');
  });

  it('answers 404 for a warehouse that is not a China warehouse of the tenant, 401 without a session', async () => {
    for (const tenantWarehouseId of [warehouses.local, vnChina]) {
      expect((await post<Problem>(path, 404, { productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 1 }], tenantWarehouseId })).code).toBe('NOT_FOUND');
    }
    expect((await post<Problem>(path, 401, { productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 1 }] }, '')).code).toBe('UNAUTHORIZED');
  });
});
