import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MidtransSnapResponse, OnePayResponse, WaafiPayHppResponse } from '../../contract/payments';
import type { Problem } from '../../contract/problem';
import { accountDiscrepancies } from '../../provider/ledger/ledger';
import { param, problemCode } from './support/cart-catalog';
import { lastMailTo } from './support/shoppers';
import { buyTees, callerOf, createOrderWorld, type Shopper, worldOfFile } from './support/order-world';
import { expectJson } from './support/test-provider';

const SECRET = 'sandbox-notify-secret-for-tests-0123456789';
// DEMO=1: the sandbox stands in for every provider.
const world = worldOfFile(() => createOrderWorld({ DEMO: '1' }));
beforeAll(() => {
  // The test signs notifications itself, as a provider holding the shared secret would.
  (world.provider.env as { PAYMENT_NOTIFY_SECRET?: string }).PAYMENT_NOTIFY_SECRET = SECRET;
});

const as = (shopper: Shopper) => world.provider.api(callerOf(shopper)).front;
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');
const notify = (providerName: string, body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return world.provider.app.request(`/api/payment-notifications/${providerName}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Signature': signature ?? sign(raw) }, body: raw,
  });
};
const orderOf = (shopper: Shopper, id: number) => expectJson(as(shopper)['purchase-orders'][':id'].$get(param(id)), 200);
/** The hosted-page request of a payment, to one provider's route. */
const opening = (order: { paymentNo: string; total: number }, amount = order.total) =>
  ({ json: { orderPay: order.paymentNo, orderAmount: amount, paymentMethod: 'card', domainUrl: 'http://localhost/my/purchase' } });
const openOnePay = (shopper: Shopper, order: { paymentNo: string; total: number }) => expectJson(as(shopper).onepay.payCode.$post(opening(order)), 200);
const openMidtrans = (shopper: Shopper, order: { paymentNo: string; total: number }) => expectJson(as(shopper).midtrans['snap-token'].$post(opening(order)), 200);

describe('external payment providers (sandbox)', () => {
  it('answers each provider\'s own shape, pointing at the sandbox page', async () => {
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    const onePay = OnePayResponse.parse(await openOnePay(world.ana, order));
    const snap = MidtransSnapResponse.parse(await openMidtrans(world.ana, order));
    const waafi = WaafiPayHppResponse.parse(await expectJson(as(world.ana).waafipay['hpp-asm'].$post(opening(order)), 200));
    for (const url of [onePay.data.payUrl, snap.redirect_url, waafi.params.hppUrl]) expect(url).toMatch(/\/api\/sandbox-pay\/[\w-]{32}$/);
    const page = await world.provider.app.request(new URL(snap.redirect_url).pathname, { headers: { 'Accept-Language': 'vi' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('SANDBOX');
    expect(html).toContain('Chấp nhận thanh toán');
    // The page's own address left out: its random token may spell CVV.
    expect(html.replaceAll(/\/api\/sandbox-pay\/[\w-]+/g, '')).not.toMatch(/card number|cvv/i);
    expect(await problemCode(as(world.ana).midtrans['snap-token'].$post(opening(order, order.total - 1)), 400)).toBe('AMOUNT_MISMATCH');
    expect(await problemCode(as(world.ben).midtrans['snap-token'].$post(opening(order)), 404)).toBe('NOT_FOUND');
  });

  it('marks the payment paid only for a valid notification, once: forged and replayed ones change nothing', async () => {
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    const snap = MidtransSnapResponse.parse(await openMidtrans(world.ana, order));
    const approved = { notificationId: 'notif-0000000001', token: snap.token, result: 'APPROVED', amount: order.total };
    expect((await notify('midtrans', approved, 'f'.repeat(64))).status).toBe(400);
    expect((await notify('midtrans', approved, createHmac('sha256', 'another-secret-of-the-attacker-0000000000').update(JSON.stringify(approved)).digest('hex'))).status).toBe(400);
    expect((await notify('midtrans', { ...approved, amount: 1 })).status).toBe(400);
    expect((await notify('onepay', approved)).status).toBe(400);
    expect((await orderOf(world.ana, order.id)).status).toBe('WAITING_PAY');
    const accepted = await notify('midtrans', approved);
    expect(accepted.status).toBe(200);
    expect((await orderOf(world.ana, order.id)).status).toBe('PAID');
    const replay = await notify('midtrans', approved);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as Problem).code).toBe('NOTIFICATION_REJECTED');
    expect((await notify('midtrans', { ...approved, notificationId: 'notif-0000000002' })).status).toBe(400);
    const paid = await orderOf(world.ana, order.id);
    expect(paid.payments).toEqual([expect.objectContaining({ status: 'PAID' })]);
    expect(paid.events.filter((event) => event.to === 'PAID')).toHaveLength(1);
  });

  it('leaves a declined payment unpaid, and approves through the sandbox page back to the site', async () => {
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    const first = OnePayResponse.parse(await openOnePay(world.ana, order));
    const decline = await world.provider.app.request(new URL(first.data.payUrl).pathname, { method: 'POST', body: new URLSearchParams({ result: 'DECLINED' }) });
    expect(decline.status).toBe(303);
    expect((await orderOf(world.ana, order.id)).status).toBe('WAITING_PAY');
    const second = OnePayResponse.parse(await openOnePay(world.ana, order));
    const approve = await world.provider.app.request(new URL(second.data.payUrl).pathname, { method: 'POST', body: new URLSearchParams({ result: 'APPROVED' }) });
    expect(approve.status).toBe(303);
    expect(approve.headers.get('Location')).toBe(`http://localhost/my/purchase?paymentNo=${order.paymentNo}&result=APPROVED`);
    expect((await orderOf(world.ana, order.id)).status).toBe('PAID');
    const again = await world.provider.app.request(new URL(second.data.payUrl).pathname, { method: 'POST', body: new URLSearchParams({ result: 'APPROVED' }) });
    expect(again.status).toBe(400);
  });

  it('credits a card deposit once, through the sandbox', async () => {
    const deposit = await expectJson(as(world.ben)['user-account'].deposits.$post({ json: { channel: 'CARD_ONEPAY', amount: 25_000 } }), 200);
    expect(deposit).toMatchObject({ status: 'PENDING', paymentNo: expect.stringMatching(/^PM/) });
    const session = OnePayResponse.parse(await openOnePay(world.ben, { paymentNo: deposit.paymentNo!, total: 25_000 }));
    expect(await problemCode(as(world.ben).payments['batch-pay'].$post({ header: {}, json: { paymentNos: [deposit.paymentNo!], payPassword: '135790' } }), 409)).toBe('PAYMENT_NOT_PAYABLE');
    const approve = await world.provider.app.request(new URL(session.data.payUrl).pathname, { method: 'POST', body: new URLSearchParams({ result: 'APPROVED' }) });
    expect(approve.status).toBe(303);
    const account = await expectJson(as(world.ben)['user-account'].root.$get(), 200);
    expect(account.available).toBe(25_000);
    expect(await accountDiscrepancies(world.provider.db)).toEqual([]);
  });

  it('tells the shopper once of an approved card payment and of a credited card deposit, however often the provider repeats itself', async () => {
    const inbox = async () => (await expectJson(as(world.ben)['user-notifications'].$get({ query: {} }), 200)).items.map((item) => item.notice);
    const seen = (await inbox()).length;
    const order = await buyTees(world.provider, world.ben, world.warehouses.china);
    const snap = MidtransSnapResponse.parse(await openMidtrans(world.ben, order));
    const approved = { notificationId: 'notif-ben-0000001', token: snap.token, result: 'APPROVED', amount: order.total };
    // The same notification twice at once, then again later: one is taken, the others refused.
    const answers = await Promise.all([notify('midtrans', approved), notify('midtrans', approved)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect((await notify('midtrans', approved)).status).toBe(400);
    expect(await lastMailTo(world.provider, 'ben@example.com')).toMatchObject({
      subject: 'Card payment received', text: `We received CN¥28.99 by card or wallet for ${order.orderNo}.`,
    });

    const deposit = await expectJson(as(world.ben)['user-account'].deposits.$post({ json: { channel: 'CARD_ONEPAY', amount: 12_000 } }), 200);
    const session = OnePayResponse.parse(await openOnePay(world.ben, { paymentNo: deposit.paymentNo!, total: 12_000 }));
    const credited = { notificationId: 'notif-ben-0000002', token: session.data.payCode, result: 'APPROVED', amount: 12_000 };
    expect((await notify('onepay', credited)).status).toBe(200);
    expect((await notify('onepay', credited)).status).toBe(400);
    expect((await notify('onepay', { ...credited, notificationId: 'notif-ben-0000003' })).status).toBe(400);

    const told = (await inbox()).slice(0, -seen || undefined);
    expect(told).toHaveLength(2);
    expect(told).toEqual(expect.arrayContaining([
      { kind: 'CARD_PAYMENT_RECEIVED', params: { amount: order.total, references: order.orderNo } },
      { kind: 'DEPOSIT_CONFIRMED', params: { depositNo: deposit.depositNo, amount: 12_000 } },
    ]));
    expect((await lastMailTo(world.provider, 'ben@example.com')).subject).toBe('Deposit credited');
  });
});
