import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PurchaseOrder, PurchaseOrderSearchResult } from '../../contract/orders';
import { Quote } from '../../contract/cart';
import { cartItems, purchaseOrders } from '../../provider/db/schema';
import { advanceOrder, confirmCustomLine } from '../../provider/orders/fulfilment';
import { closeExpiredOrders } from '../../provider/orders/orders';
import { CART_CATALOG, linkOf, param, problemCode } from './support/cart-catalog';
import { buyTees, callerOf, credit, payOrder, orderWorldOfFile } from './support/order-world';
import { expectJson } from './support/test-provider';

const { tee, socks, mug } = CART_CATALOG;

const world = orderWorldOfFile();

const ana = () => world.provider.api(callerOf(world.ana)).front;
const ben = () => world.provider.api(callerOf(world.ben)).front;

describe('POST /api/front/purchase-orders/create', () => {
  it('orders selected cart items grouped by shop, priced from the catalog, and takes them out of the cart', async () => {
    await expectJson(ana().cart.add.$post({ json: { productUrl: linkOf(tee), productSkuId: tee.skus[0].skuId, quantity: 2 } }), 200);
    await expectJson(ana().cart.add.$post({ json: { productUrl: linkOf(socks), productSkuId: socks.skus[0].skuId, quantity: 10 } }), 200);
    await expectJson(ana().cart.add.$post({ json: { productUrl: linkOf(mug), productSkuId: mug.skus[0].skuId, quantity: 1 } }), 200);
    const rows = await world.provider.db.select().from(cartItems).where(eq(cartItems.userId, world.ana.owner.userId));
    const teeItem = rows.find((row) => row.skuId === tee.skus[0].skuId)!;
    const socksItem = rows.find((row) => row.skuId === socks.skus[0].skuId)!;
    // A total sent by the client is no part of the input, and ignored.
    const create = {
      tenantWarehouseId: world.warehouses.china,
      cartItemIds: [teeItem.id, socksItem.id],
      lineOptions: [{ cartItemId: teeItem.id, remark: 'no logo', extraQcPhotos: 2 }],
      total: 1,
    };
    const order = PurchaseOrder.parse(await expectJson(ana()['purchase-orders'].create.$post({ header: {}, json: create }), 200));
    // shop A: 2 × 19.99 = 39.98 (+8 shipping); shop B: 10 × 8.00 tier = 80.00 (+8); fee 5% of 119.98 rounded up.
    expect(order).toMatchObject({ status: 'WAITING_PAY', goods: 11998, domesticShipping: 1600, serviceFee: 600, total: 11998 + 1600 + 600, itemCount: 12 });
    const byShop = [...order.shops].sort((a, b) => a.shopId.localeCompare(b.shopId));
    expect(byShop.map((shop) => [shop.shopId, shop.goods, shop.domesticShipping])).toEqual([['shop-a', 3998, 800], ['shop-b', 8000, 800]]);
    expect(byShop[0]!.lines[0]).toMatchObject({ productSkuId: tee.skus[0].skuId, quantity: 2, unitPrice: 1999, remark: 'no logo', extraQcPhotos: 2, status: 'WAITING_PAY' });
    expect(order.warehouse.id).toBe(world.warehouses.china);
    expect(order.events).toEqual([expect.objectContaining({ from: null, to: 'WAITING_PAY', actor: 'SHOPPER' })]);
    expect(order.payments).toEqual([expect.objectContaining({ kind: 'ORDER', amount: order.total, status: 'UNPAID' })]);
    expect(order.orderNo).toMatch(/^PO\d{13}$/);
    const left = await world.provider.db.select({ skuId: cartItems.skuId }).from(cartItems).where(eq(cartItems.userId, world.ana.owner.userId));
    expect(left.map((row) => row.skuId)).toEqual([mug.skus[0].skuId]);
    // The same items cannot be ordered twice.
    expect(await problemCode(ana()['purchase-orders'].create.$post({ header: {}, json: { tenantWarehouseId: world.warehouses.china, cartItemIds: [teeItem.id] } }), 404)).toBe('NOT_FOUND');
  });

  it('keeps a line\'s options by name and value, and reads its title and options in the language of each reading', async () => {
    const inChinese = world.provider.api({ ...callerOf(world.ana), language: 'zh-CN' }).front;
    await expectJson(inChinese.cart.add.$post({ json: { productUrl: linkOf(tee), productSkuId: tee.skus[0].skuId, quantity: 1 } }), 200);
    const item = (await world.provider.db.select().from(cartItems).where(eq(cartItems.userId, world.ana.owner.userId))).find((row) => row.skuId === tee.skus[0].skuId);
    const order = PurchaseOrder.parse(await expectJson(inChinese['purchase-orders'].create.$post({
      header: {}, json: { tenantWarehouseId: world.warehouses.china, cartItemIds: [item!.id] },
    }), 200));
    expect(order.shops[0]!.lines[0]).toMatchObject({ title: `测试 ${tee.id}`, specification: '', options: [{ name: '颜色', value: '红色' }] });
    expect(order.shops[0]!.lines[0]!.originalTitle).toBeUndefined();

    const read = async (language: string) => PurchaseOrder.parse(await expectJson(
      world.provider.api({ ...callerOf(world.ana), language }).front['purchase-orders'][':id'].$get(param(order.id)), 200)).shops[0]!.lines[0]!;
    // Ordered in Chinese, read in English: the catalog's English title, not the one it was ordered under.
    expect(await read('en')).toMatchObject({
      title: `Test ${tee.id}`, originalTitle: `测试 ${tee.id}`, options: [{ name: '颜色', value: '红色', nameLabel: 'Colour', valueLabel: 'Red' }],
    });
    expect((await read('vi')).options).toEqual([{ name: '颜色', value: '红色', nameLabel: 'Màu sắc', valueLabel: 'Đỏ' }]);
    await world.provider.db.update(purchaseOrders).set({ status: 'CLOSED' }).where(eq(purchaseOrders.id, order.id));
  });

  it('refuses a local or another tenant\'s warehouse, bad bounds and nothing chosen', async () => {
    expect(await problemCode(ana()['purchase-orders'].create.$post({ header: {}, json: { tenantWarehouseId: world.warehouses.local, cartItemIds: [1] } }), 404)).toBe('NOT_FOUND');
    expect(await problemCode(ana()['purchase-orders'].create.$post({ header: {}, json: { tenantWarehouseId: world.vnWarehouses.china, cartItemIds: [1] } }), 404)).toBe('NOT_FOUND');
    for (const body of [
      { tenantWarehouseId: world.warehouses.china, cartItemIds: [] },
      { tenantWarehouseId: 2_147_483_648, cartItemIds: [1] },
      { tenantWarehouseId: world.warehouses.china, cartItemIds: [1.5] },
      { tenantWarehouseId: world.warehouses.china, cartItemIds: [1], lineOptions: [{ cartItemId: 1, remark: 'a\u0000b' }] },
      { tenantWarehouseId: world.warehouses.china, cartItemIds: [1], lineOptions: [{ cartItemId: 1, extraQcPhotos: 11 }] },
    ]) {
      expect(await problemCode(ana()['purchase-orders'].create.$post({ header: {}, json: body }), 400)).toBe('VALIDATION_FAILED');
    }
  });

  it('buys now from a product page, and one Idempotency-Key places one order', async () => {
    const key = 'buy-now-key-0001';
    const [first, second] = await Promise.all([buyTees(world.provider, world.ana, world.warehouses.china, 1, key), buyTees(world.provider, world.ana, world.warehouses.china, 1, key)]);
    const third = await buyTees(world.provider, world.ana, world.warehouses.china, 1, key);
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(first).toMatchObject({ goods: 1999, domesticShipping: 800, serviceFee: 100, total: 2899 });
    const other = await buyTees(world.provider, world.ana, world.warehouses.china, 1, 'buy-now-key-0002');
    expect(other.id).not.toBe(first.id);
    expect(await problemCode(ana()['preview-product'].create.$post({
      header: { 'idempotency-key': 'short' },
      json: { productUrl: linkOf(tee), items: [{ productSkuId: tee.skus[0].skuId, quantity: 1 }], tenantWarehouseId: world.warehouses.china },
    }), 400)).toBe('VALIDATION_FAILED');
  });
});

describe('order life as the shopper sees it', () => {
  it('pays once, refuses to cancel a paid order (409), and hides it from another shopper (404)', async () => {
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    await credit(world.provider, world.ana.owner, 10_000);
    const { body } = await payOrder(world.provider, world.ana, order.id);
    expect(body).toMatchObject({ paid: order.total, balance: 10_000 - order.total });
    expect((await payOrder(world.provider, world.ana, order.id, 409)).body.code).toBe('PAYMENT_NOT_PAYABLE');
    expect(await problemCode(ana()['purchase-orders'][':id'].close.$post(param(order.id)), 409)).toBe('ORDER_STATE_CONFLICT');
    const paid = PurchaseOrder.parse(await expectJson(ana()['purchase-orders'][':id'].$get(param(order.id)), 200));
    expect(paid.status).toBe('PAID');
    expect(paid.events.map((event) => event.to)).toEqual(['WAITING_PAY', 'PAID']);
    expect(paid.shops[0]!.lines[0]!.status).toBe('PAID');
    expect(await problemCode(ben()['purchase-orders'][':id'].$get(param(order.id)), 404)).toBe('NOT_FOUND');
    expect((await payOrder(world.provider, world.ben, order.id, 404)).body.code).toBe('NOT_FOUND');
    expect(await problemCode(ben()['purchase-orders'][':id'].clone.$post({ ...param(order.id), header: {} }), 404)).toBe('NOT_FOUND');
    expect(await problemCode(ben().payments[':id'].pay.$post({ ...param(paid.paymentId), header: {}, json: { payPassword: '135790' } }), 404)).toBe('NOT_FOUND');
  });

  it('cancels an unpaid order, after which paying it is refused and charges nothing', async () => {
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    const closed = PurchaseOrder.parse(await expectJson(ana()['purchase-orders'][':id'].close.$post(param(order.id)), 200));
    expect(closed.status).toBe('CLOSED');
    expect(closed.payments[0]!.status).toBe('CLOSED');
    expect((await payOrder(world.provider, world.ana, order.id, 409)).body.code).toBe('PAYMENT_NOT_PAYABLE');
    expect(await problemCode(ana()['purchase-orders'][':id'].close.$post(param(order.id)), 409)).toBe('ORDER_STATE_CONFLICT');
  });

  it('closes unpaid orders by themselves once their time to pay is over', async () => {
    const order = await buyTees(world.provider, world.ben, world.warehouses.china);
    expect(await closeExpiredOrders(world.provider.db, world.provider.clock.now())).toBe(0);
    world.provider.clock.advance(24 * 3_600_000 + 1);
    expect(await closeExpiredOrders(world.provider.db, world.provider.clock.now())).toBeGreaterThanOrEqual(1);
    const closed = await expectJson(ben()['purchase-orders'][':id'].$get(param(order.id)), 200);
    expect(closed.status).toBe('CLOSED');
    expect(closed.events.at(-1)).toMatchObject({ from: 'WAITING_PAY', to: 'CLOSED', actor: 'SYSTEM' });
  });

  it("clones an order at today's prices", async () => {
    const order = await buyTees(world.provider, world.ana, world.warehouses.china, 2);
    const { productSkus } = await import('../../provider/db/schema');
    await world.provider.db.update(productSkus).set({ priceFen: 2199 }).where(eq(productSkus.skuId, tee.skus[0].skuId));
    const clone = PurchaseOrder.parse(await expectJson(ana()['purchase-orders'][':id'].clone.$post({ ...param(order.id), header: {} }), 200));
    await world.provider.db.update(productSkus).set({ priceFen: tee.skus[0].price }).where(eq(productSkus.skuId, tee.skus[0].skuId));
    expect(clone.id).not.toBe(order.id);
    expect(clone.shops[0]!.lines[0]).toMatchObject({ unitPrice: 2199, quantity: 2 });
    expect(clone.goods).toBe(4398);
  });

  it('searches by tab, keyword and dates with counts per tab, paged', async () => {
    const search = (query: Parameters<ReturnType<typeof ana>['purchase-orders']['search']['$get']>[0]['query']) =>
      expectJson(ana()['purchase-orders'].search.$get({ query }), 200).then((answer) => PurchaseOrderSearchResult.parse(answer));
    const result = await search({ pageSize: '2' });
    expect(result.items).toHaveLength(2);
    expect(result.total).toBe(result.tabCounts.ALL);
    expect(result.tabCounts.PAID).toBe(1);
    expect(result.tabCounts.CLOSED).toBeGreaterThanOrEqual(1);
    const paid = await search({ status: 'PAID' });
    expect(paid.items.map((order) => order.status)).toEqual(['PAID']);
    const byNo = await search({ keyword: paid.items[0]!.orderNo });
    expect(byNo.items.map((order) => order.id)).toEqual([paid.items[0]!.id]);
    const byTitle = await search({ keyword: socks.id.toLowerCase() });
    expect(byTitle.total).toBe(1);
    const none = await search({ dateFrom: '2020-01-01', dateTo: '2020-01-31' });
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(await problemCode(world.provider.rawRequest('GET', '/front/purchase-orders/search?status=NOPE', callerOf(world.ana)), 400)).toBe('VALIDATION_FAILED');
  });
});

describe('custom items', () => {
  it('orders a link the catalog cannot read as a custom line the agent confirms', async () => {
    const item = { title: 'Handmade tea set', link: 'https://weidian.com/item.html?itemID=123', unitPrice: 12_800, quantity: 2, specification: 'Blue, 6 cups' };
    const list = await expectJson(ana().cart.custom.$post({ json: item }), 200);
    expect(list.items).toEqual([expect.objectContaining({ ...item, image: null, remark: '' })]);
    // A quantity as a string is a body of the wrong type, which only the raw request sends.
    expect(await problemCode(world.provider.rawRequest('POST', '/front/cart/custom', { ...callerOf(world.ana), json: { ...item, quantity: '2' } }), 400)).toBe('VALIDATION_FAILED');
    for (const bad of [{ ...item, quantity: 1.5 }, { ...item, unitPrice: 0 }, { ...item, title: 'a\u0007b' }, { ...item, link: 'javascript:alert(1)' }, { ...item, imageKey: '../secret' }]) {
      expect(await problemCode(ana().cart.custom.$post({ json: bad }), 400)).toBe('VALIDATION_FAILED');
    }
    expect(await problemCode(ana().cart.custom.$post({ json: { ...item, imageKey: 'search/default/20260302/none.jpg' } }), 400)).toBe('VALIDATION_FAILED');
    const order = PurchaseOrder.parse(await expectJson(ana()['purchase-orders'].create.$post({
      header: {},
      json: { tenantWarehouseId: world.warehouses.china, customItemIds: [list.items[0]!.id], lineOptions: [{ customItemId: list.items[0]!.id, remark: 'fragile' }] },
    }), 200));
    expect(order.shops[0]).toMatchObject({ shopId: 'custom:weidian.com', goods: 25_600, domesticShipping: 0 });
    expect(order.shops[0]!.lines[0]).toMatchObject({ custom: true, confirmed: false, remark: 'fragile', productSkuId: null, unitPrice: 12_800 });
    expect(order.total).toBe(25_600 + 1_280);
    expect((await expectJson(ana().cart.custom.$get(), 200)).items).toEqual([]);
    await credit(world.provider, world.ana.owner, order.total);
    await payOrder(world.provider, world.ana, order.id);
    const now = world.provider.clock.now();
    await advanceOrder(world.provider.db, 'default', order.id, 'PURCHASING', now);
    await expect(advanceOrder(world.provider.db, 'default', order.id, 'PURCHASED', now)).rejects.toMatchObject({ problem: { code: 'ORDER_STATE_CONFLICT' } });
    await confirmCustomLine(world.provider.db, 'default', order.shops[0]!.lines[0]!.id, now);
    await advanceOrder(world.provider.db, 'default', order.id, 'PURCHASED', now);
    const bought = PurchaseOrder.parse(await expectJson(ana()['purchase-orders'][':id'].$get(param(order.id)), 200));
    expect(bought.shops[0]!.lines[0]).toMatchObject({ confirmed: true, status: 'PURCHASED' });
    expect(await problemCode(ana().cart.custom[':id'].$delete(param(999999)), 404)).toBe('NOT_FOUND');
  });

  it('quotes custom items with the cart\'s rules before the order, the shopper\'s own only', async () => {
    const weidian = { title: 'Lantern', link: 'https://weidian.com/item.html?itemID=7', unitPrice: 1_500, quantity: 3 };
    const yupoo = { title: 'Scarf', link: 'https://x.yupoo.com/albums/9', unitPrice: 10_000, quantity: 1 };
    await expectJson(ana().cart.custom.$post({ json: weidian }), 200);
    const { items } = await expectJson(ana().cart.custom.$post({ json: yupoo }), 200);
    const ids = items.map((item) => item.id);
    const quote = Quote.parse(await expectJson(ana().cart.refresh.$post({ json: { customItemIds: ids, tenantWarehouseId: world.warehouses.china } }), 200));
    // ¥45 from weidian.com pays its shipping; ¥100 from x.yupoo.com ships free; 5% service fee.
    expect(quote).toMatchObject({ goodsTotal: 14_500, domesticShipping: 800, serviceFee: 725, total: 14_500 + 800 + 725 });
    const order = PurchaseOrder.parse(await expectJson(ana()['purchase-orders'].create.$post({
      header: {}, json: { tenantWarehouseId: world.warehouses.china, customItemIds: ids },
    }), 200));
    expect(order.total).toBe(quote.total);
    expect(await problemCode(world.provider.rawRequest('POST', '/front/cart/refresh', { ...callerOf(world.ana), json: { tenantWarehouseId: world.warehouses.china } }), 400)).toBe('VALIDATION_FAILED');
    const bens = await expectJson(ben().cart.custom.$post({ json: weidian }), 200);
    expect(await problemCode(ana().cart.refresh.$post({ json: { customItemIds: [bens.items[0]!.id], tenantWarehouseId: world.warehouses.china } }), 404)).toBe('NOT_FOUND');
  });
});
