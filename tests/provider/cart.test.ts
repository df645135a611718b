import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Cart, CartItem, Quote } from '../../contract/cart';
import type { Problem } from '../../contract/problem';
import { cartItems, productSkus } from '../../provider/db/schema';
import { CART_CATALOG, type CartWorld, createCartWorld, linkOf } from './support/cart-catalog';
import type { TestProvider } from './support/test-provider';

const { tee, socks, mug } = CART_CATALOG;
const [redTee, blueTee] = tee.skus;
const [blackSocks] = socks.skus;
const [whiteMug] = mug.skus;

let provider: TestProvider;
let token: string;
let otherToken: string;
let vnToken: string;
let warehouses: CartWorld['warehouses'];
let vnWarehouses: CartWorld['vnWarehouses'];
beforeAll(async () => {
  ({ provider, token, otherToken, vnToken, warehouses, vnWarehouses } = await createCartWorld());
});
afterAll(() => provider.close());
beforeEach(async () => {
  await provider.db.delete(cartItems);
});

const call = <T>(method: string, path: string, status: number, json?: unknown, as: string | undefined = token, tenant = 'default') =>
  provider.call<T>(method, path, status, { tenant, token: as, json });
const add = (product: typeof tee | typeof socks | typeof mug, productSkuId: string, quantity: unknown, extra: object = {}, as = token) =>
  call<Cart>('POST', '/front/cart/add', 200, { productUrl: linkOf(product), productSkuId, quantity, ...extra }, as).then((cart) => Cart.parse(cart));
const getCart = (as = token, tenant = 'default') => call<Cart>('GET', '/front/cart', 200, undefined, as, tenant).then((cart) => Cart.parse(cart));
const itemOf = (cart: Cart, skuId: string) => cart.shops.flatMap((shop) => shop.cartItems).find((item) => item.productSkuId === skuId)!;
const problemCode = (method: string, path: string, status: number, json?: unknown, as?: string, tenant?: string) =>
  call<Problem>(method, path, status, json, as, tenant).then((problem) => problem.code);

describe('POST /api/front/cart/add and GET /api/front/cart', () => {
  it('answers an empty cart, and 401 without a session', async () => {
    expect(await getCart()).toEqual({ shops: [], totalQuantity: 0 });
    expect(await problemCode('GET', '/front/cart', 401, undefined, '')).toBe('UNAUTHORIZED');
    expect(await problemCode('POST', '/front/cart/add', 401, { productUrl: linkOf(tee), productSkuId: redTee.skuId, quantity: 1 }, '')).toBe('UNAUTHORIZED');
  });

  it('adds a SKU from any link form and prices it from the catalog, ignoring a client-sent price', async () => {
    const cart = await call<Cart>('POST', '/front/cart/add', 200, {
      productUrl: `https://item.taobao.com/item.htm?spm=a1z10&id=${tee.sourceId}&skuId=1`,
      productSkuId: redTee.skuId, quantity: 2, message: ' gift wrap ', price: 1, unitPrice: 1, subtotal: 2, total: 2,
    });
    expect(Cart.parse(cart)).toEqual({
      totalQuantity: 2,
      shops: [{
        shopId: 'shop-a', shopName: 'Shop shop-a', shopWebsite: 'https://shop-a.example.com', platform: 'Taobao',
        cartItems: [{
          id: expect.any(Number), productId: tee.id, productUrl: linkOf(tee), productSkuId: redTee.skuId, name: `Test ${tee.id}`,
          image: `/api/files/catalog/${tee.id}/0.jpg`, skuProperties: [{ name: '颜色', value: '红色' }],
          quantity: 2, message: 'gift wrap', unitPrice: 1999, stock: 5, available: true,
        }],
      }],
    });
  });

  it('adds to the quantity of a SKU already in the cart, up to its stock and no further', async () => {
    await add(tee, redTee.skuId, 2, { message: 'first' });
    const cart = await add(tee, redTee.skuId, 2);
    expect(itemOf(cart, redTee.skuId)).toMatchObject({ quantity: 4, message: 'first' });
    expect(await problemCode('POST', '/front/cart/add', 400, { productUrl: linkOf(tee), productSkuId: redTee.skuId, quantity: 2 })).toBe('INSUFFICIENT_STOCK');
    expect(itemOf(await getCart(), redTee.skuId).quantity).toBe(4);
    expect(itemOf(await add(tee, redTee.skuId, 1, { message: 'second' }), redTee.skuId)).toMatchObject({ quantity: 5, message: 'second' });
  });

  it('refuses a sold-out SKU, more than the stock, and bad quantities', async () => {
    const body = (productSkuId: string, quantity: unknown) => ({ productUrl: linkOf(tee), productSkuId, quantity });
    expect(await problemCode('POST', '/front/cart/add', 400, body(blueTee.skuId, 1))).toBe('INSUFFICIENT_STOCK');
    expect(await problemCode('POST', '/front/cart/add', 400, body(redTee.skuId, 6))).toBe('INSUFFICIENT_STOCK');
    for (const quantity of [0, -1, 1.5, '2.5', 'two', null]) {
      expect(await problemCode('POST', '/front/cart/add', 400, body(redTee.skuId, quantity))).toBe('VALIDATION_FAILED');
    }
    expect((await getCart()).totalQuantity).toBe(0);
  });

  it('answers 400 for a link that is no product or a SKU of another product, 404 for a product the catalog lacks', async () => {
    expect(await problemCode('POST', '/front/cart/add', 400, { productUrl: 'https://example.com/item/1', productSkuId: redTee.skuId, quantity: 1 })).toBe('INVALID_PRODUCT_LINK');
    expect(await problemCode('POST', '/front/cart/add', 400, { productUrl: 'not a link', productSkuId: redTee.skuId, quantity: 1 })).toBe('INVALID_PRODUCT_LINK');
    expect(await problemCode('POST', '/front/cart/add', 404, { productUrl: 'https://item.taobao.com/item.htm?id=1', productSkuId: redTee.skuId, quantity: 1 })).toBe('PRODUCT_NOT_FOUND');
    const wrongSku = await call<Problem>('POST', '/front/cart/add', 400, { productUrl: linkOf(tee), productSkuId: whiteMug.skuId, quantity: 1 });
    expect(wrongSku).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'productSkuId' }] });
  });

  it('groups by shop, the shop of the newest item first, items newest first, with tiered prices', async () => {
    await add(tee, redTee.skuId, 1);
    await add(socks, blackSocks.skuId, 12);
    const cart = await add(mug, whiteMug.skuId, 1);
    expect(cart.shops.map((shop) => [shop.shopId, shop.cartItems.map((item) => item.productSkuId)])).toEqual([
      ['shop-a', [whiteMug.skuId, redTee.skuId]],
      ['shop-b', [blackSocks.skuId]],
    ]);
    expect(cart.totalQuantity).toBe(14);
    expect(itemOf(cart, blackSocks.skuId).unitPrice).toBe(800);
  });

  it('lets concurrent adds together take no more than the stock', async () => {
    const body = { productUrl: linkOf(mug), productSkuId: whiteMug.skuId, quantity: 1 };
    const statuses = await Promise.all(Array.from({ length: 5 }, () =>
      provider.request('POST', '/front/cart/add', { tenant: 'default', token, json: body }).then((response) => response.status)));
    expect(statuses.sort()).toEqual([200, 200, 200, 400, 400]);
    expect(itemOf(await getCart(), whiteMug.skuId).quantity).toBe(whiteMug.stock);
  });

  it('shows a SKU that sold out since as unavailable, with its current stock', async () => {
    await add(mug, whiteMug.skuId, 2);
    await provider.db.update(productSkus).set({ stock: 0 }).where(eq(productSkus.skuId, whiteMug.skuId));
    try {
      expect(itemOf(await getCart(), whiteMug.skuId)).toMatchObject({ quantity: 2, stock: 0, available: false });
    } finally {
      await provider.db.update(productSkus).set({ stock: whiteMug.stock }).where(eq(productSkus.skuId, whiteMug.skuId));
    }
  });
});

describe('POST /api/front/cart/multiple', () => {
  it('adds several SKUs of one product, all or none', async () => {
    const cart = Cart.parse(await call('POST', '/front/cart/multiple', 200, {
      productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 1, price: 1 }, { productSkuId: redTee.skuId, quantity: 2 }], message: 'both',
    }));
    expect(itemOf(cart, redTee.skuId)).toMatchObject({ quantity: 3, message: 'both', unitPrice: 1999 });

    const refused = await call<Problem>('POST', '/front/cart/multiple', 400, {
      productUrl: linkOf(socks), items: [{ productSkuId: blackSocks.skuId, quantity: 5 }, { productSkuId: redTee.skuId, quantity: 1 }],
    });
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'items.1.productSkuId' }] });
    expect(await problemCode('POST', '/front/cart/multiple', 400, {
      productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 1 }, { productSkuId: redTee.skuId, quantity: 2 }],
    })).toBe('INSUFFICIENT_STOCK');
    expect((await getCart()).totalQuantity).toBe(3);
  });
});

describe('PUT /api/front/cart/{id}/quantity and /message', () => {
  it('sets a whole quantity from 1 to the stock and answers the re-priced item', async () => {
    const id = itemOf(await add(socks, blackSocks.skuId, 1), blackSocks.skuId).id;
    const item = CartItem.parse(await call('PUT', `/front/cart/${id}/quantity?quantity=100`, 200));
    expect(item).toMatchObject({ id, quantity: 100, unitPrice: 600 });
    expect(CartItem.parse(await call('PUT', `/front/cart/${id}/quantity?quantity=500`, 200)).quantity).toBe(500);
    expect(await problemCode('PUT', `/front/cart/${id}/quantity?quantity=501`, 400)).toBe('INSUFFICIENT_STOCK');
    for (const quantity of ['0', '-1', '1.5', '', 'abc', '1e9']) {
      expect(await problemCode('PUT', `/front/cart/${id}/quantity?quantity=${quantity}`, 400)).toBe('VALIDATION_FAILED');
    }
    expect(await problemCode('PUT', `/front/cart/${id}/quantity`, 400)).toBe('VALIDATION_FAILED');
    expect(itemOf(await getCart(), blackSocks.skuId).quantity).toBe(500);
  });

  it('sets and clears the message, at most 500 characters', async () => {
    const id = itemOf(await add(tee, redTee.skuId, 1), redTee.skuId).id;
    expect(CartItem.parse(await call('PUT', `/front/cart/${id}/message`, 200, { message: 'size up', price: 1 })).message).toBe('size up');
    expect(CartItem.parse(await call('PUT', `/front/cart/${id}/message`, 200, { message: '' })).message).toBe('');
    expect(await problemCode('PUT', `/front/cart/${id}/message`, 400, { message: 'x'.repeat(501) })).toBe('VALIDATION_FAILED');
  });
});

describe('DELETE /api/front/cart/{id} and /all', () => {
  it('removes one item, then all of them, answering the cart', async () => {
    await add(tee, redTee.skuId, 1);
    const id = itemOf(await add(mug, whiteMug.skuId, 1), whiteMug.skuId).id;
    const cart = Cart.parse(await call('DELETE', `/front/cart/${id}`, 200));
    expect(cart.shops.flatMap((shop) => shop.cartItems.map((item) => item.productSkuId))).toEqual([redTee.skuId]);
    expect(await problemCode('DELETE', `/front/cart/${id}`, 404)).toBe('NOT_FOUND');
    await add(socks, blackSocks.skuId, 1, {}, otherToken);
    expect(Cart.parse(await call('DELETE', '/front/cart/all', 200))).toEqual({ shops: [], totalQuantity: 0 });
    expect((await getCart(otherToken)).totalQuantity).toBe(1);
  });
});

describe('POST /api/front/cart/refresh', () => {
  it('prices the chosen items for a China warehouse of the tenant', async () => {
    await add(tee, redTee.skuId, 2);
    await add(socks, blackSocks.skuId, 120);
    const cart = await add(mug, whiteMug.skuId, 1);
    const ids = [itemOf(cart, redTee.skuId).id, itemOf(cart, blackSocks.skuId).id];
    const quote = Quote.parse(await call('POST', '/front/cart/refresh', 200, { cartItemIds: ids, tenantWarehouseId: warehouses.china, price: 1 }));
    expect(quote).toEqual({
      tenantWarehouseId: warehouses.china,
      lines: [
        { cartItemId: ids[1], productSkuId: blackSocks.skuId, quantity: 120, unitPrice: 600, subtotal: 72000 },
        { cartItemId: ids[0], productSkuId: redTee.skuId, quantity: 2, unitPrice: 1999, subtotal: 3998 },
      ],
      goodsTotal: 75998,
      // Shop B's ¥720 ships free; shop A's ¥39.98 pays ¥8.
      domesticShipping: 800,
      serviceFee: 3800,
      total: 80598,
    });
  });

  it('answers 404 for a local, unknown or other tenant\'s warehouse, and for an item not in the cart', async () => {
    const id = itemOf(await add(tee, redTee.skuId, 1), redTee.skuId).id;
    for (const tenantWarehouseId of [warehouses.local, vnWarehouses.china, 999_999]) {
      expect(await problemCode('POST', '/front/cart/refresh', 404, { cartItemIds: [id], tenantWarehouseId })).toBe('NOT_FOUND');
    }
    expect(await problemCode('POST', '/front/cart/refresh', 404, { cartItemIds: [id, 999_999], tenantWarehouseId: warehouses.china })).toBe('NOT_FOUND');
    expect(await problemCode('POST', '/front/cart/refresh', 400, { cartItemIds: [], tenantWarehouseId: warehouses.china })).toBe('VALIDATION_FAILED');
  });

  it('refuses to quote an item that sold out since', async () => {
    const id = itemOf(await add(mug, whiteMug.skuId, 3), whiteMug.skuId).id;
    await provider.db.update(productSkus).set({ stock: 2 }).where(eq(productSkus.skuId, whiteMug.skuId));
    try {
      expect(await problemCode('POST', '/front/cart/refresh', 400, { cartItemIds: [id], tenantWarehouseId: warehouses.china })).toBe('INSUFFICIENT_STOCK');
    } finally {
      await provider.db.update(productSkus).set({ stock: whiteMug.stock }).where(eq(productSkus.skuId, whiteMug.skuId));
    }
  });
});

describe('ownership', () => {
  it('answers 404 for another shopper\'s item on every call, and keeps carts apart', async () => {
    const id = itemOf(await add(tee, redTee.skuId, 1), redTee.skuId).id;
    expect(await getCart(otherToken)).toEqual({ shops: [], totalQuantity: 0 });
    expect(await problemCode('PUT', `/front/cart/${id}/quantity?quantity=2`, 404, undefined, otherToken)).toBe('NOT_FOUND');
    expect(await problemCode('PUT', `/front/cart/${id}/message`, 404, { message: 'mine' }, otherToken)).toBe('NOT_FOUND');
    expect(await problemCode('DELETE', `/front/cart/${id}`, 404, undefined, otherToken)).toBe('NOT_FOUND');
    expect(await problemCode('POST', '/front/cart/refresh', 404, { cartItemIds: [id], tenantWarehouseId: warehouses.china }, otherToken)).toBe('NOT_FOUND');
    await call('DELETE', '/front/cart/all', 200, undefined, otherToken);
    expect(itemOf(await getCart(), redTee.skuId)).toMatchObject({ quantity: 1, message: '' });
  });

  it('keeps tenants apart: the same e-mail on another tenant has its own cart, a token works on its own tenant only', async () => {
    const id = itemOf(await add(tee, redTee.skuId, 1), redTee.skuId).id;
    expect(await getCart(vnToken, 'vn')).toEqual({ shops: [], totalQuantity: 0 });
    expect(await problemCode('DELETE', `/front/cart/${id}`, 404, undefined, vnToken, 'vn')).toBe('NOT_FOUND');
    expect(await problemCode('GET', '/front/cart', 401, undefined, token, 'vn')).toBe('UNAUTHORIZED');
    expect(await problemCode('POST', '/front/cart/refresh', 404, { cartItemIds: [id], tenantWarehouseId: vnWarehouses.china }, vnToken, 'vn')).toBe('NOT_FOUND');
    expect((await getCart()).totalQuantity).toBe(1);
  });

  it('offers only the platforms the tenant enables', async () => {
    const body = { productUrl: linkOf(socks), productSkuId: blackSocks.skuId, quantity: 1 };
    expect(await problemCode('POST', '/front/cart/add', 404, body, vnToken, 'vn')).toBe('PRODUCT_NOT_FOUND');
    const cart = Cart.parse(await call('POST', '/front/cart/add', 200, { ...body, productUrl: linkOf(tee), productSkuId: redTee.skuId }, vnToken, 'vn'));
    expect(cart.totalQuantity).toBe(1);
  });

  it('names items in the shopper\'s language', async () => {
    await add(tee, redTee.skuId, 1);
    const cart = Cart.parse(await provider.call('GET', '/front/cart', 200, { tenant: 'default', token, language: 'zh-CN' }));
    expect(itemOf(cart, redTee.skuId).name).toBe(`测试 ${tee.id}`);
  });
});
