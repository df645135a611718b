import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderApp, type ProviderApp } from '../../provider/app';
import { summarizeError } from '../../contract/logging.server';
import { createCartWorld } from '../provider/support/cart-catalog';
import type { TestProvider } from '../provider/support/test-provider';
import { type CapturedLog, captureLog } from './support/captured-log';

/**
 * Issue 8, defect 10: a failed query logged its SQL with every parameter (customs names and ID
 * numbers). The provider's log is now structured, tagged with a request id, and holds no
 * personal data, password, code, token or SQL parameter, whatever fails.
 */

let provider: TestProvider;
let token: string;
let app: ProviderApp;
let captured: CapturedLog;

const PERSONAL = {
  fullName: 'Ada Quennell-Byron',
  idNumber: 'X9876543Z',
  taxNumber: 'TAX7766554',
  phoneNumber: '+44 20 7946 0958',
  password: 'Sesame-Open-42',
  email: 'cart@example.com',
};

beforeAll(async () => {
  ({ provider, token } = await createCartWorld());
  captured = captureLog();
  app = createProviderApp({ db: provider.db, storage: provider.storage, env: provider.env, mailer: provider.mailer, events: provider.events, clock: provider.clock.now, log: captured.log });
  // Routes that fail inside the database with a value from the request, as an unbounded field would.
  app.get('/security-test/cast', async (c) => c.json(await c.var.db.execute(sql`SELECT ${c.req.query('value') ?? ''}::int4`)));
});
afterAll(() => provider.close());

const send = (method: string, path: string, { json, requestId, as = token }: { json?: unknown; requestId?: string; as?: string } = {}) =>
  app.request(`/api${path}`, {
    method,
    headers: {
      'X-Tenant-Id': 'default',
      ...(as ? { Authorization: `Bearer ${as}` } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(requestId ? { 'X-Request-Id': requestId } : {}),
    },
    body: json === undefined ? null : JSON.stringify(json),
  });

const expectNothingPersonal = () => {
  const text = captured.text();
  for (const value of [...Object.values(PERSONAL), token]) expect(text).not.toContain(value);
  expect(text).not.toMatch(/params:|insert into|select /i);
};

describe('the provider log', () => {
  it('logs a query that failed with personal data as its class and SQL state only, under the request id', async () => {
    // The customs table refuses every row, so saving fails inside the database (a 500).
    await provider.db.execute(sql`ALTER TABLE customs_info ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    try {
      const response = await send('POST', '/front/customs-info/save', {
        requestId: 'checkout-42',
        json: { fullName: PERSONAL.fullName, idType: 'PASSPORT', idNumber: PERSONAL.idNumber, taxNumber: PERSONAL.taxNumber },
      });
      expect(response.status).toBe(500);
      expect(response.headers.get('X-Request-Id')).toBe('checkout-42');
      expect(await response.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await provider.db.execute(sql`ALTER TABLE customs_info DROP CONSTRAINT refuse_all`);
    }
    const failure = captured.entries().find((entry) => entry['msg'] === 'request failed');
    expect(failure).toMatchObject({ level: 50, service: 'provider', requestId: 'checkout-42' });
    // Drizzle wraps the PostgreSQL error; the check violation's SQL state is what tells the cause.
    expect(JSON.stringify(failure?.['err'])).toContain('"code":"23514"');
    expect(captured.entries()).toContainEqual(expect.objectContaining({ requestId: 'checkout-42', method: 'POST', path: '/api/front/customs-info/save', status: 500 }));
    expectNothingPersonal();
  });

  it('logs a value the database refused (a data exception) without the value its message quotes', async () => {
    const response = await send('GET', `/security-test/cast?value=${encodeURIComponent(PERSONAL.fullName)}`);
    expect(response.status).toBe(400);
    const refused = captured.entries().find((entry) => entry['msg'] === 'input refused by the database');
    expect(JSON.stringify(refused?.['err'])).toContain('"code":"22P02"');
    expectNothingPersonal();
  });

  it('logs refused input, logins and profile changes without their fields or query strings', async () => {
    await send('PUT', '/front/user/profile', { json: { name: `${PERSONAL.fullName}\u0000`, phoneNumber: PERSONAL.phoneNumber } });
    await send('PUT', '/front/user/profile', { json: { name: PERSONAL.fullName, phoneNumber: PERSONAL.phoneNumber } });
    await send('POST', '/front/user/login', { as: '', json: { email: PERSONAL.email, password: PERSONAL.password } });
    await send('GET', `/front/user/check-email-available?email=${encodeURIComponent(PERSONAL.email)}`, { as: '' });
    const statuses = captured.entries().filter((entry) => entry['msg'] === 'answered').map((entry) => entry['status']);
    expect(statuses).toEqual(expect.arrayContaining([400, 200, 401]));
    expectNothingPersonal();
  });

  it('logs a path by its route, never a parameter that acts as a credential (a payment page\'s token)', async () => {
    // The sandbox page is a demo extra: an app of the same world with DEMO on serves it.
    const demo = createProviderApp({ db: provider.db, storage: provider.storage, env: { ...provider.env, DEMO: true }, mailer: provider.mailer, events: provider.events, clock: provider.clock.now, log: captured.log });
    const paymentToken = 'Secr3tPaymentToken_0123456789abcd';
    await demo.request(`/api/sandbox-pay/${paymentToken}`);
    await demo.request(`/api/sandbox-pay/${paymentToken}`, { method: 'POST', body: new URLSearchParams({ result: 'APPROVED' }) });
    const paths = captured.entries().filter((entry) => entry['msg'] === 'answered').map((entry) => entry['path']);
    expect(paths.filter((path) => path === '/api/sandbox-pay/:token')).toHaveLength(2);
    expect(captured.text()).not.toContain(paymentToken);
  });

  it('logs a desk invitation\'s path without its one-time token', async () => {
    const secret = 'Invitation-token-0123456789abcdefghijklmnop';
    expect(secret).toHaveLength(43);
    const response = await send('POST', `/desk/invitations/${secret}/accept`, { as: '', json: { name: 'New Operator', password: PERSONAL.password } });
    expect(response.status).toBe(404);
    expect(captured.entries()).toContainEqual(expect.objectContaining({ path: '/api/desk/invitations/:token/accept', status: 404 }));
    expect(captured.text()).not.toContain(secret);
    expectNothingPersonal();
  });

  it('logs the storefronts\' site-version poll below info, so it does not drown the requests people made', async () => {
    expect((await app.request('/api/site-versions')).status).toBe(200);
    await send('GET', '/front/tenant', { as: '' });
    const paths = captured.entries().filter((entry) => entry['msg'] === 'answered').map((entry) => entry['path']);
    expect(paths).toContain('/api/front/tenant');
    expect(paths).not.toContain('/api/site-versions');
  });

  it('gives every request an id, and never keeps one that could forge a log line', async () => {
    const generated = (await send('GET', '/front/tenant', { as: '' })).headers.get('X-Request-Id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const forged = (await send('GET', '/front/tenant', { as: '', requestId: 'x" , "admin":"true' })).headers.get('X-Request-Id');
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
    const ids = captured.entries().map((entry) => entry['requestId']);
    expect(ids).toContain(generated);
    expect(ids).toContain(forged);
  });
});

describe('summarizeError', () => {
  it('keeps the class, code and stack frames of an error and its causes, never a message', () => {
    const cause = Object.assign(new Error(`duplicate key value (email)=(${PERSONAL.email})`), { code: '23505' });
    const error = new Error(`Failed query: insert into users values ($1) params: ${PERSONAL.email}`, { cause });
    const summary = summarizeError(error);
    expect(summary).toMatchObject({ class: 'Error', cause: { class: 'Error', code: '23505' } });
    expect(summary.stack?.[0]).toMatch(/^at /);
    expect(JSON.stringify(summary)).not.toContain(PERSONAL.email);
  });

  it('drops a code that is not a plain machine code', () => {
    expect(summarizeError(Object.assign(new Error('x'), { code: PERSONAL.email }))).not.toHaveProperty('code');
  });
});
