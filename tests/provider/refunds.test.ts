import { describe, expect, it } from 'vitest';
import { RefundsPage } from '../../contract/user-account';
import { closePaidOrder, markLineOutOfStock, settlePriceDifference } from '../../provider/orders/fulfilment';
import { param, problemCode } from './support/cart-catalog';
import { buyTees, callerOf, credit, payOrder, type Shopper, orderWorldOfFile } from './support/order-world';
import { expectJson } from './support/test-provider';

const world = orderWorldOfFile();
const MINUTE = 60_000;

const refundsOf = async (shopper: Shopper, query: { pageNo?: string; pageSize?: string } = {}) =>
  RefundsPage.parse(await expectJson(world.provider.api(callerOf(shopper)).front.refunds.$get({ query }), 200));

/** A paid order of `quantity` red tees, and its one line. */
async function paidOrder(shopper: Shopper, quantity = 1) {
  const order = await buyTees(world.provider, shopper, world.warehouses.china, quantity);
  await payOrder(world.provider, shopper, order.id);
  return { order, lineId: order.shops[0]!.lines[0]!.id };
}

describe('GET /api/front/refunds', () => {
  it('lists the shopper\'s refunds newest first, paged, each with its order and reason; never another shopper\'s', async () => {
    const { provider, ana, ben } = world;
    const now = () => provider.clock.now();
    await credit(provider, ana.owner, 100_000);
    await credit(provider, ben.owner, 100_000);

    // Out of stock: the only line goes back with its shop's shipping, then the order closes and the rest (the fee's rounding) follows.
    const soldOut = await paidOrder(ana);
    await markLineOutOfStock(provider.db, 'default', soldOut.lineId, now());
    provider.clock.advance(MINUTE);
    // The seller lowered the price: ¥19.99 → ¥15.99 for 2.
    const cheaper = await paidOrder(ana, 2);
    await settlePriceDifference(provider.db, 'default', cheaper.lineId, 1_599, now());
    provider.clock.advance(MINUTE);
    const closed = await paidOrder(ana);
    await closePaidOrder(provider.db, 'default', closed.order.id, 'The shop closed', now());
    provider.clock.advance(MINUTE);
    const bens = await paidOrder(ben);
    await closePaidOrder(provider.db, 'default', bens.order.id, 'The shop closed', now());

    const all = await refundsOf(ana);
    expect(all).toMatchObject({ total: 4, pageNo: 1 });
    expect(all.items.map((refund) => [refund.orderNo, refund.orderId, refund.reason, refund.amount])).toEqual([
      [closed.order.orderNo, closed.order.id, 'ORDER_CLOSED', closed.order.total],
      [cheaper.order.orderNo, cheaper.order.id, 'PRICE_DIFFERENCE', 800],
      // The line's goods, its 5% of the fee (rounded down) and the shop's ¥8 shipping, then what is left of the order.
      [soldOut.order.orderNo, soldOut.order.id, 'ORDER_CLOSED', soldOut.order.total - 2_898],
      [soldOut.order.orderNo, soldOut.order.id, 'OUT_OF_STOCK', 2_898],
    ]);
    expect(all.items.map((refund) => refund.lineId)).toEqual([null, cheaper.lineId, null, soldOut.lineId]);
    expect(all.items.every((refund) => /^RF\d+$/.test(refund.refundNo))).toBe(true);

    // The order page says what each refund covers: the shop's last line took its domestic shipping with it.
    const orderOf = (id: number) => expectJson(world.provider.api(callerOf(ana)).front['purchase-orders'][':id'].$get(param(id)), 200);
    expect((await orderOf(soldOut.order.id)).refunds.map((refund) => [refund.reason, refund.lineId, refund.covers])).toEqual([
      ['OUT_OF_STOCK', soldOut.lineId, { goods: 1_999, serviceFee: 99, domesticShipping: 800 }],
      ['ORDER_CLOSED', null, null],
    ]);
    expect((await orderOf(cheaper.order.id)).refunds.map((refund) => [refund.reason, refund.amount, refund.covers])).toEqual([
      ['PRICE_DIFFERENCE', 800, { goods: 800, serviceFee: 0, domesticShipping: 0 }],
    ]);

    const second = await refundsOf(ana, { pageNo: '2', pageSize: '3' });
    expect(second).toMatchObject({ total: 4, pageNo: 2, pageSize: 3 });
    expect(second.items.map((refund) => refund.reason)).toEqual(['OUT_OF_STOCK']);

    const bensRefunds = await refundsOf(ben);
    expect(bensRefunds.items.map((refund) => [refund.orderNo, refund.reason])).toEqual([[bens.order.orderNo, 'ORDER_CLOSED']]);
    expect(bensRefunds.total).toBe(1);
  });

  it('answers nothing without a shopper, and refuses a malformed page', async () => {
    expect(await problemCode(world.provider.api({ tenant: 'default' }).front.refunds.$get({ query: {} }), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(world.provider.api(callerOf(world.ana)).front.refunds.$get({ query: { pageSize: '0' } }), 400)).toBe('VALIDATION_FAILED');
  });
});
