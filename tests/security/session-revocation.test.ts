import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmailChangeRequest, type ForgetPasswordRequest, type PasswordChangeRequest, Profile, Session,
} from '../../contract/user';
import { sessions } from '../../provider/db/schema';
import { DEMO_SHOPPER, logIn, mailCode, signUp } from '../provider/support/shoppers';
import { createTestProvider, expectJson, expectProblem, expectStatus, type TestProvider } from '../provider/support/test-provider';

/* A session ends when the shopper logs out, when it expires, and when the password or e-mail changes. */

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const PASSWORD = 'Lantern-2026';
const user = (token?: string, tenant = 'default') => provider.api({ tenant, token }).front.user;
const profileStatus = async (token: string) => (await user(token).profile.$get()).status;
const changePassword = (token: string, json: PasswordChangeRequest) => user(token)['change-password'].$put({ json });
const changeEmail = (token: string, json: EmailChangeRequest) => user(token).email.$put({ json });
const resetPassword = (json: ForgetPasswordRequest) => user()['forget-password'].$post({ json });

describe('tokens', () => {
  it('answers 401 UNAUTHORIZED without a token, with a malformed or unknown one', async () => {
    for (const headers of [{}, { Authorization: 'Basic abc' }, { Authorization: 'Bearer ' + 'x'.repeat(43) }]) {
      const response = await provider.api({ tenant: 'default', headers }).front.user.profile.$get();
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect((await expectProblem(Promise.resolve(response), 401)).code).toBe('UNAUTHORIZED');
    }
  });

  it('ends the session on logout: the token then gets 401, other sessions go on', async () => {
    const first = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const second = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await expectStatus(user(first.token).logout.$post(), 204);
    await expectProblem(user(first.token).profile.$get(), 401);
    await expectProblem(user(first.token).logout.$post(), 401);
    await expectJson(user(second.token).profile.$get(), 200);
  });

  it('lets a session expire after 3 months', async () => {
    const session = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    provider.clock.advance(new Date(session.expiresAt).getTime() - provider.clock.now().getTime() - 1000);
    await expectJson(user(session.token).profile.$get(), 200);
    provider.clock.advance(1000);
    await expectProblem(user(session.token).profile.$get(), 401);
  });

  it('stores nothing but hashes of tokens', async () => {
    const session = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const rows = await provider.db.select().from(sessions).where(eq(sessions.tenantId, 'default'));
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash) && row.tokenHash !== session.token)).toBe(true);
  });
});

describe('credential changes', () => {
  it('changes the password, ends every session and answers a new one', async () => {
    const { token } = await signUp(provider, 'pw@example.com');
    const other = await logIn(provider, 'pw@example.com', PASSWORD);
    const session = Session.parse(await expectJson(changePassword(token, { oldPassword: PASSWORD, newPassword: 'Brand-new-2026' }), 200));
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(other.token)).toBe(401);
    expect(await profileStatus(session.token)).toBe(200);
    await expectProblem(user().login.$post({ json: { email: 'pw@example.com', password: PASSWORD } }), 401);
    await logIn(provider, 'pw@example.com', 'Brand-new-2026');
  });

  it('moves the login to the new address with its code, ending the other sessions', async () => {
    const { token } = await signUp(provider, 'old@example.com');
    const other = await logIn(provider, 'old@example.com', PASSWORD);
    const verificationCode = await mailCode(provider, 'moved@example.com', 'CHANGE_EMAIL', 'default', token);
    const profile = Profile.parse(await expectJson(changeEmail(token, { loginPassword: PASSWORD, email: 'Moved@Example.com', verificationCode }), 200));
    expect(profile.email).toBe('moved@example.com');
    expect(await profileStatus(token)).toBe(200);
    expect(await profileStatus(other.token)).toBe(401);
    await logIn(provider, 'moved@example.com', PASSWORD);
    await expectProblem(user().login.$post({ json: { email: 'old@example.com', password: PASSWORD } }), 401);
  });

  it('sets a new password with a RESET_PASSWORD code and ends every session', async () => {
    const { token } = await signUp(provider, 'forgot@example.com');
    const verificationCode = await mailCode(provider, 'forgot@example.com', 'RESET_PASSWORD');
    await expectStatus(resetPassword({ email: 'forgot@example.com', verificationCode, newPassword: 'Remembered-2026' }), 204);
    expect(await profileStatus(token)).toBe(401);
    await logIn(provider, 'forgot@example.com', 'Remembered-2026');
    // The code is used up.
    const again = await expectProblem(resetPassword({ email: 'forgot@example.com', verificationCode, newPassword: 'Another-2026' }), 400);
    expect(again.code).toBe('INVALID_CODE');
  });
});
