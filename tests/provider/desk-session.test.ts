import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeskSession } from '../../contract/desk';
import { operators, operatorSessions } from '../../provider/db/schema';
import { DEMO_OWNER, deskLogIn, lastAudit, newOperator, OPERATOR_PASSWORD, totpCode } from './support/operators';
import { createTestProvider, expectJson, expectProblem, expectStatus, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('POST /api/desk/session', () => {
  it('signs the demo owner in with an operator token of its own kind, stored as a hash', async () => {
    const session = DeskSession.parse(await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password));
    expect(session.token).toMatch(/^desk\.[A-Za-z0-9_-]{43}$/);
    expect(new Date(session.expiresAt).toISOString()).toBe('2026-06-02T09:00:00.000Z');
    expect(session.operator).toMatchObject({ email: DEMO_OWNER.email, role: 'OWNER', totpEnabled: false, disabledAt: null });
    expect(JSON.stringify(session.operator)).not.toMatch(/scrypt|passwordHash|totpSecret/);
    const stored = await provider.db.select().from(operatorSessions);
    expect(stored.some((row) => row.tokenHash.includes(session.token.slice(5)))).toBe(false);
    expect((await lastAudit(provider, 'session.create')).operatorId).toBe(session.operator.id);
    const me = await expectJson(provider.api({ tenant: 'default', token: session.token }).desk.me.$get(), 200);
    expect(me.email).toBe(DEMO_OWNER.email);
  });

  it('answers an unknown address and a wrong password alike, and 400 for malformed bodies', async () => {
    for (const [email, password] of [['nobody@example.com', DEMO_OWNER.password], [DEMO_OWNER.email, 'Wrong-pass-1']]) {
      const problem = await expectProblem(provider.api({ tenant: 'vn' }).desk.session.$post({ json: { email: email!, password: password! } }), 401);
      expect(problem.code).toBe('INVALID_CREDENTIALS');
    }
    for (const json of [{}, { email: 'x', password: 'y' }, { email: DEMO_OWNER.email, password: 'p', totpCode: '12' }]) {
      expect((await expectProblem(provider.rawRequest('POST', '/desk/session', { tenant: 'vn', json }), 400)).code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses the sixth failed sign-in of an address within 15 minutes, even with the right password, apart from the shop\'s limits', async () => {
    const api = provider.api({ tenant: 'ru' });
    for (let i = 0; i < 5; i++) {
      await expectProblem(api.desk.session.$post({ json: { email: DEMO_OWNER.email, password: `Wrong-pass-${i}` } }), 401);
    }
    const blocked = await expectStatus(api.desk.session.$post({ json: DEMO_OWNER }), 429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The shop's login of the same address on the same tenant is counted apart.
    await expectProblem(provider.api({ tenant: 'ru' }).front.user.login.$post({ json: { email: DEMO_OWNER.email, password: 'Wrong-pass-1' } }), 401);
    provider.clock.advance(15 * 60_000 + 1000);
    await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'ru');
  });

  it('ends the session on DELETE: the token is refused afterwards', async () => {
    const { token } = await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password);
    const api = provider.api({ tenant: 'default', token });
    await expectStatus(api.desk.session.$delete(), 204);
    expect((await lastAudit(provider, 'session.end')).recordType).toBe('operator_session');
    expect((await expectProblem(api.desk.me.$get(), 401)).code).toBe('UNAUTHORIZED');
  });
});

describe('the second factor', () => {
  it('is enrolled with a confirmed code, then asked for at sign-in; an authenticator code serves once, a recovery code once', async () => {
    const owner = await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password);
    const finance = await newOperator(provider, owner.token, 'finance@example.com', 'FINANCE');
    const api = provider.api({ tenant: 'default', token: finance.token });

    const { secret, otpauthUri } = await expectJson(api.desk.me.totp.$post(), 200);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect((await expectProblem(api.desk.me.totp.confirm.$post({ json: { code: totpCode(provider, secret, 5) } }), 400)).code).toBe('INVALID_CODE');
    const { recoveryCodes } = await expectJson(api.desk.me.totp.confirm.$post({ json: { code: totpCode(provider, secret) } }), 200);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await lastAudit(provider, 'operator.second_factor_enable')).after).toEqual({ totpEnabled: true });
    expect((await expectJson(api.desk.me.$get(), 200)).totpEnabled).toBe(true);
    expect((await expectProblem(api.desk.me.totp.$post(), 409)).code).toBe('SECOND_FACTOR_ALREADY_SET');
    const [stored] = await provider.db.select().from(operators).where(eq(operators.email, 'finance@example.com'));
    expect(JSON.stringify(stored?.recoveryCodeHashes)).not.toContain(recoveryCodes[0]);

    const signIn = (extra: { totpCode?: string; recoveryCode?: string }) =>
      provider.api({ tenant: 'default' }).desk.session.$post({ json: { email: 'finance@example.com', password: OPERATOR_PASSWORD, ...extra } });
    expect((await expectProblem(signIn({}), 401)).code).toBe('SECOND_FACTOR_CODE_REQUIRED');
    // The code that confirmed the enrolment was used: it does not sign in.
    expect((await expectProblem(signIn({ totpCode: totpCode(provider, secret) }), 401)).code).toBe('INVALID_CREDENTIALS');
    provider.clock.advance(30_000);
    const code = totpCode(provider, secret);
    await expectJson(signIn({ totpCode: code }), 200);
    expect((await expectProblem(signIn({ totpCode: code }), 401)).code).toBe('INVALID_CREDENTIALS');
    expect((await lastAudit(provider, 'session.create')).after).toEqual({ secondFactor: 'TOTP' });

    const recovery = recoveryCodes[3]!;
    await expectJson(signIn({ recoveryCode: recovery.toUpperCase() }), 200);
    expect((await lastAudit(provider, 'session.create')).after).toEqual({ secondFactor: 'RECOVERY_CODE' });
    expect((await expectProblem(signIn({ recoveryCode: recovery }), 401)).code).toBe('INVALID_CREDENTIALS');
    await expectJson(signIn({ recoveryCode: recoveryCodes[4]! }), 200);
  });
});
