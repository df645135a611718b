import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { problemCode } from '../provider/support/cart-catalog';
import { buyTees, callerOf, createOrderWorld, worldOfFile } from '../provider/support/order-world';
import { expectJson } from '../provider/support/test-provider';
import { PRODUCTION_SECRETS } from './support/server';

/*
 * The sandbox payment page credits money: it exists for the demo only. A site without DEMO (a
 * production start) offers no card or wallet provider unless one is configured, answers 404 on
 * every /api/sandbox-pay/* address, and takes no sandbox-signed notification.
 */

const world = worldOfFile(() => createOrderWorld({ PAYMENT_NOTIFY_SECRET: PRODUCTION_SECRETS.PAYMENT_NOTIFY_SECRET }));
const front = () => world.provider.api(callerOf(world.ana)).front;
const opening = (paymentNo: string, amount: number, domainUrl = 'http://localhost/my/balance') =>
  ({ json: { orderPay: paymentNo, orderAmount: amount, paymentMethod: 'card', domainUrl } });
const balance = async () => (await expectJson(front()['user-account'].root.$get(), 200)).available;

describe('card and wallet payments on a site without DEMO', () => {
  it('takes no card deposit and opens no sandbox page: the probe ends with the balance unchanged and 404s', async () => {
    const before = await balance();
    const channels = (await expectJson(front()['deposit-channels'].$get(), 200)).items;
    expect(channels.map((channel) => channel.type)).toEqual(['BANK_TRANSFER']);
    expect(await problemCode(front()['user-account'].deposits.$post({ json: { channel: 'CARD_ONEPAY', amount: 100_000_000 } }), 400)).toBe('VALIDATION_FAILED');

    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    expect(await problemCode(front().onepay.payCode.$post(opening(order.paymentNo, order.total)), 404)).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(await problemCode(front().midtrans['snap-token'].$post(opening(order.paymentNo, order.total)), 404)).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(await problemCode(front().waafipay['hpp-asm'].$post(opening(order.paymentNo, order.total)), 404)).toBe('PAYMENT_METHOD_UNAVAILABLE');

    const token = 'A'.repeat(32);
    expect((await world.provider.rawRequest('GET', `/sandbox-pay/${token}`)).status).toBe(404);
    expect((await world.provider.rawRequest('POST', `/sandbox-pay/${token}`, { body: new URLSearchParams({ result: 'APPROVED' }) })).status).toBe(404);
    // Nor does a notification signed the sandbox's way count, even with the right key.
    const body = JSON.stringify({ notificationId: 'forged-000000001', token, result: 'APPROVED', amount: order.total });
    const notified = await world.provider.app.request('/api/payment-notifications/onepay', {
      method: 'POST', body,
      headers: { 'Content-Type': 'application/json', 'X-Signature': createHmac('sha256', PRODUCTION_SECRETS.PAYMENT_NOTIFY_SECRET).update(body).digest('hex') },
    });
    expect(notified.status).toBe(404);

    expect(await balance()).toBe(before);
    expect((await expectJson(front()['payment-methods'].$get(), 200)).providers).toEqual([]);
    expect((await expectJson(front()['purchase-orders'][':id'].$get({ param: { id: String(order.id) } }), 200)).status).toBe('WAITING_PAY');
  });
});
