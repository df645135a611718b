import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PurchaseOrder } from '../../contract/orders';
import { accountLedger, cartItems, payments, purchaseOrderLines, purchaseOrders, refunds } from '../../provider/db/schema';
import { accountDiscrepancies } from '../../provider/ledger/ledger';
import { CART_CATALOG, linkOf, param } from './support/cart-catalog';
import { DEMO_OWNER, deskLogIn, insertDemoOwner, lastAudit, newOperator } from './support/operators';
import { buyTees, callerOf, credit, payingShopper, payOrder, type Shopper, orderWorldOfFile } from './support/order-world';
import { expectJson, expectProblem } from './support/test-provider';

const { tee, socks, mug } = CART_CATALOG;
const world = orderWorldOfFile();

let ownerToken: string;
let buyerToken: string;
let warehouseToken: string;
let financeToken: string;
beforeAll(async () => {
  for (const tenant of ['default', 'vn']) await insertDemoOwner(world.provider, tenant);
  ownerToken = (await deskLogIn(world.provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  buyerToken = (await newOperator(world.provider, ownerToken, 'buyer@example.com', 'BUYER')).token;
  warehouseToken = (await newOperator(world.provider, ownerToken, 'warehouse@example.com', 'WAREHOUSE')).token;
  financeToken = (await newOperator(world.provider, ownerToken, 'finance@example.com', 'FINANCE')).token;
});

const desk = (token = buyerToken, tenant = 'default') => world.provider.api({ tenant, token }).desk.purchasing;
const shopperApi = (shopper: Shopper) => world.provider.api(callerOf(shopper)).front;

const newShopper = (() => {
  let n = 0;
  return async () => {
    const shopper = await payingShopper(world.provider, `buyer-test${++n}@example.com`);
    await credit(world.provider, shopper.owner, 1_000_000);
    return shopper;
  };
})();

/**
 * A paid order of two shops: shop A 2 tees (¥19.99) and a mug (¥45.00), ¥83.98 with ¥8
 * shipping; shop B 10 socks (¥8.00 tier), ¥80.00 with ¥8 shipping.
 */
async function twoShopOrder(shopper: Shopper) {
  const front = shopperApi(shopper);
  for (const [product, quantity] of [[tee, 2], [mug, 1], [socks, 10]] as const) {
    await expectJson(front.cart.add.$post({ json: { productUrl: linkOf(product), productSkuId: product.skus[0].skuId, quantity } }), 200);
  }
  const rows = await world.provider.db.select().from(cartItems).where(eq(cartItems.userId, shopper.owner.userId));
  const order = PurchaseOrder.parse(await expectJson(front['purchase-orders'].create.$post({
    header: {}, json: { tenantWarehouseId: world.warehouses.china, cartItemIds: rows.map((row) => row.id) },
  }), 200));
  await payOrder(world.provider, shopper, order.id);
  const lineOf = (skuId: string) => order.shops.flatMap((shop) => shop.lines).find((line) => line.productSkuId === skuId)!;
  return { order, tee: lineOf(tee.skus[0].skuId), mug: lineOf(mug.skus[0].skuId), socks: lineOf(socks.skus[0].skuId) };
}

const orderOf = async (shopper: Shopper, id: number) => PurchaseOrder.parse(await expectJson(shopperApi(shopper)['purchase-orders'][':id'].$get(param(id)), 200));
const refundsOfOrder = (orderId: number) => world.provider.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const refundLedgerRows = (shopper: Shopper) => world.provider.db.select().from(accountLedger)
  .where(and(eq(accountLedger.userId, shopper.owner.userId), eq(accountLedger.kind, 'REFUND')));
const noticeKinds = async (shopper: Shopper) =>
  (await expectJson(shopperApi(shopper)['user-notifications'].$get({ query: {} }), 200)).items.map((item) => item.notice?.kind);

describe('GET /api/desk/purchasing/queue', () => {
  it('lists paid orders\' open lines by shop, oldest paid first, narrowed by platform, shop, order and state, paged', async () => {
    const shopper = await newShopper();
    const older = await twoShopOrder(shopper);
    world.provider.clock.advance(60_000);
    const newer = await twoShopOrder(shopper);
    await buyTees(world.provider, shopper, world.warehouses.china); // unpaid: not in the queue

    const mine = async (query: Record<string, string>) => {
      const page = await expectJson(desk().queue.$get({ query: { pageSize: '100', ...query } }), 200);
      return page.items.filter((group) => group.orderId === older.order.id || group.orderId === newer.order.id);
    };
    const all = await mine({});
    expect(all.map((group) => [group.orderNo, group.shopId])).toEqual([
      [older.order.orderNo, 'shop-a'], [older.order.orderNo, 'shop-b'], [newer.order.orderNo, 'shop-a'], [newer.order.orderNo, 'shop-b'],
    ]);
    expect(all[0]).toMatchObject({ shopName: 'Shop shop-a', unpaidDifference: 0 });
    expect(all[0]!.lines.map((line) => [line.id, line.state, line.quantity, line.unitPrice, line.productUrl])).toEqual([
      [older.tee.id, 'TO_BUY', 2, 1999, linkOf(tee)], [older.mug.id, 'TO_BUY', 1, 4500, linkOf(mug)],
    ].sort(([a], [b]) => Number(a) - Number(b)));

    expect((await mine({ orderNo: newer.order.orderNo })).map((group) => group.shopId)).toEqual(['shop-a', 'shop-b']);
    expect((await mine({ shop: 'shop-b' })).map((group) => group.orderId)).toEqual([older.order.id, newer.order.id]);
    expect((await mine({ shop: 'Shop shop-' })).length).toBe(4);
    expect((await mine({ platform: 'Alibaba' })).map((group) => group.shopId)).toEqual(['shop-b', 'shop-b']);
    expect(await mine({ state: 'TO_SHIP' })).toEqual([]);

    const firstPage = await expectJson(desk().queue.$get({ query: { pageSize: '1', orderNo: older.order.orderNo } }), 200);
    expect(firstPage).toMatchObject({ total: 2, pageNo: 1, pageSize: 1 });
    const second = await expectJson(desk().queue.$get({ query: { pageSize: '1', pageNo: '2', orderNo: older.order.orderNo } }), 200);
    expect(second.items.map((group) => group.shopId)).toEqual(['shop-b']);

    for (const query of ['pageSize=101', 'state=LOST', 'orderNo=x', 'shop=a%00']) {
      const answer = world.provider.rawRequest('GET', `/desk/purchasing/queue?${query}`, { tenant: 'default', token: buyerToken });
      expect((await expectProblem(answer, 400)).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('buying and shipping lines', () => {
  it('buys a shop\'s lines under one seller order, ships them under one tracking number, and the order follows its lines', async () => {
    const shopper = await newShopper();
    const { order, tee: teeLine, mug: mugLine, socks: socksLine } = await twoShopOrder(shopper);

    const bought = await expectJson(desk().lines.buy.$post({
      json: { sellerOrderNo: ' TB-2026-0001 ', lines: [{ id: teeLine.id, unitPrice: 1999 }, { id: mugLine.id, unitPrice: 4500 }] },
    }), 200);
    expect(bought.lines).toEqual([{ id: teeLine.id, status: 'PURCHASED', unitPrice: 1999 }, { id: mugLine.id, status: 'PURCHASED', unitPrice: 4500 }]);
    expect((await orderOf(shopper, order.id)).status).toBe('PURCHASING');
    expect(await lastAudit(world.provider, 'order_line.buy')).toMatchObject({
      recordType: 'order_line', recordId: String(mugLine.id), role: 'BUYER',
      before: { status: 'PAID', unitPrice: 4500, sellerOrderNo: '' }, after: { status: 'PURCHASED', unitPrice: 4500, sellerOrderNo: 'TB-2026-0001' },
    });
    // Shop A's lines can ship before shop B is bought; the order waits for every line.
    await expectJson(desk().lines.ship.$post({ json: { domesticTrackingNo: ' SF1234567890 ', lineIds: [teeLine.id, mugLine.id] } }), 200);
    const [queued] = (await expectJson(desk().queue.$get({ query: { orderNo: order.orderNo } }), 200)).items;
    expect(queued?.shopId).toBe('shop-b');

    // Shop B was cheaper than ordered: ¥8.00 → ¥7.50 × 10 refunds ¥5.00 once, and the order is PURCHASED.
    await expectJson(desk().lines.buy.$post({ json: { sellerOrderNo: '1688-778899', lines: [{ id: socksLine.id, unitPrice: 750 }] } }), 200);
    expect((await refundsOfOrder(order.id)).map((refund) => [refund.reason, refund.amountFen])).toEqual([['PRICE_DIFFERENCE', 500]]);
    expect((await orderOf(shopper, order.id)).status).toBe('PURCHASED');
    expect(await noticeKinds(shopper)).toEqual(expect.arrayContaining(['PRICE_DIFFERENCE_REFUNDED', 'ORDER_PURCHASED']));

    await expectJson(desk().lines.ship.$post({ json: { domesticTrackingNo: 'YT9988776655', lineIds: [socksLine.id] } }), 200);
    const shipped = await orderOf(shopper, order.id);
    expect(shipped.status).toBe('SELLER_SHIPPED');
    expect(shipped.shops.flatMap((shop) => shop.lines).every((line) => line.status === 'SELLER_SHIPPED')).toBe(true);
    expect((await lastAudit(world.provider, 'order_line.ship')).after).toEqual({ status: 'SELLER_SHIPPED', domesticTrackingNo: 'YT9988776655' });
    const [stored] = await world.provider.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, teeLine.id));
    expect(stored).toMatchObject({ sellerOrderNo: 'TB-2026-0001', domesticTrackingNo: 'SF1234567890' });

    // Out of order: each step again, or out of stock after buying, is 409 and changes nothing.
    const conflicts = [
      desk().lines.buy.$post({ json: { sellerOrderNo: 'again', lines: [{ id: socksLine.id, unitPrice: 750 }] } }),
      desk().lines.ship.$post({ json: { domesticTrackingNo: 'again', lineIds: [socksLine.id] } }),
      desk().lines['out-of-stock'].$post({ json: { lineIds: [socksLine.id] } }),
      desk().lines[':id'].price.$post({ ...param(socksLine.id), json: { unitPrice: 700 } }),
    ];
    for (const conflict of conflicts) expect((await expectProblem(conflict, 409)).code).toBe('ORDER_STATE_CONFLICT');
    expect(await refundsOfOrder(order.id)).toHaveLength(1);
  });

  it('a higher price waits for the shopper to pay the difference, and the payment moves the order on', async () => {
    const shopper = await newShopper();
    const { order, tee: teeLine, mug: mugLine, socks: socksLine } = await twoShopOrder(shopper);
    await expectJson(desk().lines.buy.$post({ json: { sellerOrderNo: 'A-1', lines: [{ id: teeLine.id, unitPrice: 2099 }, { id: mugLine.id, unitPrice: 4500 }] } }), 200);
    await expectJson(desk().lines.buy.$post({ json: { sellerOrderNo: 'B-1', lines: [{ id: socksLine.id, unitPrice: 800 }] } }), 200);
    // Every line is bought, but ¥1.00 × 2 is unpaid: the queue shows the order waiting.
    expect((await orderOf(shopper, order.id)).status).toBe('PURCHASING');
    const waiting = (await expectJson(desk().queue.$get({ query: { state: 'WAITING_PRICE_DIFFERENCE', orderNo: order.orderNo } }), 200)).items;
    expect(waiting.map((group) => [group.shopId, group.unpaidDifference, group.lines[0]?.state])).toEqual([
      ['shop-a', 200, 'WAITING_PRICE_DIFFERENCE'], ['shop-b', 200, 'WAITING_PRICE_DIFFERENCE'],
    ]);
    expect((await expectJson(desk().queue.$get({ query: { state: 'TO_SHIP', orderNo: order.orderNo } }), 200)).items).toEqual([]);
    // The buyer may ship meanwhile; the shopper's payment completes the PURCHASED step.
    await expectJson(desk().lines.ship.$post({ json: { domesticTrackingNo: 'SF-1', lineIds: [teeLine.id, mugLine.id] } }), 200);
    const [due] = await world.provider.db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.kind, 'PRICE_DIFFERENCE')));
    expect(due).toMatchObject({ amountFen: 200, status: 'UNPAID' });
    await expectJson(shopperApi(shopper).payments[':id'].pay.$post({ ...param(due!.id), header: {}, json: { payPassword: '135790' } }), 200);
    expect((await orderOf(shopper, order.id)).status).toBe('PURCHASED');
    await expectJson(desk().lines.ship.$post({ json: { domesticTrackingNo: 'YT-1', lineIds: [socksLine.id] } }), 200);
    expect((await orderOf(shopper, order.id)).status).toBe('SELLER_SHIPPED');
    expect(await noticeKinds(shopper)).toContain('PRICE_DIFFERENCE_DUE');
  });
});

describe('out of stock', () => {
  it('refunds each line with its fee share, and the shop\'s shipping with its last line; an order with no line left closes', async () => {
    const shopper = await newShopper();
    const { order, tee: teeLine, mug: mugLine, socks: socksLine } = await twoShopOrder(shopper);
    await expectJson(desk().lines['out-of-stock'].$post({ json: { lineIds: [teeLine.id] } }), 200);
    await expectJson(desk().lines['out-of-stock'].$post({ json: { lineIds: [mugLine.id] } }), 200);
    // 2 × ¥19.99 + 5% (rounded down); then ¥45.00 + 5% and shop A's ¥8.00 shipping.
    expect((await refundsOfOrder(order.id)).map((refund) => [refund.lineId, refund.reason, refund.amountFen])).toEqual([
      [teeLine.id, 'OUT_OF_STOCK', 3998 + 199], [mugLine.id, 'OUT_OF_STOCK', 4500 + 225 + 800],
    ]);
    expect(await lastAudit(world.provider, 'order_line.out_of_stock')).toMatchObject({ recordId: String(mugLine.id), after: { status: 'OUT_OF_STOCK' } });
    expect(await noticeKinds(shopper)).toContain('LINE_OUT_OF_STOCK');
    // The last line of the order: it closes and the rest goes back.
    await expectJson(desk().lines['out-of-stock'].$post({ json: { lineIds: [socksLine.id] } }), 200);
    const closed = await orderOf(shopper, order.id);
    expect(closed.status).toBe('CLOSED');
    const refunded = (await refundsOfOrder(order.id)).reduce((total, refund) => total + refund.amountFen, 0);
    expect(refunded).toBe(order.total);
  });

  it('the other lines all bought, the order moves on', async () => {
    const shopper = await newShopper();
    const { order, tee: teeLine, mug: mugLine, socks: socksLine } = await twoShopOrder(shopper);
    await expectJson(desk().lines.buy.$post({ json: { sellerOrderNo: 'A-2', lines: [{ id: teeLine.id, unitPrice: 1999 }, { id: mugLine.id, unitPrice: 4500 }] } }), 200);
    await expectJson(desk().lines['out-of-stock'].$post({ json: { lineIds: [socksLine.id] } }), 200);
    expect((await orderOf(shopper, order.id)).status).toBe('PURCHASED');
  });
});

describe('ten parallel clicks', () => {
  it('an out-of-stock line is refunded once', async () => {
    const shopper = await newShopper();
    const { order, tee: teeLine } = await twoShopOrder(shopper);
    const answers = await Promise.all(Array.from({ length: 10 }, () => desk().lines['out-of-stock'].$post({ json: { lineIds: [teeLine.id] } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await refundsOfOrder(order.id)).toHaveLength(1);
    expect(await refundLedgerRows(shopper)).toHaveLength(1);
    expect(await accountDiscrepancies(world.provider.db)).toEqual([]);
  });

  it('a lower price is refunded once, by buying or by re-pricing', async () => {
    const shopper = await newShopper();
    const { order, tee: teeLine, socks: socksLine } = await twoShopOrder(shopper);
    const buys = await Promise.all(Array.from({ length: 10 }, () =>
      desk().lines.buy.$post({ json: { sellerOrderNo: 'TB-9', lines: [{ id: teeLine.id, unitPrice: 1899 }] } })));
    expect(buys.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const prices = await Promise.all(Array.from({ length: 10 }, () =>
      desk().lines[':id'].price.$post({ ...param(socksLine.id), json: { unitPrice: 700 } })));
    expect(prices.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await refundsOfOrder(order.id)).map((refund) => [refund.lineId, refund.amountFen])).toEqual([[teeLine.id, 200], [socksLine.id, 1000]]);
    expect(await refundLedgerRows(shopper)).toHaveLength(2);
    expect(await accountDiscrepancies(world.provider.db)).toEqual([]);
  });
});

describe('custom items and notes', () => {
  it('confirms a custom item or answers it with a price; writes a note the shopper reads with the line', async () => {
    const shopper = await newShopper();
    const front = shopperApi(shopper);
    const item = { title: 'Handmade tea set', link: 'https://weidian.com/item.html?itemID=123', unitPrice: 12_800, quantity: 1, specification: 'Blue' };
    for (const title of ['Tea set', 'Tea cups']) await expectJson(front.cart.custom.$post({ json: { ...item, title } }), 200);
    const customIds = (await expectJson(front.cart.custom.$get(), 200)).items.map((custom) => custom.id);
    const order = PurchaseOrder.parse(await expectJson(front['purchase-orders'].create.$post({
      header: {}, json: { tenantWarehouseId: world.warehouses.china, customItemIds: customIds },
    }), 200));
    await payOrder(world.provider, shopper, order.id);
    const [first, second] = order.shops[0]!.lines;
    const toConfirm = (await expectJson(desk().queue.$get({ query: { state: 'CUSTOM_TO_CONFIRM', orderNo: order.orderNo } }), 200)).items;
    expect(toConfirm[0]?.lines.map((line) => line.state)).toEqual(['CUSTOM_TO_CONFIRM', 'CUSTOM_TO_CONFIRM']);

    await expectJson(desk().lines[':id'].confirm.$post(param(first!.id)), 200);
    expect((await expectProblem(desk().lines[':id'].confirm.$post(param(first!.id)), 409)).code).toBe('ORDER_STATE_CONFLICT');
    await expectJson(desk().lines[':id'].price.$post({ ...param(second!.id), json: { unitPrice: 13_800 } }), 200);
    const lines = (await orderOf(shopper, order.id)).shops[0]!.lines;
    expect(lines.map((line) => [line.confirmed, line.unitPrice])).toEqual([[true, 12_800], [true, 13_800]]);

    await expectJson(desk().lines[':id'].note.$put({ ...param(first!.id), json: { note: '  The seller ships on Monday.  ' } }), 200);
    expect((await orderOf(shopper, order.id)).shops[0]!.lines[0]!.noteToShopper).toBe('The seller ships on Monday.');
    expect(await lastAudit(world.provider, 'order_line.note')).toMatchObject({ before: { noteToShopper: '' }, after: { noteToShopper: 'The seller ships on Monday.' } });
    expect((await expectProblem(desk().lines[':id'].note.$put({ ...param(first!.id), json: { note: 'x'.repeat(501) } }), 400)).code).toBe('VALIDATION_FAILED');
  });
});

describe('who may work in purchasing', () => {
  it('BUYER and OWNER; an OWNER needs a second factor for money steps; other roles 403; other tenants and shoppers 401', async () => {
    const shopper = await newShopper();
    const { tee: teeLine, mug: mugLine, socks: socksLine } = await twoShopOrder(shopper);
    await expectJson(desk(ownerToken).queue.$get({ query: {} }), 200);
    expect((await expectProblem(desk(ownerToken).lines.ship.$post({ json: { domesticTrackingNo: 'X', lineIds: [teeLine.id] } }), 409)).code).toBe('ORDER_STATE_CONFLICT');
    for (const money of [
      desk(ownerToken).lines['out-of-stock'].$post({ json: { lineIds: [teeLine.id] } }),
      desk(ownerToken).lines.buy.$post({ json: { sellerOrderNo: 'X', lines: [{ id: teeLine.id, unitPrice: 1999 }] } }),
      desk(ownerToken).lines[':id'].price.$post({ ...param(teeLine.id), json: { unitPrice: 1000 } }),
    ]) expect((await expectProblem(money, 403)).code).toBe('SECOND_FACTOR_REQUIRED');
    for (const token of [warehouseToken, financeToken]) {
      expect((await expectProblem(desk(token).queue.$get({ query: {} }), 403)).code).toBe('ROLE_FORBIDDEN');
      expect((await expectProblem(desk(token).lines['out-of-stock'].$post({ json: { lineIds: [teeLine.id] } }), 403)).code).toBe('ROLE_FORBIDDEN');
    }
    const vnOwner = (await deskLogIn(world.provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    expect((await expectProblem(desk(vnOwner).queue.$get({ query: {} }), 401)).code).toBe('UNAUTHORIZED');
    expect((await expectProblem(desk(buyerToken, 'vn').queue.$get({ query: {} }), 401)).code).toBe('UNAUTHORIZED');
    expect((await expectProblem(desk(shopper.token).queue.$get({ query: {} }), 401)).code).toBe('UNAUTHORIZED');
    // A vn operator's lines are not these: another tenant's line is 404 (vn owner has no second factor, so use a note).
    const vnBuyer = (await newOperator(world.provider, vnOwner, 'vn-buyer@example.com', 'BUYER', 'vn')).token;
    expect((await expectProblem(desk(vnBuyer, 'vn').lines[':id'].note.$put({ ...param(teeLine.id), json: { note: 'x' } }), 404)).code).toBe('NOT_FOUND');

    // Bad input is 400 before anything is read; lines of two shops are refused whole.
    for (const json of [{ lineIds: [] }, { lineIds: [teeLine.id, teeLine.id] }, { lineIds: [0] }, { lineIds: Array.from({ length: 51 }, (_, i) => i + 1) }]) {
      expect((await expectProblem(desk().lines['out-of-stock'].$post({ json }), 400)).code).toBe('VALIDATION_FAILED');
    }
    expect((await expectProblem(desk().lines.buy.$post({ json: { sellerOrderNo: '', lines: [{ id: teeLine.id, unitPrice: 1999 }] } }), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(desk().lines.buy.$post({ json: { sellerOrderNo: 'X', lines: [{ id: teeLine.id, unitPrice: 0 }] } }), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(desk().lines.ship.$post({ json: { domesticTrackingNo: 'a\u0007b', lineIds: [teeLine.id] } }), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(desk().lines['out-of-stock'].$post({ json: { lineIds: [mugLine.id, socksLine.id] } }), 400)).code).toBe('LINES_OF_SEVERAL_SHOPS');
    expect((await expectProblem(desk().lines['out-of-stock'].$post({ json: { lineIds: [2_000_000_000] } }), 404)).code).toBe('NOT_FOUND');
  });

  it('an unpaid order\'s lines cannot be bought', async () => {
    const shopper = await newShopper();
    const unpaid = await buyTees(world.provider, shopper, world.warehouses.china);
    const lineId = unpaid.shops[0]!.lines[0]!.id;
    expect((await expectProblem(desk().lines.buy.$post({ json: { sellerOrderNo: 'X', lines: [{ id: lineId, unitPrice: 1999 }] } }), 409)).code).toBe('ORDER_STATE_CONFLICT');
    expect((await expectProblem(desk().lines['out-of-stock'].$post({ json: { lineIds: [lineId] } }), 409)).code).toBe('ORDER_STATE_CONFLICT');
    const [row] = await world.provider.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, unpaid.id));
    expect(row?.status).toBe('WAITING_PAY');
  });
});
