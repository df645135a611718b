import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurchaseOrder, PurchaseOrderSearchResult } from '../../contract/orders';
import type { Problem } from '../../contract/problem';
import { cartItems } from '../../provider/db/schema';
import { advanceOrder, confirmCustomLine } from '../../provider/orders/fulfilment';
import { closeExpiredOrders } from '../../provider/orders/orders';
import { CART_CATALOG, linkOf } from './support/cart-catalog';
import { buyTees, createOrderWorld, credit, type OrderWorld, payOrder } from './support/order-world';
import type { TestProvider } from './support/test-provider';

const { tee, socks, mug } = CART_CATALOG;

let world: OrderWorld;
let provider: TestProvider;
beforeAll(async () => {
  world = await createOrderWorld();
  provider = world.provider;
});
afterAll(() => provider.close());

const asAna = (method: string, path: string, status: number, json?: unknown, headers: Record<string, string> = {}) =>
  provider.call<unknown>(method, path, status, { tenant: 'default', token: world.ana.token, json, headers });

describe('POST /api/front/purchase-orders/create', () => {
  it('orders selected cart items grouped by shop, priced from the catalog, and takes them out of the cart', async () => {
    await asAna('POST', '/front/cart/add', 200, { productUrl: linkOf(tee), productSkuId: tee.skus[0].skuId, quantity: 2 });
    await asAna('POST', '/front/cart/add', 200, { productUrl: linkOf(socks), productSkuId: socks.skus[0].skuId, quantity: 10 });
    await asAna('POST', '/front/cart/add', 200, { productUrl: linkOf(mug), productSkuId: mug.skus[0].skuId, quantity: 1 });
    const rows = await provider.db.select().from(cartItems).where(eq(cartItems.userId, world.ana.owner.userId));
    const teeItem = rows.find((row) => row.skuId === tee.skus[0].skuId)!;
    const socksItem = rows.find((row) => row.skuId === socks.skus[0].skuId)!;
    const order = PurchaseOrder.parse(await asAna('POST', '/front/purchase-orders/create', 200, {
      tenantWarehouseId: world.warehouses.china,
      cartItemIds: [teeItem.id, socksItem.id],
      lineOptions: [{ cartItemId: teeItem.id, remark: 'no logo', extraQcPhotos: 2 }],
      total: 1,
    }));
    // shop A: 2 × 19.99 = 39.98 (+8 shipping); shop B: 10 × 8.00 tier = 80.00 (+8); fee 5% of 119.98 rounded up.
    expect(order).toMatchObject({ status: 'WAITING_PAY', goods: 11998, domesticShipping: 1600, serviceFee: 600, total: 11998 + 1600 + 600, itemCount: 12 });
    const byShop = [...order.shops].sort((a, b) => a.shopId.localeCompare(b.shopId));
    expect(byShop.map((shop) => [shop.shopId, shop.goods, shop.domesticShipping])).toEqual([['shop-a', 3998, 800], ['shop-b', 8000, 800]]);
    expect(byShop[0]!.lines[0]).toMatchObject({ productSkuId: tee.skus[0].skuId, quantity: 2, unitPrice: 1999, remark: 'no logo', extraQcPhotos: 2, status: 'WAITING_PAY' });
    expect(order.warehouse.id).toBe(world.warehouses.china);
    expect(order.events).toEqual([expect.objectContaining({ from: null, to: 'WAITING_PAY', actor: 'SHOPPER' })]);
    expect(order.payments).toEqual([expect.objectContaining({ kind: 'ORDER', amount: order.total, status: 'UNPAID' })]);
    expect(order.orderNo).toMatch(/^PO\d{13}$/);
    const left = await provider.db.select({ skuId: cartItems.skuId }).from(cartItems).where(eq(cartItems.userId, world.ana.owner.userId));
    expect(left.map((row) => row.skuId)).toEqual([mug.skus[0].skuId]);
    // The same items cannot be ordered twice.
    expect((await asAna('POST', '/front/purchase-orders/create', 404, { tenantWarehouseId: world.warehouses.china, cartItemIds: [teeItem.id] }) as Problem).code).toBe('NOT_FOUND');
  });

  it('refuses a local or another tenant\'s warehouse, bad bounds and nothing chosen', async () => {
    expect((await asAna('POST', '/front/purchase-orders/create', 404, { tenantWarehouseId: world.warehouses.local, cartItemIds: [1] }) as Problem).code).toBe('NOT_FOUND');
    expect((await asAna('POST', '/front/purchase-orders/create', 404, { tenantWarehouseId: world.vnWarehouses.china, cartItemIds: [1] }) as Problem).code).toBe('NOT_FOUND');
    for (const body of [
      { tenantWarehouseId: world.warehouses.china, cartItemIds: [] },
      { tenantWarehouseId: 2_147_483_648, cartItemIds: [1] },
      { tenantWarehouseId: world.warehouses.china, cartItemIds: [1.5] },
      { tenantWarehouseId: world.warehouses.china, cartItemIds: [1], lineOptions: [{ cartItemId: 1, remark: 'a\u0000b' }] },
      { tenantWarehouseId: world.warehouses.china, cartItemIds: [1], lineOptions: [{ cartItemId: 1, extraQcPhotos: 11 }] },
    ]) {
      expect((await asAna('POST', '/front/purchase-orders/create', 400, body) as Problem).code).toBe('VALIDATION_FAILED');
    }
  });

  it('buys now from a product page, and one Idempotency-Key places one order', async () => {
    const headers = { 'Idempotency-Key': 'buy-now-key-0001' };
    const [first, second] = await Promise.all([buyTees(provider, world.ana, world.warehouses.china, 1, headers), buyTees(provider, world.ana, world.warehouses.china, 1, headers)]);
    const third = await buyTees(provider, world.ana, world.warehouses.china, 1, headers);
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(first).toMatchObject({ goods: 1999, domesticShipping: 800, serviceFee: 100, total: 2899 });
    const other = await buyTees(provider, world.ana, world.warehouses.china, 1, { 'Idempotency-Key': 'buy-now-key-0002' });
    expect(other.id).not.toBe(first.id);
    expect((await asAna('POST', '/front/preview-product/create', 400, {
      productUrl: linkOf(tee), items: [{ productSkuId: tee.skus[0].skuId, quantity: 1 }], tenantWarehouseId: world.warehouses.china,
    }, { 'Idempotency-Key': 'short' }) as Problem).code).toBe('VALIDATION_FAILED');
  });
});

describe('order life as the shopper sees it', () => {
  it('pays once, refuses to cancel a paid order (409), and hides it from another shopper (404)', async () => {
    const order = await buyTees(provider, world.ana, world.warehouses.china);
    await credit(provider, world.ana.owner, 10_000);
    const { body } = await payOrder(provider, world.ana, order.id);
    expect(body).toMatchObject({ paid: order.total, balance: 10_000 - order.total });
    expect((await payOrder(provider, world.ana, order.id, 409)).body.code).toBe('PAYMENT_NOT_PAYABLE');
    expect((await asAna('POST', `/front/purchase-orders/${order.id}/close`, 409) as Problem).code).toBe('ORDER_STATE_CONFLICT');
    const paid = PurchaseOrder.parse(await asAna('GET', `/front/purchase-orders/${order.id}`, 200));
    expect(paid.status).toBe('PAID');
    expect(paid.events.map((event) => event.to)).toEqual(['WAITING_PAY', 'PAID']);
    expect(paid.shops[0]!.lines[0]!.status).toBe('PAID');
    for (const path of [`/front/purchase-orders/${order.id}`]) {
      expect((await provider.call<Problem>('GET', path, 404, { tenant: 'default', token: world.ben.token })).code).toBe('NOT_FOUND');
    }
    expect((await payOrder(provider, world.ben, order.id, 404)).body.code).toBe('NOT_FOUND');
    expect((await provider.call<Problem>('POST', `/front/purchase-orders/${order.id}/clone`, 404, { tenant: 'default', token: world.ben.token })).code).toBe('NOT_FOUND');
    expect((await provider.call<Problem>('POST', `/front/payments/${paid.paymentId}/pay`, 404, { tenant: 'default', token: world.ben.token, json: { payPassword: '135790' } })).code).toBe('NOT_FOUND');
  });

  it('cancels an unpaid order, after which paying it is refused and charges nothing', async () => {
    const order = await buyTees(provider, world.ana, world.warehouses.china);
    const closed = PurchaseOrder.parse(await asAna('POST', `/front/purchase-orders/${order.id}/close`, 200));
    expect(closed.status).toBe('CLOSED');
    expect(closed.payments[0]!.status).toBe('CLOSED');
    expect((await payOrder(provider, world.ana, order.id, 409)).body.code).toBe('PAYMENT_NOT_PAYABLE');
    expect((await asAna('POST', `/front/purchase-orders/${order.id}/close`, 409) as Problem).code).toBe('ORDER_STATE_CONFLICT');
  });

  it('closes unpaid orders by themselves once their time to pay is over', async () => {
    const order = await buyTees(provider, world.ben, world.warehouses.china);
    expect(await closeExpiredOrders(provider.db, provider.clock.now())).toBe(0);
    provider.clock.advance(24 * 3_600_000 + 1);
    expect(await closeExpiredOrders(provider.db, provider.clock.now())).toBeGreaterThanOrEqual(1);
    const closed = await provider.call<PurchaseOrder>('GET', `/front/purchase-orders/${order.id}`, 200, { tenant: 'default', token: world.ben.token });
    expect(closed.status).toBe('CLOSED');
    expect(closed.events.at(-1)).toMatchObject({ from: 'WAITING_PAY', to: 'CLOSED', actor: 'SYSTEM' });
  });

  it("clones an order at today's prices", async () => {
    const order = await buyTees(provider, world.ana, world.warehouses.china, 2);
    const { productSkus } = await import('../../provider/db/schema');
    await provider.db.update(productSkus).set({ priceFen: 2199 }).where(eq(productSkus.skuId, tee.skus[0].skuId));
    const clone = PurchaseOrder.parse(await asAna('POST', `/front/purchase-orders/${order.id}/clone`, 200));
    await provider.db.update(productSkus).set({ priceFen: tee.skus[0].price }).where(eq(productSkus.skuId, tee.skus[0].skuId));
    expect(clone.id).not.toBe(order.id);
    expect(clone.shops[0]!.lines[0]).toMatchObject({ unitPrice: 2199, quantity: 2 });
    expect(clone.goods).toBe(4398);
  });

  it('searches by tab, keyword and dates with counts per tab, paged', async () => {
    const result = PurchaseOrderSearchResult.parse(await asAna('GET', '/front/purchase-orders/search?pageSize=2', 200));
    expect(result.items).toHaveLength(2);
    expect(result.total).toBe(result.tabCounts.ALL);
    expect(result.tabCounts.PAID).toBe(1);
    expect(result.tabCounts.CLOSED).toBeGreaterThanOrEqual(1);
    const paid = PurchaseOrderSearchResult.parse(await asAna('GET', '/front/purchase-orders/search?status=PAID', 200));
    expect(paid.items.map((order) => order.status)).toEqual(['PAID']);
    const byNo = PurchaseOrderSearchResult.parse(await asAna('GET', `/front/purchase-orders/search?keyword=${paid.items[0]!.orderNo}`, 200));
    expect(byNo.items.map((order) => order.id)).toEqual([paid.items[0]!.id]);
    const byTitle = PurchaseOrderSearchResult.parse(await asAna('GET', `/front/purchase-orders/search?keyword=${encodeURIComponent(socks.id.toLowerCase())}`, 200));
    expect(byTitle.total).toBe(1);
    const none = PurchaseOrderSearchResult.parse(await asAna('GET', '/front/purchase-orders/search?dateFrom=2020-01-01&dateTo=2020-01-31', 200));
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await asAna('GET', '/front/purchase-orders/search?status=NOPE', 400) as Problem).code).toBe('VALIDATION_FAILED');
  });
});

describe('custom items', () => {
  it('orders a link the catalog cannot read as a custom line the agent confirms', async () => {
    const item = { title: 'Handmade tea set', link: 'https://weidian.com/item.html?itemID=123', unitPrice: 12_800, quantity: 2, specification: 'Blue, 6 cups' };
    const list = await asAna('POST', '/front/cart/custom', 200, item) as { items: { id: number }[] };
    expect(list.items).toEqual([expect.objectContaining({ ...item, image: null, remark: '' })]);
    for (const bad of [{ ...item, quantity: '2' }, { ...item, quantity: 1.5 }, { ...item, unitPrice: 0 }, { ...item, title: 'a\u0007b' }, { ...item, link: 'javascript:alert(1)' }, { ...item, imageKey: '../secret' }]) {
      expect((await asAna('POST', '/front/cart/custom', 400, bad) as Problem).code).toBe('VALIDATION_FAILED');
    }
    expect((await asAna('POST', '/front/cart/custom', 400, { ...item, imageKey: 'search/default/20260302/none.jpg' }) as Problem).code).toBe('VALIDATION_FAILED');
    const order = PurchaseOrder.parse(await asAna('POST', '/front/purchase-orders/create', 200, {
      tenantWarehouseId: world.warehouses.china, customItemIds: [list.items[0]!.id], lineOptions: [{ customItemId: list.items[0]!.id, remark: 'fragile' }],
    }));
    expect(order.shops[0]).toMatchObject({ shopId: 'custom:weidian.com', goods: 25_600, domesticShipping: 0 });
    expect(order.shops[0]!.lines[0]).toMatchObject({ custom: true, confirmed: false, remark: 'fragile', productSkuId: null, unitPrice: 12_800 });
    expect(order.total).toBe(25_600 + 1_280);
    expect((await asAna('GET', '/front/cart/custom', 200) as { items: unknown[] }).items).toEqual([]);
    await credit(provider, world.ana.owner, order.total);
    await payOrder(provider, world.ana, order.id);
    const now = provider.clock.now();
    await advanceOrder(provider.db, 'default', order.id, 'PURCHASING', now);
    await expect(advanceOrder(provider.db, 'default', order.id, 'PURCHASED', now)).rejects.toMatchObject({ problem: { code: 'ORDER_STATE_CONFLICT' } });
    await confirmCustomLine(provider.db, 'default', order.shops[0]!.lines[0]!.id, now);
    await advanceOrder(provider.db, 'default', order.id, 'PURCHASED', now);
    const bought = PurchaseOrder.parse(await asAna('GET', `/front/purchase-orders/${order.id}`, 200));
    expect(bought.shops[0]!.lines[0]).toMatchObject({ confirmed: true, status: 'PURCHASED' });
    expect((await asAna('DELETE', '/front/cart/custom/999999', 404) as Problem).code).toBe('NOT_FOUND');
  });
});
