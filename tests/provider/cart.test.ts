import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Cart, CartItem, Quote } from '../../contract/cart';
import { cartItems, customCartItems, productSkus } from '../../provider/db/schema';
import {
  CART_CATALOG, cartCalls, type CartWorld, createCartWorld, itemOf, linkOf, param, problemCode,
} from './support/cart-catalog';
import { expectJson, expectProblem, type TestProvider } from './support/test-provider';

const { tee, socks, mug } = CART_CATALOG;
const [redTee, blueTee] = tee.skus;
const [blackSocks] = socks.skus;
const [whiteMug] = mug.skus;

let world: CartWorld;
let provider: TestProvider;
let token: string;
let otherToken: string;
let vnToken: string;
let warehouses: CartWorld['warehouses'];
let vnWarehouses: CartWorld['vnWarehouses'];
beforeAll(async () => {
  world = await createCartWorld();
  ({ provider, token, otherToken, vnToken, warehouses, vnWarehouses } = world);
});
afterAll(() => provider.close());
beforeEach(async () => {
  await provider.db.delete(cartItems);
  await provider.db.delete(customCartItems);
});

const { cartOf, itemCalls, add, getCart } = cartCalls(() => world);

describe('POST /api/front/cart/add and GET /api/front/cart', () => {
  it('answers an empty cart, and 401 without a session', async () => {
    expect(await getCart()).toEqual({ shops: [], totalQuantity: 0 });
    expect(await problemCode(cartOf('').$get(), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(cartOf('').add.$post({ json: { productUrl: linkOf(tee), productSkuId: redTee.skuId, quantity: 1 } }), 401)).toBe('UNAUTHORIZED');
  });

  it('adds a SKU from any link form and prices it from the catalog, ignoring a client-sent price', async () => {
    // Sent as a client might, prices and all: the contract has no price, so they pass as extra keys.
    const withClientPrices = {
      productUrl: `https://item.taobao.com/item.htm?spm=a1z10&id=${tee.sourceId}&skuId=1`,
      productSkuId: redTee.skuId, quantity: 2, message: ' gift wrap ', price: 1, unitPrice: 1, subtotal: 2, total: 2,
    };
    const cart = await expectJson(cartOf().add.$post({ json: withClientPrices }), 200);
    expect(Cart.parse(cart)).toEqual({
      totalQuantity: 2,
      shops: [{
        shopId: 'shop-a', shopName: 'Shop shop-a', shopWebsite: 'https://shop-a.example.com', platform: 'Taobao',
        cartItems: [{
          id: expect.any(Number), productId: tee.id, productUrl: linkOf(tee), productSkuId: redTee.skuId, name: `Test ${tee.id}`,
          originalName: `测试 ${tee.id}`, image: `/api/files/catalog/${tee.id}/0.jpg`,
          skuProperties: [{ name: '颜色', value: '红色', nameLabel: 'Colour', valueLabel: 'Red' }],
          quantity: 2, message: 'gift wrap', unitPrice: 1999, stock: 5, available: true,
        }],
      }],
    });
  });

  it('adds to the quantity of a SKU already in the cart, up to its stock and no further', async () => {
    await add(tee, redTee.skuId, 2, { message: 'first' });
    const cart = await add(tee, redTee.skuId, 2);
    expect(itemOf(cart, redTee.skuId)).toMatchObject({ quantity: 4, message: 'first' });
    expect(await problemCode(cartOf().add.$post({ json: { productUrl: linkOf(tee), productSkuId: redTee.skuId, quantity: 2 } }), 400)).toBe('INSUFFICIENT_STOCK');
    expect(itemOf(await getCart(), redTee.skuId).quantity).toBe(4);
    expect(itemOf(await add(tee, redTee.skuId, 1, { message: 'second' }), redTee.skuId)).toMatchObject({ quantity: 5, message: 'second' });
  });

  it('refuses a sold-out SKU, more than the stock, and bad quantities', async () => {
    // Wrong quantities are sent on purpose: the body is typed as the route's, whatever it holds.
    const body = (productSkuId: string, quantity: unknown) => ({ productUrl: linkOf(tee), productSkuId, quantity: quantity as number });
    expect(await problemCode(cartOf().add.$post({ json: body(blueTee.skuId, 1) }), 400)).toBe('INSUFFICIENT_STOCK');
    expect(await problemCode(cartOf().add.$post({ json: body(redTee.skuId, 6) }), 400)).toBe('INSUFFICIENT_STOCK');
    for (const quantity of [0, -1, 1.5, '2.5', 'two', null]) {
      expect(await problemCode(cartOf().add.$post({ json: body(redTee.skuId, quantity) }), 400)).toBe('VALIDATION_FAILED');
    }
    expect((await getCart()).totalQuantity).toBe(0);
  });

  it('answers 400 for a link that is no product or a SKU of another product, 404 for a product the catalog lacks', async () => {
    expect(await problemCode(cartOf().add.$post({ json: { productUrl: 'https://example.com/item/1', productSkuId: redTee.skuId, quantity: 1 } }), 400)).toBe('INVALID_PRODUCT_LINK');
    expect(await problemCode(cartOf().add.$post({ json: { productUrl: 'not a link', productSkuId: redTee.skuId, quantity: 1 } }), 400)).toBe('INVALID_PRODUCT_LINK');
    expect(await problemCode(cartOf().add.$post({ json: { productUrl: 'https://item.taobao.com/item.htm?id=1', productSkuId: redTee.skuId, quantity: 1 } }), 404)).toBe('PRODUCT_NOT_FOUND');
    const wrongSku = await expectProblem(cartOf().add.$post({ json: { productUrl: linkOf(tee), productSkuId: whiteMug.skuId, quantity: 1 } }), 400);
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
      cartOf().add.$post({ json: body }).then((response) => response.status)));
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
    const withClientPrice = { productSkuId: redTee.skuId, quantity: 1, price: 1 };
    const cart = Cart.parse(await expectJson(cartOf().multiple.$post({
      json: { productUrl: linkOf(tee), items: [withClientPrice, { productSkuId: redTee.skuId, quantity: 2 }], message: 'both' },
    }), 200));
    expect(itemOf(cart, redTee.skuId)).toMatchObject({ quantity: 3, message: 'both', unitPrice: 1999 });

    const refused = await expectProblem(cartOf().multiple.$post({
      json: { productUrl: linkOf(socks), items: [{ productSkuId: blackSocks.skuId, quantity: 5 }, { productSkuId: redTee.skuId, quantity: 1 }] },
    }), 400);
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'items.1.productSkuId' }] });
    expect(await problemCode(cartOf().multiple.$post({
      json: { productUrl: linkOf(tee), items: [{ productSkuId: redTee.skuId, quantity: 1 }, { productSkuId: redTee.skuId, quantity: 2 }] },
    }), 400)).toBe('INSUFFICIENT_STOCK');
    expect((await getCart()).totalQuantity).toBe(3);
  });
});

describe('PUT /api/front/cart/{id}/quantity and /message', () => {
  it('sets a whole quantity from 1 to the stock and answers the re-priced item', async () => {
    const id = itemOf(await add(socks, blackSocks.skuId, 1), blackSocks.skuId).id;
    const item = CartItem.parse(await expectJson(itemCalls().quantity.$put({ ...param(id), query: { quantity: '100' } }), 200));
    expect(item).toMatchObject({ id, quantity: 100, unitPrice: 600 });
    expect(CartItem.parse(await expectJson(itemCalls().quantity.$put({ ...param(id), query: { quantity: '500' } }), 200)).quantity).toBe(500);
    expect(await problemCode(itemCalls().quantity.$put({ ...param(id), query: { quantity: '501' } }), 400)).toBe('INSUFFICIENT_STOCK');
    for (const quantity of ['0', '-1', '1.5', '', 'abc', '1e9']) {
      expect(await problemCode(itemCalls().quantity.$put({ ...param(id), query: { quantity } }), 400)).toBe('VALIDATION_FAILED');
    }
    expect(await problemCode(provider.rawRequest('PUT', `/front/cart/${id}/quantity`, { tenant: 'default', token }), 400)).toBe('VALIDATION_FAILED');
    expect(itemOf(await getCart(), blackSocks.skuId).quantity).toBe(500);
  });

  it('sets and clears the message, at most 500 characters', async () => {
    const id = itemOf(await add(tee, redTee.skuId, 1), redTee.skuId).id;
    const withClientPrice = { message: 'size up', price: 1 };
    expect(CartItem.parse(await expectJson(itemCalls().message.$put({ ...param(id), json: withClientPrice }), 200)).message).toBe('size up');
    expect(CartItem.parse(await expectJson(itemCalls().message.$put({ ...param(id), json: { message: '' } }), 200)).message).toBe('');
    expect(await problemCode(itemCalls().message.$put({ ...param(id), json: { message: 'x'.repeat(501) } }), 400)).toBe('VALIDATION_FAILED');
  });
});

describe('DELETE /api/front/cart/{id} and /all', () => {
  it('removes one item, then all of them, answering the cart', async () => {
    await add(tee, redTee.skuId, 1);
    const id = itemOf(await add(mug, whiteMug.skuId, 1), whiteMug.skuId).id;
    const cart = Cart.parse(await expectJson(itemCalls().$delete(param(id)), 200));
    expect(cart.shops.flatMap((shop) => shop.cartItems.map((item) => item.productSkuId))).toEqual([redTee.skuId]);
    expect(await problemCode(itemCalls().$delete(param(id)), 404)).toBe('NOT_FOUND');
    await add(socks, blackSocks.skuId, 1, {}, otherToken);
    expect(Cart.parse(await expectJson(cartOf().all.$delete(), 200))).toEqual({ shops: [], totalQuantity: 0 });
    expect((await getCart(otherToken)).totalQuantity).toBe(1);
  });
});

describe('POST /api/front/cart/refresh', () => {
  it('prices the chosen items for a China warehouse of the tenant', async () => {
    await add(tee, redTee.skuId, 2);
    await add(socks, blackSocks.skuId, 120);
    const cart = await add(mug, whiteMug.skuId, 1);
    const ids = [itemOf(cart, redTee.skuId).id, itemOf(cart, blackSocks.skuId).id];
    const withClientPrice = { cartItemIds: ids, tenantWarehouseId: warehouses.china, price: 1 };
    const quote = Quote.parse(await expectJson(cartOf().refresh.$post({ json: withClientPrice }), 200));
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
      expect(await problemCode(cartOf().refresh.$post({ json: { cartItemIds: [id], tenantWarehouseId } }), 404)).toBe('NOT_FOUND');
    }
    expect(await problemCode(cartOf().refresh.$post({ json: { cartItemIds: [id, 999_999], tenantWarehouseId: warehouses.china } }), 404)).toBe('NOT_FOUND');
    expect(await problemCode(cartOf().refresh.$post({ json: { cartItemIds: [], tenantWarehouseId: warehouses.china } }), 400)).toBe('VALIDATION_FAILED');
  });

  it('refuses to quote an item that sold out since', async () => {
    const id = itemOf(await add(mug, whiteMug.skuId, 3), whiteMug.skuId).id;
    await provider.db.update(productSkus).set({ stock: 2 }).where(eq(productSkus.skuId, whiteMug.skuId));
    try {
      expect(await problemCode(cartOf().refresh.$post({ json: { cartItemIds: [id], tenantWarehouseId: warehouses.china } }), 400)).toBe('INSUFFICIENT_STOCK');
    } finally {
      await provider.db.update(productSkus).set({ stock: whiteMug.stock }).where(eq(productSkus.skuId, whiteMug.skuId));
    }
  });
});

describe('tenant offer and language', () => {
  it('offers only the platforms the tenant enables', async () => {
    const body = { productUrl: linkOf(socks), productSkuId: blackSocks.skuId, quantity: 1 };
    expect(await problemCode(cartOf(vnToken, 'vn').add.$post({ json: body }), 404)).toBe('PRODUCT_NOT_FOUND');
    const cart = Cart.parse(await expectJson(cartOf(vnToken, 'vn').add.$post({ json: { ...body, productUrl: linkOf(tee), productSkuId: redTee.skuId } }), 200));
    expect(cart.totalQuantity).toBe(1);
  });

  it('names items in the shopper\'s language', async () => {
    await add(tee, redTee.skuId, 1);
    const cart = Cart.parse(await expectJson(cartOf(token, 'default', 'zh-CN').$get(), 200));
    expect(itemOf(cart, redTee.skuId).name).toBe(`测试 ${tee.id}`);
    expect(itemOf(cart, redTee.skuId).skuProperties).toEqual([{ name: '颜色', value: '红色' }]);
  });

  it('reads options through the product page\'s glossary in the language of each reading, the original kept beside them', async () => {
    await add(tee, redTee.skuId, 1);
    const item = (language: string) => expectJson(cartOf(token, 'default', language).$get(), 200).then((cart) => itemOf(Cart.parse(cart), redTee.skuId));
    expect((await item('fr')).skuProperties).toEqual([{ name: '颜色', value: '红色', nameLabel: 'Couleur', valueLabel: 'Rouge' }]);
    expect((await item('ar')).skuProperties).toEqual([{ name: '颜色', value: '红色', nameLabel: 'اللون', valueLabel: 'أحمر' }]);
  });
});

describe('the cart\'s count of pieces', () => {
  const custom = (quantity: number) => ({ title: 'Hand-made teapot', link: 'https://item.jd.com/1.html', unitPrice: 6_660, quantity });

  it('counts the custom items (ordered by hand) with the rest, as the cart page lists them, and only the shopper\'s', async () => {
    await add(tee, redTee.skuId, 2);
    await expectJson(cartOf().custom.$post({ json: custom(3) }), 200);
    await expectJson(cartOf(otherToken).custom.$post({ json: custom(5) }), 200);
    expect((await getCart()).totalQuantity).toBe(5);
    expect((await getCart(otherToken)).totalQuantity).toBe(5);

    // Every answer that is a cart counts them: an edit, and a cart emptied of its catalog items.
    const id = itemOf(await getCart(), redTee.skuId).id;
    expect(Cart.parse(await expectJson(itemCalls().$delete(param(id)), 200)).totalQuantity).toBe(3);
    const { items } = await expectJson(cartOf().custom.$get(), 200) as { items: { id: number }[] };
    await expectJson(cartOf().custom[':id'].$delete(param(items[0]!.id)), 200);
    expect((await getCart()).totalQuantity).toBe(0);
  });
});
