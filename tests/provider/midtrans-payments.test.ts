import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../provider/db/schema';
import { loadEnv } from '../../provider/env';
import { problemCode } from './support/cart-catalog';
import { buyTees, callerOf, createOrderWorld, type OrderWorld } from './support/order-world';
import { expectJson } from './support/test-provider';

/*
 * Midtrans Snap taken for real (PAYMENT_PROVIDERS=midtrans): the provider creates the Snap
 * transaction with its server key, in rupiah at the tenant's rate, and only a notification
 * with Midtrans's signature_key marks the payment paid. A local server plays Midtrans.
 */

const SERVER_KEY = 'SB-Mid-server-test-key-0123456789';
const RATE = 2300.5;

interface SnapCall { authorization: string | undefined; body: { transaction_details: { order_id: string; gross_amount: number }; callbacks: { finish: string } } }
const calls: SnapCall[] = [];
let midtrans: Server;
let world: OrderWorld;

beforeAll(async () => {
  midtrans = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => { text += chunk.toString(); });
    request.on('end', () => {
      calls.push({ authorization: request.headers.authorization, body: JSON.parse(text) as SnapCall['body'] });
      const ok = request.method === 'POST' && request.url === '/snap/v1/transactions';
      response.writeHead(ok ? 201 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(ok ? { token: 'snap-token-1', redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1' } : {}));
    });
  });
  await new Promise<void>((resolve) => midtrans.listen(0, '127.0.0.1', resolve));
  const address = midtrans.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  world = await createOrderWorld({ PAYMENT_PROVIDERS: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_API_URL: `http://127.0.0.1:${port}` });
  await world.provider.db.update(tenants).set({ currency: 'IDR', cnyExchangeRate: RATE }).where(eq(tenants.id, 'default'));
});
afterAll(async () => {
  await world.provider.close();
  await new Promise((resolve) => midtrans.close(resolve));
});

const front = () => world.provider.api(callerOf(world.ana)).front;
const opening = (order: { paymentNo: string; total: number }) =>
  ({ json: { orderPay: order.paymentNo, orderAmount: order.total, paymentMethod: 'WALLET', domainUrl: 'http://localhost/my/purchase' } });
const signed = (fields: { order_id: string; status_code: string; gross_amount: string; transaction_status: string; transaction_id: string }, key = SERVER_KEY) => ({
  ...fields, fraud_status: 'accept', currency: 'IDR',
  signature_key: createHash('sha512').update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${key}`).digest('hex'),
});
const notify = (body: object) => world.provider.app.request('/api/payment-notifications/midtrans', {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
});

describe('Midtrans Snap, configured', () => {
  it('is the one provider offered, to a tenant charging in rupiah, and opens a Snap transaction at the tenant\'s rate', async () => {
    expect((await expectJson(front()['payment-methods'].$get(), 200)).providers).toEqual(['MIDTRANS']);
    const channels = (await expectJson(front()['deposit-channels'].$get(), 200)).items.map((channel) => channel.channel);
    expect(channels).toEqual(['BANK_TRANSFER', 'WALLET_MIDTRANS']);
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    expect(await problemCode(front().onepay.payCode.$post(opening(order)), 404)).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const snap = await expectJson(front().midtrans['snap-token'].$post(opening(order)), 200);
    expect(snap).toEqual({ token: 'snap-token-1', redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1' });
    const call = calls.at(-1)!;
    expect(call.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(call.body.transaction_details.gross_amount).toBe(Math.ceil((order.total * RATE) / 100));
    expect(call.body.callbacks.finish).toBe(`http://localhost/my/purchase?paymentNo=${order.paymentNo}`);
    // The sandbox page never settles a session of a provider taken for real.
    const sandbox = await world.provider.rawRequest('POST', `/sandbox-pay/${call.body.transaction_details.order_id}`, { body: new URLSearchParams({ result: 'APPROVED' }) });
    expect(sandbox.status).toBe(404);
  });

  it('charges an order at the rate it was priced at, not at a rate the owner set since', async () => {
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    await world.provider.db.update(tenants).set({ cnyExchangeRate: RATE * 2 }).where(eq(tenants.id, 'default'));
    try {
      await expectJson(front().midtrans['snap-token'].$post(opening(order)), 200);
      expect(calls.at(-1)!.body.transaction_details.gross_amount).toBe(Math.ceil((order.total * RATE) / 100));
    } finally {
      await world.provider.db.update(tenants).set({ cnyExchangeRate: RATE }).where(eq(tenants.id, 'default'));
    }
  });

  it('marks the payment paid only for a notification with Midtrans\'s signature and the rupiah asked for, once', async () => {
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    await expectJson(front().midtrans['snap-token'].$post(opening(order)), 200);
    const { order_id, gross_amount } = calls.at(-1)!.body.transaction_details;
    const fields = { order_id, status_code: '200', gross_amount: `${gross_amount}.00`, transaction_status: 'settlement', transaction_id: 'f3c1b2a4-0000-4000-8000-000000000001' };
    const status = async () => (await expectJson(front()['purchase-orders'][':id'].$get({ param: { id: String(order.id) } }), 200)).status;

    expect((await notify(signed(fields, 'SB-Mid-server-someone-else-000'))).status).toBe(400);
    expect((await notify({ ...signed(fields), gross_amount: `${gross_amount - 1}.00` })).status).toBe(400);
    expect((await notify(signed({ ...fields, gross_amount: `${gross_amount - 1}.00` }))).status).toBe(400);
    // Pending: verified, and nothing changes.
    expect(await (await notify(signed({ ...fields, status_code: '201', transaction_status: 'pending' }))).json()).toEqual({ status: 'OPEN' });
    expect(await status()).toBe('WAITING_PAY');
    // Nor does the sandbox's own signature count here.
    const sandboxSigned = await world.provider.app.request('/api/payment-notifications/midtrans', {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Signature': 'f'.repeat(64) },
      body: JSON.stringify({ notificationId: 'sandbox-000000001', token: order_id, result: 'APPROVED', amount: order.total }),
    });
    expect(sandboxSigned.status).toBe(400);

    const accepted = await notify(signed(fields));
    expect(accepted.status).toBe(200);
    expect(await status()).toBe('PAID');
    expect((await notify(signed(fields))).status).toBe(400);
  });
});

describe('PAYMENT_PROVIDERS at start-up', () => {
  it('refuses a provider without its keys, naming the variable, and one without a real adapter', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDERS: 'midtrans' })).toThrow(/MIDTRANS_SERVER_KEY: Set it: PAYMENT_PROVIDERS names midtrans/);
    expect(() => loadEnv({ PAYMENT_PROVIDERS: 'waafipay' })).toThrow(/PAYMENT_PROVIDERS/);
    expect(loadEnv({ PAYMENT_PROVIDERS: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY }).PAYMENT_PROVIDERS).toEqual(['midtrans']);
  });
});
