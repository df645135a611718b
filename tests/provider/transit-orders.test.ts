import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayResult } from '../../contract/payments';
import { FreightEstimate } from '../../contract/product';
import { TRANSIT_AUTO_COMPLETE_DAYS, TransitOrder, TransitOrderSearchResult } from '../../contract/transit';
import { tenants } from '../../provider/db/schema';
import { accountDiscrepancies } from '../../provider/ledger/ledger';
import { completeDeliveredTransitOrders } from '../../provider/transit/transit-orders';
import { param, problemCode } from './support/cart-catalog';
import { buyTees, callerOf, credit, PAY_PASSWORD, payOrder, type Shopper } from './support/order-world';
import { lastMailTo } from './support/shoppers';
import { expectJson, expectProblem, type TestProvider } from './support/test-provider';
import { arrivedParcel, createTransitWorld, demoRound, TEST_LINES, type TransitWorld } from './support/transit-world';

let world: TransitWorld;
let provider: TestProvider;
beforeAll(async () => {
  // DEMO=1: the sandbox stands in for the card provider the transit fee is paid through.
  world = await createTransitWorld({ DEMO: '1' });
  provider = world.provider;
  await credit(provider, world.ana.owner, 500_000);
});
afterAll(() => provider.close());

const api = (shopper: Shopper = world.ana) => provider.api(callerOf(shopper)).front['transit-orders'];
const create = (parcelIds: number[], extra: Partial<Parameters<ReturnType<typeof api>['$post']>[0]['json']> = {}, shopper: Shopper = world.ana) =>
  api(shopper).$post({ header: {}, json: { purchaseParcelIds: parcelIds, transitOptionName: TEST_LINES.air.name, userAddressId: world.anaAddress, ...extra } });
const orderOf = async (id: number) => TransitOrder.parse(await expectJson(api()[':id'].$get(param(id)), 200));
const balanceOf = async () => (await expectJson(provider.api(callerOf(world.ana)).front['user-account'].root.$get(), 200)).available;

describe('POST /api/front/transit-orders', () => {
  it('ships stock-in parcels on a line with the fee estimated from their measures and the customs values', async () => {
    const first = await arrivedParcel(world, world.ana);
    const second = await arrivedParcel(world, world.ana, [{ name: 'Tea set', quantity: 1, unitValue: 12_000 }]);
    const order = TransitOrder.parse(await expectJson(create([first, second], { declaredValues: [{ purchaseParcelId: second, lineIndex: 0, value: 8_000 }] }), 200));
    expect(order).toMatchObject({ status: 'CREATED', transitOptionName: 'Test Air', minDays: 5, maxDays: 9, parcelCount: 2, actual: null, paymentId: null });
    expect(order.orderNo).toMatch(/^TO\d{13}$/);
    // Each inbound parcel of n pieces: 150 + 320n g in (20+2n)×(15+n)×(8+n) cm. Together 790 + 470 g and 4080 + 3168 cm³:
    // volumetric 7248000 / 5000 = 1450 g > 1260 g actual, rounded up to 1500 g: ¥100 + 2 × ¥40.
    expect(order.estimate).toEqual({ weightGrams: 1260, volumeCm3: 7248, size: null, chargeableWeightGrams: 1500, basis: 'VOLUMETRIC', fee: 18_000 });
    expect(order.destination).toMatchObject({ selfPickup: false, country: 'VN', address: expect.objectContaining({ recipientName: 'Ana Tran' }) });
    expect(order.customs.lines.map((line) => [line.description, line.quantity, line.value])).toEqual([['Linen shirt', 2, 9_000], ['Tea set', 1, 8_000]]);
    expect(order.customs).toMatchObject({ totalValue: 17_000, identity: null });
    expect(order.parcels.map((parcel) => [parcel.id, parcel.state, parcel.transitOrderNo])).toEqual([[first, 'IN_TRANSIT_ORDER', order.orderNo], [second, 'IN_TRANSIT_ORDER', order.orderNo]]);
    expect(order.events).toEqual([expect.objectContaining({ from: null, to: 'CREATED', actor: 'SHOPPER' })]);
  });

  it('answers 409 for a parcel already in another open transit order, and 404 for another shopper\'s parcel', async () => {
    const parcel = await arrivedParcel(world, world.ana);
    await expectJson(create([parcel]), 200);
    expect(await problemCode(create([parcel]), 409)).toBe('PARCEL_UNAVAILABLE');
    // Two orders racing for one parcel: exactly one gets it.
    const raced = await arrivedParcel(world, world.ana);
    const answers = await Promise.all([create([raced]), create([raced])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const bens = await arrivedParcel(world, world.ben);
    expect(await problemCode(create([bens]), 404)).toBe('NOT_FOUND');
  });

  it('is priced beforehand by the freight estimate of the same parcels, figure for figure; only the shopper may ask', async () => {
    const first = await arrivedParcel(world, world.ana);
    const second = await arrivedParcel(world, world.ana, [{ name: 'Vase', quantity: 3, unitValue: 5_000 }]);
    const freight = (query: { purchaseParcelIds: string; country?: string; weight?: string }, shopper: Shopper | null = world.ana) =>
      provider.api(shopper ? callerOf(shopper) : { tenant: world.ana.owner.tenantId }).front['estimate-freight'].weight.$get({ query });
    const quote = FreightEstimate.parse(await expectJson(freight({ purchaseParcelIds: `${first},${second}`, country: 'VN' }), 200));
    const answer = await freight({ purchaseParcelIds: `${first},${second}`, country: 'VN' });
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    const air = quote.options.find((option) => option.name === TEST_LINES.air.name);
    const order = TransitOrder.parse(await expectJson(create([first, second]), 200));
    expect(quote.weightGrams).toBe(order.estimate.weightGrams);
    expect(air && { chargeableWeightGrams: air.chargeableWeightGrams, basis: air.basis, fee: air.feeFen })
      .toEqual({ chargeableWeightGrams: order.estimate.chargeableWeightGrams, basis: order.estimate.basis, fee: order.estimate.fee });
    // Now in that order: no longer estimable as free stock.
    expect(await problemCode(freight({ purchaseParcelIds: String(first) }), 409)).toBe('PARCEL_UNAVAILABLE');
    const bens = await arrivedParcel(world, world.ben);
    expect(await problemCode(freight({ purchaseParcelIds: String(bens) }), 404)).toBe('NOT_FOUND');
    expect(await problemCode(freight({ purchaseParcelIds: String(bens) }, null), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(freight({ purchaseParcelIds: `${bens},${bens}` }, world.ben), 400)).toBe('VALIDATION_FAILED');
    expect(await problemCode(freight({ purchaseParcelIds: String(bens), weight: '1000' }, world.ben), 400)).toBe('VALIDATION_FAILED');
  });

  it('refuses a line that does not take the parcels: a refused category, a weight out of its limits, another country', async () => {
    const battery = await arrivedParcel(world, world.ana, [{ name: 'Power bank', quantity: 1, unitValue: 9_900, categories: ['BATTERY'] }]);
    const refused = await expectProblem(create([battery]), 400);
    expect(refused.code).toBe('TRANSIT_OPTION_REFUSED');
    expect(refused.detail).toContain('BATTERY');
    // Sea takes batteries.
    expect((await expectJson(create([battery], { transitOptionName: TEST_LINES.sea.name }), 200)).transitOptionName).toBe('Test Sea');
    // 70 pieces weigh 150 + 70 × 320 = 22550 g: more than Air's 20 kg.
    const tooHeavy = await arrivedParcel(world, world.ana, [{ name: 'Books', quantity: 70, unitValue: 3_000 }]);
    expect((await expectProblem(create([tooHeavy]), 400)).detail).toContain('up to 20000 g');
    const heavy = await arrivedParcel(world, world.ana, [{ name: 'Books', quantity: 5, unitValue: 3_000 }]);
    const pickup = await expectProblem(create([heavy], { transitOptionName: TEST_LINES.sea.name, userAddressId: undefined, selfPickup: true }), 400);
    // The test tenant's pickup point is in CN, which Sea does not serve.
    expect(pickup.detail).toContain('country');
    expect(await problemCode(create([heavy], { transitOptionName: 'No such line' }), 404)).toBe('NOT_FOUND');
    expect(await problemCode(create([heavy], { userAddressId: 999_999 }), 404)).toBe('NOT_FOUND');
    expect(await problemCode(create([heavy], { declaredValues: [{ purchaseParcelId: heavy, lineIndex: 3, value: 100 }] }), 400)).toBe('VALIDATION_FAILED');
  });

  it("asks for the shopper's customs identity where the destination country requires it", async () => {
    const parcel = await arrivedParcel(world, world.ana);
    const moscow = await expectJson(provider.api(callerOf(world.ana)).front.user.addresses.$post({ json: {
      recipientName: 'Anna Ivanova', phoneNumber: '+7 495 555 0101', country: 'RU', province: 'Москва', city: 'Москва', street: 'ул. Тверская, 1',
    } }), 200);
    expect(await problemCode(create([parcel], { userAddressId: moscow.id }), 409)).toBe('CUSTOMS_INFO_REQUIRED');
    await expectJson(provider.api(callerOf(world.ana)).front['customs-info'].save.$post({ json: { fullName: 'Anna Ivanova', idType: 'PASSPORT', idNumber: '4510123456' } }), 200);
    const order = await expectJson(create([parcel], { userAddressId: moscow.id }), 200);
    expect(order.customs.identity).toEqual({ fullName: 'Anna Ivanova', idType: 'PASSPORT', idNumberMasked: '******3456' });
    await expectJson(api()[':id'].close.$post(param(order.id)), 200);
  });
});

describe('the transit order from packing to completion', () => {
  it('is packed and weighed, paid once through the ledger, shipped with tracking, delivered and completed', async () => {
    const parcel = await arrivedParcel(world, world.ana, [{ name: 'Jacket', quantity: 3, unitValue: 20_000 }]);
    const created = await expectJson(create([parcel]), 200);
    expect(await problemCode(api()[':id'].complete.$post(param(created.id)), 409)).toBe('ORDER_STATE_CONFLICT');
    expect(await problemCode(api()[':id'].pay.$post({ ...param(created.id), header: {}, json: { payPassword: PAY_PASSWORD } }), 409)).toBe('ORDER_STATE_CONFLICT');
    const seen: string[] = [];
    for (let i = 0; i < 4 && seen.at(-1) !== 'WAITING_PAY'; i++) {
      await demoRound(world);
      seen.push((await orderOf(created.id)).status);
    }
    // The robot packs as the packing desk does: weighed, photographed and the fee asked in one step.
    expect(seen).toEqual(['WAITING_PAY']);
    const packed = await orderOf(created.id);
    expect(packed.actual).not.toBeNull();
    const actual = packed.actual!;
    expect(actual.weightGrams).toBeGreaterThan(packed.estimate.weightGrams);
    expect(actual.size).not.toBeNull();
    expect(packed.feeDifference).toBe(actual.fee - packed.estimate.fee);
    expect(packed.feeDifferenceReason).toBe(actual.fee === packed.estimate.fee ? 'NONE' : `${actual.basis === 'ACTUAL' ? 'WEIGHT' : 'VOLUME'}_${actual.fee > packed.estimate.fee ? 'UP' : 'DOWN'}`);
    expect(packed.packagePhotos).toHaveLength(2);
    expect((await provider.file(packed.packagePhotos[0]!)).headers.get('Content-Type')).toBe('image/jpeg');

    // The fee waits in the pending payments as a transit fee, under the transit order's number.
    const pending = await expectJson(provider.api(callerOf(world.ana)).front.payments.unpaid.$get({ query: { orderType: 'TRANSIT_FEE', orderNo: packed.orderNo } }), 200);
    expect(pending.items).toEqual([expect.objectContaining({ id: packed.paymentId, kind: 'TRANSIT_FEE', amount: actual.fee, orderNo: packed.orderNo, transitOrderId: packed.id, orderId: null })]);
    expect(packed.due).toEqual([expect.objectContaining({ paymentId: packed.paymentId, kind: 'TRANSIT_FEE', amount: actual.fee })]);
    expect(packed.paid).toBeNull();

    // Paying twice charges once: a repeated key answers the first result, a new one finds it paid.
    const before = await balanceOf();
    const pay = (key: string) => api()[':id'].pay.$post({ ...param(created.id), header: { 'idempotency-key': key }, json: { payPassword: PAY_PASSWORD } });
    const paid = PayResult.parse(await expectJson(pay('transit-pay-0001'), 200));
    expect(paid).toMatchObject({ paid: actual.fee, balance: before - actual.fee });
    expect(PayResult.parse(await expectJson(pay('transit-pay-0001'), 200))).toEqual(paid);
    expect(await problemCode(pay('transit-pay-0002'), 409)).toBe('PAYMENT_NOT_PAYABLE');
    expect(await balanceOf()).toBe(before - actual.fee);
    expect(await accountDiscrepancies(provider.db)).toEqual([]);
    // Paid, it says what was paid, when and how, and asks for nothing more.
    const settled = await orderOf(created.id);
    expect(settled).toMatchObject({ due: [], paid: { amount: actual.fee, at: settled.paidAt, method: 'BALANCE' } });
    expect(await problemCode(api()[':id'].close.$post(param(created.id)), 409)).toBe('ORDER_STATE_CONFLICT');

    await demoRound(world);
    const shipped = await orderOf(created.id);
    expect(shipped).toMatchObject({ status: 'SHIPPED', carrier: 'YunExpress', trackingNumber: expect.stringMatching(/^\d+CN$/) });
    expect(shipped.trackingEvents.map((event) => event.code)).toEqual(['HANDED_TO_CARRIER']);
    expect(shipped.parcels[0]?.state).toBe('SHIPPED');
    expect(await problemCode(api()[':id'].complete.$post(param(created.id)), 409)).toBe('ORDER_STATE_CONFLICT');
    for (let i = 0; i < 5; i++) await demoRound(world);
    const delivered = await orderOf(created.id);
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.trackingEvents.map((event) => event.code)).toEqual([
      'HANDED_TO_CARRIER', 'DEPARTED_ORIGIN', 'ARRIVED_DESTINATION_COUNTRY', 'CUSTOMS_CLEARED', 'OUT_FOR_DELIVERY', 'DELIVERED',
    ]);
    expect(delivered.autoCompleteAt).not.toBeNull();
    const completed = TransitOrder.parse(await expectJson(api()[':id'].complete.$post(param(created.id)), 200));
    expect(completed.status).toBe('COMPLETED');
    expect(completed.events.map((event) => `${event.from}>${event.to}:${event.actor}`)).toEqual([
      'null>CREATED:SHOPPER', 'CREATED>PACKING:AGENT', 'PACKING>PACKED:AGENT', 'PACKED>WAITING_PAY:AGENT', 'WAITING_PAY>PAID:SHOPPER',
      'PAID>SHIPPED:AGENT', 'SHIPPED>DELIVERED:AGENT', 'DELIVERED>COMPLETED:SHOPPER',
    ]);
    expect(await problemCode(api()[':id'].complete.$post(param(created.id)), 409)).toBe('ORDER_STATE_CONFLICT');
    // Each step the shopper should know of is a notice of its kind with the order's values, newest first.
    const notices = await expectJson(provider.api(callerOf(world.ana)).front['user-notifications'].$get({ query: {} }), 200);
    const { orderNo } = packed;
    expect(notices.items.slice(0, 4).map((item) => item.notice)).toEqual([
      { kind: 'TRANSIT_DELIVERED', params: { orderNo } },
      { kind: 'TRANSIT_SHIPPED', params: { orderNo, carrier: 'YunExpress', trackingNumber: shipped.trackingNumber } },
      { kind: 'PAYMENT_RECEIVED', params: { amount: actual.fee, balance: before - actual.fee, references: orderNo } },
      { kind: 'TRANSIT_FEE_DUE', params: { orderNo, weightGrams: actual.weightGrams, amount: actual.fee, estimate: packed.estimate.fee, paymentNo: packed.paymentNo } },
    ]);
    expect(await lastMailTo(provider, 'ana@example.com')).toMatchObject({
      subject: 'Transit order delivered', text: `Transit order ${orderNo} was delivered. Please confirm you received it.`,
    });
  });

  it('completes a delivered order by itself after seven days', async () => {
    const parcel = await arrivedParcel(world, world.ana);
    const created = await expectJson(create([parcel]), 200);
    for (let i = 0; i < 3; i++) await demoRound(world);
    await expectJson(api()[':id'].pay.$post({ ...param(created.id), header: {}, json: { payPassword: PAY_PASSWORD } }), 200);
    for (let i = 0; i < 6; i++) await demoRound(world);
    expect((await orderOf(created.id)).status).toBe('DELIVERED');
    provider.clock.advance(6 * 86_400_000);
    await completeDeliveredTransitOrders(provider.db, provider.clock.now());
    expect((await orderOf(created.id)).status).toBe('DELIVERED');
    provider.clock.advance(86_400_000);
    await completeDeliveredTransitOrders(provider.db, provider.clock.now());
    const done = await orderOf(created.id);
    expect(done.status).toBe('COMPLETED');
    expect(done.events.at(-1)).toMatchObject({ from: 'DELIVERED', to: 'COMPLETED', actor: 'SYSTEM' });
    // The demo robot writes through the owners: each row carries a code and values, never text.
    const noteOf = (to: string) => done.events.find((event) => event.to === to)?.note;
    expect(noteOf('PACKED')).toEqual({ key: 'PACKED', values: { grams: done.actual!.weightGrams, amount: done.actual!.fee } });
    expect(noteOf('SHIPPED')).toEqual({ key: 'SHIPPED', values: { carrier: done.carrier, trackingNumber: done.trackingNumber } });
    expect(done.events.at(-1)?.note).toEqual({ key: 'AUTO_COMPLETED', values: { days: TRANSIT_AUTO_COMPLETE_DAYS } });
    expect(done.events.map((event) => event.legacyNote)).toEqual(done.events.map(() => ''));
  });
});

describe('paying the transit fee through an external provider', () => {
  it('moves the order to PAID when the provider approves, as paying from the balance does', async () => {
    const secret = 'sandbox-notify-secret-for-transit-tests-0123';
    (provider.env as { PAYMENT_NOTIFY_SECRET?: string }).PAYMENT_NOTIFY_SECRET = secret;
    const parcel = await arrivedParcel(world, world.ana);
    const created = await expectJson(create([parcel]), 200);
    for (let i = 0; i < 3; i++) await demoRound(world);
    const waiting = await orderOf(created.id);
    const fee = waiting.actual!.fee;
    const opened = await expectJson(provider.api(callerOf(world.ana)).front.onepay.payCode.$post({ json: {
      orderPay: waiting.paymentNo!, orderAmount: fee, paymentMethod: 'card', domainUrl: 'http://localhost/my/transit',
    } }), 200);
    const body = JSON.stringify({ notificationId: 'transit-note-0001', token: opened.data.payCode, result: 'APPROVED', amount: fee });
    const answer = await provider.app.request('/api/payment-notifications/onepay', {
      method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-Signature': createHmac('sha256', secret).update(body).digest('hex') },
    });
    expect(answer.status).toBe(200);
    const paid = await orderOf(created.id);
    expect(paid).toMatchObject({ status: 'PAID', paidAt: expect.any(String), paid: { amount: fee, method: 'ONEPAY' } });
    // The timeline says the amount; payment numbers are internal.
    expect(paid.events.at(-1)).toMatchObject({ from: 'WAITING_PAY', to: 'PAID', note: { key: 'AMOUNT', values: { amount: fee } }, legacyNote: '' });
    const [told] = (await expectJson(provider.api(callerOf(world.ana)).front['user-notifications'].$get({ query: {} }), 200)).items;
    expect(told?.notice).toEqual({ kind: 'CARD_PAYMENT_RECEIVED', params: { amount: fee, references: waiting.orderNo } });
  });
});

describe('POST /api/front/transit-orders/{id}/close', () => {
  it('releases the parcels and closes the unpaid fee', async () => {
    const parcel = await arrivedParcel(world, world.ana);
    const created = await expectJson(create([parcel]), 200);
    for (let i = 0; i < 3; i++) await demoRound(world);
    const waiting = await orderOf(created.id);
    expect(waiting.status).toBe('WAITING_PAY');
    const closed = TransitOrder.parse(await expectJson(api()[':id'].close.$post(param(created.id)), 200));
    expect(closed).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
    // The closed order still lists its parcels, which are back in stock for another order.
    expect(closed.parcels.map((item) => [item.id, item.state, item.transitOrderId])).toEqual([[parcel, 'IN_STOCK', null]]);
    const unpaid = await expectJson(provider.api(callerOf(world.ana)).front.payments.unpaid.$get({ query: { orderNo: waiting.orderNo } }), 200);
    expect(unpaid.items).toEqual([]);
    expect(await problemCode(api()[':id'].pay.$post({ ...param(created.id), header: {}, json: { payPassword: PAY_PASSWORD } }), 409)).toBe('PAYMENT_NOT_PAYABLE');
    expect(await problemCode(api()[':id'].close.$post(param(created.id)), 409)).toBe('ORDER_STATE_CONFLICT');
    const again = await expectJson(create([parcel]), 200);
    expect(again.parcels[0]?.state).toBe('IN_TRANSIT_ORDER');
  });

  it("answers 404 for another shopper's order", async () => {
    const parcel = await arrivedParcel(world, world.ana);
    const created = await expectJson(create([parcel]), 200);
    expect(await problemCode(api(world.ben)[':id'].close.$post(param(created.id)), 404)).toBe('NOT_FOUND');
    expect(await problemCode(api(world.ben)[':id'].$get(param(created.id)), 404)).toBe('NOT_FOUND');
    expect((await orderOf(created.id)).status).toBe('CREATED');
  });
});

describe('GET /api/front/transit-orders/search', () => {
  it('pages the shopper\'s orders by status tab with counts, and finds them by order, parcel or tracking number', async () => {
    const all = TransitOrderSearchResult.parse(await expectJson(api().search.$get({ query: {} }), 200));
    expect(all.total).toBe(all.tabCounts.ALL);
    expect(all.tabCounts.ALL).toBe(Object.entries(all.tabCounts).filter(([tab]) => tab !== 'ALL').reduce((sum, [, n]) => sum + n, 0));
    expect(all.tabCounts.COMPLETED).toBe(2);
    const closed = await expectJson(api().search.$get({ query: { status: 'CLOSED' } }), 200);
    expect(closed.items.every((order) => order.status === 'CLOSED')).toBe(true);
    expect(closed.items.length).toBe(all.tabCounts.CLOSED);
    const target = all.items.find((order) => order.trackingNumber !== null)!;
    for (const keyword of [target.orderNo, target.parcelNos[0]!, target.trackingNumber!]) {
      const found = await expectJson(api().search.$get({ query: { keyword } }), 200);
      expect(found.items.map((order) => order.id)).toEqual([target.id]);
    }
    expect((await expectJson(api(world.ben).search.$get({ query: {} }), 200)).total).toBe(0);
  });
});

describe('a tenant that hides transit', () => {
  it('answers 404 on every transit, stock-in and warehouse route', async () => {
    const vn = provider.api({ tenant: 'vn', token: world.vnToken }).front;
    expect((await expectJson(vn['transit-orders'].search.$get({ query: {} }), 200)).total).toBe(0);
    const [row] = await provider.db.select({ preferences: tenants.preferences }).from(tenants).where(eq(tenants.id, 'vn'));
    await provider.db.update(tenants).set({ preferences: { ...row!.preferences, showTransit: false, showStockin: false, showUserWarehouse: false } }).where(eq(tenants.id, 'vn'));
    for (const answer of [
      vn['transit-orders'].search.$get({ query: {} }),
      vn['transit-orders'][':id'].$get(param(1)),
      vn['transit-orders'].$post({ header: {}, json: { purchaseParcelIds: [1], transitOptionName: 'x', selfPickup: true } }),
      vn['purchase-parcels']['stock-in-parcels'].$get({ query: {} }),
      vn.user.warehouses.$get(),
      provider.api({ tenant: 'vn' }).front.user.warehouses.$get(),
    ]) expect(await problemCode(answer, 404)).toBe('NOT_FOUND');
    // The default tenant still shows them.
    expect((await expectJson(api().search.$get({ query: {} }), 200)).total).toBeGreaterThan(0);
  });
});

describe('parcels of purchase orders', () => {
  it('ship like inbound parcels, their lines and QC photos from the order', async () => {
    const order = await buyTees(provider, world.ana, world.warehouses.china, 2);
    await payOrder(provider, world.ana, order.id);
    for (let i = 0; i < 5; i++) await demoRound(world);
    const stock = await expectJson(provider.api(callerOf(world.ana)).front['purchase-parcels']['stock-in-parcels'].$get({ query: { state: 'IN_STOCK' } }), 200);
    const parcel = stock.items.find((item) => item.orderId === order.id)!;
    expect(parcel).toMatchObject({ source: 'PURCHASE', orderNo: order.orderNo, origin: 'Shop shop-a', inboundParcelId: null });
    expect(parcel.lines).toEqual([expect.objectContaining({ quantity: 2, unitValue: 1999, orderLineId: expect.any(Number) })]);
    expect(parcel.lines[0]?.qcPhotos).toHaveLength(3);
    const created = await expectJson(create([parcel.id]), 200);
    expect(created.customs.lines).toEqual([expect.objectContaining({ quantity: 2, value: 3998 })]);
  });
});
