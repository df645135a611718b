import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../provider/db/schema';
import type { Problem } from '../../contract/problem';
import { Profile, Session } from '../../contract/user';
import { DEMO_SHOPPER, logIn, signUp } from './support/shoppers';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const MINUTE_MS = 60_000;
const loginAttempt = (email: string, password: string, options: { tenant?: string; client?: string } = {}) =>
  provider.request('POST', '/front/user/login', {
    tenant: options.tenant ?? 'default',
    json: { email, password },
    headers: { 'X-Forwarded-For': options.client ?? '203.0.113.10' },
  });

describe('POST /api/front/user/login', () => {
  it('logs the demo shopper in with an opaque 3-month token', async () => {
    const session = Session.parse(await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password));
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(session.expiresAt).toISOString()).toBe('2026-06-02T09:00:00.000Z');
    expect(session.profile).toMatchObject({ email: DEMO_SHOPPER.email, name: 'Alex Morgan', language: 'en', unreadNotificationCount: 2 });
    // Only the token's hash is stored.
    const stored = await provider.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash.includes(session.token))).toBe(false);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    await logIn(provider, '  Demo@Example.COM ', DEMO_SHOPPER.password);
  });

  it('answers an unknown e-mail exactly as a wrong password, in about the same time', async () => {
    const attempt = async (email: string) => {
      const startedAt = performance.now();
      const response = await loginAttempt(email, 'Wrong-pass-1', { client: '203.0.113.20' });
      return { ms: performance.now() - startedAt, status: response.status, body: await response.text() };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    await attempt('warm-up@example.com');
    const unknown = [];
    const wrong = [];
    // Alternating, so load on the machine touches both alike; four tries keep the demo account under its lock.
    for (let round = 0; round < 4; round++) {
      unknown.push(await attempt(`nobody-${round}@example.com`));
      wrong.push(await attempt(DEMO_SHOPPER.email));
    }
    expect(new Set([...unknown, ...wrong].map(({ status, body }) => `${status} ${body}`)).size).toBe(1);
    expect(JSON.parse(unknown[0]?.body ?? '')).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    // Both spend one scrypt verification; without the dummy hash an unknown e-mail would answer in a few ms.
    const ratio = median(unknown.map(({ ms }) => ms)) / median(wrong.map(({ ms }) => ms));
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    provider.clock.advance(15 * MINUTE_MS);
  });

  it('locks an account at the sixth failure within 15 minutes, even for the right password, without touching other accounts', async () => {
    const victim = (await signUp(provider, 'victim@example.com')).profile.email;
    await signUp(provider, 'bystander@example.com');
    for (let failure = 1; failure <= 5; failure++) {
      expect((await loginAttempt(victim, `Guess-${failure}-pass`)).status).toBe(401);
    }
    const locked = await loginAttempt(victim, 'Lantern-2026');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect(((await locked.json()) as Problem).code).toBe('TOO_MANY_ATTEMPTS');

    // Another account, even from the same client, is not blocked.
    expect((await loginAttempt('bystander@example.com', 'Lantern-2026')).status).toBe(200);

    provider.clock.advance(10 * MINUTE_MS);
    expect((await loginAttempt(victim, 'Lantern-2026')).status).toBe(429);
    provider.clock.advance(6 * MINUTE_MS);
    expect((await loginAttempt(victim, 'Lantern-2026')).status).toBe(200);
  });

  it('limits failures per client address more loosely, but never on an account that has not failed itself', async () => {
    const client = '198.51.100.7';
    for (let account = 1; account <= 31; account++) {
      expect((await loginAttempt(`sweep-${account}@example.com`, 'Guess-1-pass', { client })).status).toBe(401);
    }
    // A second try on an account this client already failed on is refused...
    expect((await loginAttempt('sweep-1@example.com', 'Guess-2-pass', { client })).status).toBe(429);
    // ...but a shopper behind the same address (a shared proxy) who has not failed still logs in.
    expect((await loginAttempt(DEMO_SHOPPER.email, DEMO_SHOPPER.password, { client })).status).toBe(200);
    // Another client is unaffected.
    expect((await loginAttempt(DEMO_SHOPPER.email, DEMO_SHOPPER.password, { client: '198.51.100.8' })).status).toBe(200);
    provider.clock.advance(15 * MINUTE_MS);
  });

  it('answers 400 VALIDATION_FAILED problem JSON for malformed bodies', async () => {
    for (const json of [{}, { email: 'not-an-address', password: 'x' }, { email: DEMO_SHOPPER.email }]) {
      const problem = await provider.call<Problem>('POST', '/front/user/login', 400, { tenant: 'default', json });
      expect(problem.code).toBe('VALIDATION_FAILED');
    }
    const notJson = await provider.request('POST', '/front/user/login', {
      tenant: 'default', headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.headers.get('Content-Type')).toBe('application/problem+json');
    const form = await provider.request('POST', '/front/user/login', {
      tenant: 'default', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('keeps accounts of two tenants apart: the same e-mail, separate passwords and tokens', async () => {
    const vn = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn');
    expect(vn.profile).toMatchObject({ name: 'Nguyễn Minh Anh', language: 'vi' });
    // A token is valid for its own tenant only.
    const problem = await provider.call<Problem>('GET', '/front/user/profile', 401, { tenant: 'default', token: vn.token });
    expect(problem.code).toBe('UNAUTHORIZED');
    Profile.parse(await provider.call('GET', '/front/user/profile', 200, { tenant: 'vn', token: vn.token }));
    // The demo shopper exists on ru? No: its login fails there like any unknown e-mail.
    expect((await loginAttempt(DEMO_SHOPPER.email, DEMO_SHOPPER.password, { tenant: 'ru' })).status).toBe(401);
  });
});

describe('user calls and sessions', () => {
  it('answers 401 UNAUTHORIZED without a token, with a malformed or unknown one', async () => {
    for (const headers of [{}, { Authorization: 'Basic abc' }, { Authorization: 'Bearer ' + 'x'.repeat(43) }]) {
      const response = await provider.request('GET', '/front/user/profile', { tenant: 'default', headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(((await response.json()) as Problem).code).toBe('UNAUTHORIZED');
    }
  });

  it('ends the session on logout: the token then gets 401, other sessions go on', async () => {
    const first = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const second = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await provider.call('POST', '/front/user/logout', 204, { tenant: 'default', token: first.token });
    await provider.call('GET', '/front/user/profile', 401, { tenant: 'default', token: first.token });
    await provider.call('POST', '/front/user/logout', 401, { tenant: 'default', token: first.token });
    await provider.call('GET', '/front/user/profile', 200, { tenant: 'default', token: second.token });
  });

  it('lets a session expire after 3 months', async () => {
    const session = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    provider.clock.advance(new Date(session.expiresAt).getTime() - provider.clock.now().getTime() - 1000);
    await provider.call('GET', '/front/user/profile', 200, { tenant: 'default', token: session.token });
    provider.clock.advance(1000);
    await provider.call('GET', '/front/user/profile', 401, { tenant: 'default', token: session.token });
  });

  it('stores nothing but hashes of tokens', async () => {
    const session = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const rows = await provider.db.select().from(sessions).where(eq(sessions.tenantId, 'default'));
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash) && row.tokenHash !== session.token)).toBe(true);
  });
});
