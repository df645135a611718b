import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../provider/db/schema';
import { Session } from '../../contract/user';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

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

  it('answers 400 VALIDATION_FAILED problem JSON for malformed bodies', async () => {
    for (const json of [{}, { email: 'not-an-address', password: 'x' }, { email: DEMO_SHOPPER.email }]) {
      const problem = await expectProblem(provider.rawRequest('POST', '/front/user/login', { tenant: 'default', json }), 400);
      expect(problem.code).toBe('VALIDATION_FAILED');
    }
    await expectProblem(provider.rawRequest('POST', '/front/user/login', {
      tenant: 'default', headers: { 'Content-Type': 'application/json' },
    }), 400);
    const form = await provider.rawRequest('POST', '/front/user/login', {
      tenant: 'default', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});
