import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from './support/demo-server';
import { type RunningServer, startServer } from './support/server';

/*
 * Card payments through the storefront, as a shopper's browser and a provider reach it: the
 * payment page sends the shopper back to this site only, and a provider's signed notification
 * gets through the storefront's /api door to the embedded provider.
 */

const SECRET = 'payment-pages-notify-secret-0123456789abcdef';

let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  // A demo (the sandbox stands in for the providers) whose notification key the test holds.
  server = await startServer({ PAYMENT_NOTIFY_SECRET: SECRET });
  const login = await server.request('/auth/session', {
    method: 'POST', headers: { 'content-type': 'application/json', origin: own('') }, body: JSON.stringify(DEMO_LOGIN),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
});
afterAll(() => server.stop());

const own = (path: string) => `http://localhost:${server.port}${path}`;
const call = (path: string, json?: unknown) => server.request(path, {
  method: json === undefined ? 'GET' : 'POST',
  headers: { cookie, origin: own(''), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(json === undefined ? {} : { body: JSON.stringify(json) }),
});
const available = async () => ((await (await call('/api/front/user-account/root')).json()) as { available: number }).available;

/** A card deposit of the demo shopper and the OnePay request that opens its payment page. */
async function cardDeposit(amount: number) {
  const deposit = await call('/api/front/user-account/deposits', { channel: 'CARD_ONEPAY', amount });
  expect(deposit.status).toBe(200);
  const { paymentNo } = (await deposit.json()) as { paymentNo: string };
  return (domainUrl: string) => call('/api/front/onepay/payCode', { orderPay: paymentNo, orderAmount: amount, paymentMethod: 'CARD', domainUrl });
}

describe('the payment page', () => {
  it('sends the shopper back to this site only: another origin is refused (400)', async () => {
    const open = await cardDeposit(12_000);
    for (const hostile of ['https://evil.example/steal', `https://localhost.evil.example:${server.port}/my/balance`, `http://localhost:${server.port + 1}/my/balance`]) {
      const refused = await open(hostile);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'domainUrl' }] });
    }
    const opened = await open(own('/my/balance'));
    expect(opened.status).toBe(200);
    const { payUrl } = ((await opened.json()) as { data: { payUrl: string } }).data;
    const declined = await server.request(new URL(payUrl).pathname, {
      method: 'POST', headers: { origin: own(''), 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=DECLINED',
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toMatch(new RegExp(`^${own('/my/balance')}\\?paymentNo=PM\\w+&result=DECLINED$`));
  });
});

describe('a provider notification sent to the public site', () => {
  it('reaches the provider with its signature, and credits the deposit once', async () => {
    const open = await cardDeposit(15_000);
    const { payCode } = ((await (await open(own('/my/balance'))).json()) as { data: { payCode: string } }).data;
    const before = await available();
    const body = JSON.stringify({ notificationId: 'storefront-notice-0001', token: payCode, result: 'APPROVED', amount: 15_000 });
    const notify = () => server.request('/api/payment-notifications/onepay', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', SECRET).update(body).digest('hex') }, body,
    });
    const accepted = await notify();
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ status: 'APPROVED' });
    expect(await available()).toBe(before + 15_000);
    expect((await notify()).status).toBe(400);
    expect(await available()).toBe(before + 15_000);
  });
});
