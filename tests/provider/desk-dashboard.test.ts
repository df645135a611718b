import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../contract/desk';
import type { DeskQueue } from '../../contract/desk-dashboard';
import type { PurchaseOrderLineStatus, PurchaseOrderStatus } from '../../contract/orders';
import type { PaymentKind, PaymentStatus } from '../../contract/payments';
import type { TransitOrderStatus } from '../../contract/transit';
import {
  deposits, inboundParcels, payments, purchaseOrderLines, purchaseOrders, tenantWarehouses, transitOptions, transitOrders, users, withdrawals,
} from '../../provider/db/schema';
import type { AccountOwner } from '../../provider/db/ownership';
import { DEMO_OWNER, deskLogIn, newOperator } from './support/operators';
import { DEMO_SHOPPER } from './support/shoppers';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let provider: TestProvider;
let ana: AccountOwner;
let chinaWarehouse: number;
let serial = 0;
const ago = (ms: number) => new Date(provider.clock.now().getTime() - ms);
const next = (prefix: string) => `${prefix}${++serial}`;

async function shopperOf(tenantId: string): Promise<AccountOwner> {
  const [row] = await provider.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, DEMO_SHOPPER.email)));
  if (!row) throw new Error(`No demo shopper on ${tenantId}`);
  return { tenantId, userId: row.id };
}

/** A paid order of `lines` (their statuses), paid `paidAgo` ms ago. */
async function order(status: PurchaseOrderStatus, paidAgo: number, lines: PurchaseOrderLineStatus[], owner = ana): Promise<void> {
  const [warehouse] = await provider.db.select({ id: tenantWarehouses.id }).from(tenantWarehouses).where(eq(tenantWarehouses.tenantId, owner.tenantId));
  const [row] = await provider.db.insert(purchaseOrders).values({
    ...owner, orderNo: next('PO'), status, tenantWarehouseId: warehouse!.id, goodsFen: 1000, domesticShippingFen: 0, serviceFeeFen: 0, totalFen: 1000,
    payBefore: ago(paidAgo - HOUR), paidAt: status === 'WAITING_PAY' ? null : ago(paidAgo), createdAt: ago(paidAgo + MINUTE),
  }).returning({ id: purchaseOrders.id });
  await provider.db.insert(purchaseOrderLines).values(lines.map((lineStatus) => ({
    tenantId: owner.tenantId, orderId: row!.id, status: lineStatus, shopId: 's', shopName: 'Shop', platform: 'TAOBAO', productUrl: 'https://item.taobao.com/item.htm?id=1',
    title: 'Tee', quantity: 1, unitPriceFen: 1000,
  })));
}

async function transitOrder(status: TransitOrderStatus, createdAgo: number): Promise<number> {
  const [option] = await provider.db.select().from(transitOptions).where(eq(transitOptions.tenantId, ana.tenantId));
  const measure = { weightGrams: 500, volumeCm3: 1000, size: null, chargeableWeightGrams: 500, basis: 'ACTUAL' as const, fee: 1000 };
  const [row] = await provider.db.insert(transitOrders).values({
    ...ana, orderNo: next('TO'), status, transitOptionId: option!.id, transitOptionName: option!.name, minDays: 5, maxDays: 9,
    lineRates: { firstWeightGrams: 500, firstWeightFeeFen: 1000, extraFeePer500gFen: 500, volumetricDivisor: 6000, weightStepGrams: 100 },
    destination: { selfPickup: true, country: 'VN', address: null, localWarehouse: null, localExpressCompanyName: null },
    customs: { lines: [], identity: null }, estimate: measure, createdAt: ago(createdAgo), updatedAt: ago(createdAgo),
  }).returning({ id: transitOrders.id });
  return row!.id;
}

async function payment(kind: PaymentKind, status: PaymentStatus, createdAgo: number, transitOrderId: number | null = null): Promise<number> {
  const [row] = await provider.db.insert(payments).values({
    ...ana, paymentNo: next('PM'), kind, transitOrderId, amountFen: 500, status, createdAt: ago(createdAgo),
  }).returning({ id: payments.id });
  return row!.id;
}

const deposit = (status: 'PENDING' | 'CONFIRMED', createdAgo: number, paymentId: number | null = null) => provider.db.insert(deposits).values({
  ...ana, depositNo: next('DP'), channel: paymentId ? 'CARD_ONEPAY' : 'BANK_TRANSFER', amountFen: 10_000, status, paymentId, createdAt: ago(createdAgo),
});

const inbound = (status: 'EXPECTED' | 'ARRIVED', createdAgo: number) => provider.db.insert(inboundParcels).values({
  ...ana, tenantWarehouseId: chinaWarehouse, domesticTrackingNo: next('SF'), contents: [], declaredValueFen: 100, status, createdAt: ago(createdAgo),
});

let tokens: Record<OperatorRole, string>;
const dashboardOf = async (role: OperatorRole): Promise<DeskQueue[]> =>
  (await expectJson(provider.api({ tenant: 'default', token: tokens[role] }).desk.dashboard.$get(), 200)).queues;

beforeAll(async () => {
  provider = await createTestProvider();
  ana = await shopperOf('default');
  const [warehouse] = await provider.db.select({ id: tenantWarehouses.id }).from(tenantWarehouses)
    .where(and(eq(tenantWarehouses.tenantId, 'default'), eq(tenantWarehouses.region, 'CHINA')));
  chinaWarehouse = warehouse!.id;
  const owner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  tokens = { OWNER: owner } as Record<OperatorRole, string>;
  for (const role of ['BUYER', 'WAREHOUSE', 'FINANCE'] as const) {
    tokens[role] = (await newOperator(provider, owner, `${role.toLowerCase()}@example.com`, role)).token;
  }
}, 60_000);
afterAll(() => provider.close());

describe('GET /desk/dashboard', () => {
  it('answers every queue empty, with no age, on a tenant with nothing waiting', async () => {
    const queues = await dashboardOf('OWNER');
    expect(queues.map((queue) => queue.queue)).toEqual([
      'TO_BUY', 'SELLER_TO_SHIP', 'PARCELS_EXPECTED', 'TRANSIT_TO_PACK', 'FEES_UNPAID', 'DEPOSITS_TO_CONFIRM', 'WITHDRAWALS_TO_PAY',
    ]);
    for (const queue of queues) expect(queue).toMatchObject({ count: 0, oldestSince: null, oldestAgeSeconds: null });
  });

  it('counts what waits in each queue and ages its oldest item, the longest-waiting queue first', async () => {
    await order('PAID', 3 * HOUR, ['PAID', 'PAID']);
    await order('PURCHASING', HOUR, ['PURCHASING', 'OUT_OF_STOCK']);
    await order('PURCHASED', 2 * DAY, ['PURCHASED']);
    await order('PARTIALLY_ARRIVED', 5 * DAY, ['SELLER_SHIPPED', 'ARRIVED']);
    // Lines a step ahead of their order, as when the desk buys and ships line by line: the oldest of their queues.
    await order('PURCHASING', 3 * DAY, ['PURCHASED', 'PURCHASING']);
    await order('PURCHASED', 6 * DAY, ['SELLER_SHIPPED', 'PURCHASED']);
    // Neither waits on the desk: the shopper has not paid, everything arrived.
    await order('WAITING_PAY', 10 * DAY, ['WAITING_PAY']);
    await order('ARRIVED', 20 * DAY, ['ARRIVED']);
    await inbound('EXPECTED', DAY);
    await inbound('ARRIVED', 9 * DAY);
    await transitOrder('CREATED', 6 * HOUR);
    await transitOrder('PACKING', 7 * HOUR);
    await payment('TRANSIT_FEE', 'UNPAID', 4 * HOUR, await transitOrder('WAITING_PAY', 8 * HOUR));
    await payment('PRICE_DIFFERENCE', 'UNPAID', 30 * MINUTE);
    await payment('ORDER', 'UNPAID', 9 * HOUR);
    await payment('PRICE_DIFFERENCE', 'PAID', 9 * HOUR);
    await deposit('PENDING', 10 * MINUTE);
    await deposit('PENDING', 11 * HOUR, await payment('DEPOSIT', 'UNPAID', 11 * HOUR));
    await deposit('CONFIRMED', 12 * HOUR);
    // Another tenant's work is not this desk's.
    const vnShopper = await shopperOf('vn');
    await order('PAID', 30 * DAY, ['PAID'], vnShopper);
    await provider.db.insert(withdrawals).values({ ...vnShopper, withdrawalNo: next('WD'), amountFen: 100, account: 'Bank', status: 'PENDING', createdAt: ago(DAY) });

    const queues = await dashboardOf('OWNER');
    const at = (ms: number) => ({ oldestSince: ago(ms).toISOString(), oldestAgeSeconds: ms / 1000 });
    expect(queues).toEqual([
      { queue: 'SELLER_TO_SHIP', area: 'purchasing', count: 3, ...at(6 * DAY) },
      { queue: 'PARCELS_EXPECTED', area: 'receiving', count: 3, ...at(6 * DAY) },
      { queue: 'TO_BUY', area: 'purchasing', count: 4, ...at(3 * DAY) },
      { queue: 'TRANSIT_TO_PACK', area: 'packing', count: 1, ...at(6 * HOUR) },
      { queue: 'FEES_UNPAID', area: 'money', count: 2, ...at(4 * HOUR) },
      { queue: 'DEPOSITS_TO_CONFIRM', area: 'money', count: 1, ...at(10 * MINUTE) },
      { queue: 'WITHDRAWALS_TO_PAY', area: 'money', count: 0, oldestSince: null, oldestAgeSeconds: null },
    ]);

    // Time passes: the ages grow with the clock, the counts stay.
    provider.clock.advance(HOUR);
    const later = await dashboardOf('OWNER');
    expect(later.find((queue) => queue.queue === 'TO_BUY')).toMatchObject({ count: 4, oldestAgeSeconds: (3 * DAY + HOUR) / 1000 });
  });

  it('shows each role only the queues of the areas it works in', async () => {
    const names = async (role: OperatorRole) => (await dashboardOf(role)).map((queue) => queue.queue).sort();
    expect(await names('BUYER')).toEqual(['SELLER_TO_SHIP', 'TO_BUY']);
    expect(await names('WAREHOUSE')).toEqual(['PARCELS_EXPECTED', 'TRANSIT_TO_PACK']);
    expect(await names('FINANCE')).toEqual(['DEPOSITS_TO_CONFIRM', 'FEES_UNPAID', 'WITHDRAWALS_TO_PAY']);
    expect(await names('OWNER')).toHaveLength(7);
  });
});
