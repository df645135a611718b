import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, buyTees, createOrderWorld, credit, type OrderWorld, payOrder } from './support/order-world';
import { expectJson, type TestProvider } from './support/test-provider';

/** The demo agent's door (POST /api/dev/agent/*): the agent's actions for a demo's browser tests, and nothing without DEMO. */
describe('the demo agent door with DEMO=1', () => {
  let world: OrderWorld;
  let provider: TestProvider;
  beforeAll(async () => {
    world = await createOrderWorld({ DEMO: '1' });
    provider = world.provider;
    await credit(provider, world.ana.owner, 100_000);
  });
  afterAll(() => provider.close());

  const agent = (path: string, json: unknown, tenant = 'default') => provider.rawRequest('POST', `/dev/agent/${path}`, { tenant, json });
  const ana = () => provider.api(callerOf(world.ana)).front;
  const orderOf = async (id: number) => expectJson(ana()['purchase-orders'][':id'].$get({ param: { id: String(id) } }), 200);

  it('raises a price difference the shopper then finds among the unpaid payments, and refunds an out-of-stock line', async () => {
    const order = await buyTees(provider, world.ana, world.warehouses.china, 2);
    const [line] = order.shops[0]!.lines;
    // Not before the order is paid: the agent does not buy an unpaid order.
    expect((await agent('price-difference', { lineId: line!.id, unitPrice: line!.unitPrice + 100 })).status).toBe(409);
    await payOrder(provider, world.ana, order.id);

    const raised = await agent('price-difference', { lineId: line!.id, unitPrice: line!.unitPrice + 100 });
    expect(raised.status).toBe(200);
    expect(await raised.json()).toEqual({ ok: true });
    const unpaid = await expectJson(ana().payments.unpaid.$get({ query: { orderType: 'PRICE_DIFFERENCE' } }), 200);
    expect(unpaid.items).toEqual([expect.objectContaining({ kind: 'PRICE_DIFFERENCE', orderId: order.id, amount: 200, status: 'UNPAID' })]);
    const notices = await expectJson(ana()['user-notifications'].$get({ query: {} }), 200);
    expect(notices.items.map((item) => item.notice?.kind)).toContain('PRICE_DIFFERENCE_DUE');

    const before = await expectJson(ana()['user-account'].root.$get(), 200);
    // Its only line out of stock: the line is refunded and the order closes.
    expect((await agent('out-of-stock', { lineId: line!.id })).status).toBe(200);
    const after = await expectJson(ana()['user-account'].root.$get(), 200);
    expect(after.available).toBeGreaterThan(before.available);
    const closed = await orderOf(order.id);
    expect(closed.shops[0]!.lines[0]!.status).toBe('OUT_OF_STOCK');
    expect(closed.status).toBe('CLOSED');
    // A line that is done takes no further action.
    expect((await agent('out-of-stock', { lineId: line!.id })).status).toBe(409);
  });

  it('refuses malformed input with 400, and another tenant\'s line with 404', async () => {
    for (const body of [{}, { lineId: 'x' }, { lineId: 1, unitPrice: -5 }, { lineId: 0, unitPrice: 100 }, { lineId: 1, unitPrice: 1.5 }]) {
      const answer = await agent('price-difference', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    const order = await buyTees(provider, world.ana, world.warehouses.china);
    await payOrder(provider, world.ana, order.id);
    const lineId = order.shops[0]!.lines[0]!.id;
    const elsewhere = await agent('out-of-stock', { lineId }, 'vn');
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect((await agent('out-of-stock', { lineId: 2_000_000 })).status).toBe(404);
  });
});

describe('the demo agent door without DEMO', () => {
  let world: OrderWorld;
  beforeAll(async () => {
    world = await createOrderWorld();
  });
  afterAll(() => world.provider.close());

  it('does not exist', async () => {
    const answer = await world.provider.rawRequest('POST', '/dev/agent/price-difference', { tenant: 'default', json: { lineId: 1, unitPrice: 100 } });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});
