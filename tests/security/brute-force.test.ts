import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForgetPasswordRequest, PasswordChangeRequest } from '../../contract/user';
import { takeAttempt } from '../../provider/auth/rate-limiter';
import { emailCodes } from '../../provider/db/schema';
import { ProblemError } from '../../provider/http/problem';
import { insertBareTenant } from '../provider/support/bare-tenant';
import { acceptedTerms, DEMO_SHOPPER, mailCode, signUp, signupPayload } from '../provider/support/shoppers';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from '../provider/support/test-provider';

/*
 * Guessing passwords and codes: every guess is counted, per account and per client, and the
 * answers give away neither which accounts exist nor how close a guess came.
 */

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const PASSWORD = 'Lantern-2026';
const loginAttempt = (email: string, password: string, options: { tenant?: string; client?: string } = {}) =>
  provider.api({ tenant: options.tenant ?? 'default', headers: { 'X-Forwarded-For': options.client ?? '203.0.113.10' } })
    .front.user.login.$post({ json: { email, password } });
const user = (token?: string, tenant = 'default') => provider.api({ tenant, token }).front.user;
const changePassword = (token: string, json: PasswordChangeRequest) => user(token)['change-password'].$put({ json });
const resetPassword = (json: ForgetPasswordRequest) => user()['forget-password'].$post({ json });

describe('password guesses at login', () => {
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

  it('blocks an address at its sixth failure on an account within 15 minutes, even for the right password, and only that address', async () => {
    const victim = (await signUp(provider, 'victim@example.com')).profile.email;
    await signUp(provider, 'bystander@example.com');
    for (let failure = 1; failure <= 5; failure++) {
      expect((await loginAttempt(victim, `Guess-${failure}-pass`)).status).toBe(401);
    }
    const blocked = await loginAttempt(victim, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect((await expectProblem(Promise.resolve(blocked), 429)).code).toBe('TOO_MANY_ATTEMPTS');

    // The owner, from an address of their own, is not locked out by the guesses.
    expect((await loginAttempt(victim, PASSWORD, { client: '203.0.113.11' })).status).toBe(200);
    // Another account, even from the blocked address, is not blocked.
    expect((await loginAttempt('bystander@example.com', PASSWORD)).status).toBe(200);

    provider.clock.advance(10 * MINUTE_MS);
    expect((await loginAttempt(victim, PASSWORD)).status).toBe(429);
    provider.clock.advance(6 * MINUTE_MS);
    expect((await loginAttempt(victim, PASSWORD)).status).toBe(200);
    provider.clock.advance(HOUR_MS);
  });

  it('lets the owner in from an address with no failures while strangers hammer the account from many others', async () => {
    const owner = (await signUp(provider, 'hammered@example.com')).profile.email;
    for (let stranger = 1; stranger <= 12; stranger++) {
      for (let guess = 1; guess <= 6; guess++) await loginAttempt(owner, `Guess-${guess}-pass`, { client: `192.0.2.${stranger}` });
    }
    expect((await loginAttempt(owner, PASSWORD, { client: '203.0.113.99' })).status).toBe(200);
    provider.clock.advance(HOUR_MS);
  });

  it('slows guesses spread over many addresses: past ten failures on the account, an address that failed waits longer after each', async () => {
    const target = (await signUp(provider, 'spread@example.com')).profile.email;
    const guessFrom = (address: number) => loginAttempt(target, 'Guess-1-pass', { client: `192.0.2.${100 + address}` });
    // Ten addresses fail once each: the account reaches its ceiling.
    for (let address = 1; address <= 10; address++) expect((await guessFrom(address)).status).toBe(401);
    // Past the ceiling, an address that failed must wait before its next guess...
    const waits: number[] = [];
    for (let address = 11; address <= 14; address++) {
      const again = await guessFrom(1);
      expect(again.status).toBe(429);
      expect((await expectProblem(Promise.resolve(again), 429)).code).toBe('TOO_MANY_ATTEMPTS');
      waits.push(Number(again.headers.get('Retry-After')));
      // ...while a new address still gets its one guess, each failure lengthening every wait.
      expect((await guessFrom(address)).status).toBe(401);
    }
    expect(waits.every((wait, i) => i === 0 || wait > (waits[i - 1] ?? 0))).toBe(true);
    // The owner, from a clean address, still logs in; once the wait is over, the slowed address gets its try.
    expect((await loginAttempt(target, PASSWORD, { client: '203.0.113.98' })).status).toBe(200);
    provider.clock.advance(15 * MINUTE_MS);
    expect((await guessFrom(1)).status).toBe(401);
    provider.clock.advance(HOUR_MS);
  });

  it('throttles one address guessing across many accounts, on every account, and no other address', async () => {
    const client = '198.51.100.7';
    for (let account = 1; account <= 30; account++) {
      expect((await loginAttempt(`sweep-${account}@example.com`, 'Guess-1-pass', { client })).status).toBe(401);
    }
    // An account it has not tried yet is refused too (spraying one password over many accounts)...
    const sprayed = await loginAttempt('sweep-31@example.com', 'Guess-1-pass', { client });
    expect(sprayed.status).toBe(429);
    expect(Number(sprayed.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    // ...and so is a shopper sharing the address (a proxy not in TRUSTED_PROXIES shares its allowance).
    expect((await loginAttempt(DEMO_SHOPPER.email, DEMO_SHOPPER.password, { client })).status).toBe(429);
    // Another client is unaffected.
    expect((await loginAttempt(DEMO_SHOPPER.email, DEMO_SHOPPER.password, { client: '198.51.100.8' })).status).toBe(200);
    provider.clock.advance(15 * MINUTE_MS);
    expect((await loginAttempt(DEMO_SHOPPER.email, DEMO_SHOPPER.password, { client })).status).toBe(200);
  });
});

describe('password guesses behind a session', () => {
  it('counts wrong old passwords against the account: the sixth is 429', async () => {
    const { token } = await signUp(provider, 'pw-guess@example.com');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expectProblem(changePassword(token, { oldPassword: `Guess-${attempt}-pw`, newPassword: 'Brand-new-2026' }), 400);
    }
    await expectProblem(changePassword(token, { oldPassword: PASSWORD, newPassword: 'Brand-new-2026' }), 429);
    provider.clock.advance(15 * 60_000);
  });
});

describe('e-mailed codes', () => {
  it('sends one code a minute per address and purpose (429 with Retry-After)', async () => {
    await expectJson(user()['send-email-code'].$post({ json: { email: 'resend@example.com', purpose: 'SIGNUP' } }), 200);
    provider.clock.advance(20_000);
    const response = await user()['send-email-code'].$post({ json: { email: 'resend@example.com', purpose: 'SIGNUP' } });
    expect(response.headers.get('Retry-After')).toBe('40');
    expect((await expectProblem(Promise.resolve(response), 429)).code).toBe('TOO_MANY_ATTEMPTS');
    // Another purpose or tenant has its own minute.
    await expectJson(user(undefined, 'vn')['send-email-code'].$post({ json: { email: 'resend@example.com', purpose: 'SIGNUP' } }), 200);
    provider.clock.advance(40_000);
    await expectJson(user()['send-email-code'].$post({ json: { email: 'resend@example.com', purpose: 'SIGNUP' } }), 200);
  });

  it('voids a code after five wrong tries', async () => {
    const code = await mailCode(provider, 'five@example.com', 'SIGNUP');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expectJson(user()['verify-email-code'].$post({ json: { email: 'five@example.com', verificationCode: wrong } }), 200);
    }
    expect(await expectJson(user()['verify-email-code'].$post({ json: { email: 'five@example.com', verificationCode: code } }), 200)).toEqual({ valid: false });
    const problem = await expectProblem(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('five@example.com'), verificationCode: code } }), 400);
    expect(problem.code).toBe('INVALID_CODE');
  });

  it('stops a code guesser who keeps asking for new codes (429 after ten wrong codes an hour)', async () => {
    await signUp(provider, 'guessed@example.com');
    let status = 0;
    for (let round = 0; round < 3 && status !== 429; round++) {
      await mailCode(provider, 'guessed@example.com', 'RESET_PASSWORD');
      provider.clock.advance(60_000);
      for (let attempt = 0; attempt < 5 && status !== 429; attempt++) {
        status = (await resetPassword({ email: 'guessed@example.com', verificationCode: `10000${attempt}`, newPassword: 'Guessed-2026' })).status;
      }
    }
    expect(status).toBe(429);
    const codes = await provider.db.select().from(emailCodes)
      .where(and(eq(emailCodes.email, 'guessed@example.com'), eq(emailCodes.purpose, 'RESET_PASSWORD')));
    expect(codes.map((code) => code.attempts)).toEqual([5, 5, 0]);
  });
});

describe('the rate limiter', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false });
    await insertBareTenant(provider.db, 't1');
  });
  afterAll(() => provider.close());

  const limit = { key: 'test:parallel', max: 5, windowMs: 60_000 };
  const attempt = () => takeAttempt(provider.db, 't1', [limit], provider.clock.now()).then(() => 'allowed', (error: unknown) => {
    if (!(error instanceof ProblemError)) throw error;
    return error.problem.headers?.['Retry-After'];
  });

  it('lets exactly `max` of many parallel attempts through', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, attempt));
    expect(results.filter((result) => result === 'allowed')).toHaveLength(5);
    expect(new Set(results.filter((result) => result !== 'allowed'))).toEqual(new Set(['60']));
  });

  it('starts a new window once the old one is over', async () => {
    provider.clock.advance(59_000);
    expect(await attempt()).toBe('1');
    provider.clock.advance(1_000);
    expect(await attempt()).toBe('allowed');
  });
});
