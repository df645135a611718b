import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../provider/db/schema';
import type { Problem } from '../../contract/problem';
import { Profile, Session } from '../../contract/user';
import { logIn, mailCode, signUp } from './support/shoppers';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const PASSWORD = 'Lantern-2026';
const put = <T>(path: string, status: number, token: string, json: unknown) =>
  provider.call<T>('PUT', path, status, { tenant: 'default', token, json });
const profileStatus = async (token: string) => (await provider.request('GET', '/front/user/profile', { tenant: 'default', token })).status;

describe('PUT /api/front/user/change-password', () => {
  it('changes the password, ends every session and answers a new one', async () => {
    const { token } = await signUp(provider, 'pw@example.com');
    const other = await logIn(provider, 'pw@example.com', PASSWORD);
    const session = Session.parse(await put('/front/user/change-password', 200, token, { oldPassword: PASSWORD, newPassword: 'Brand-new-2026' }));
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(other.token)).toBe(401);
    expect(await profileStatus(session.token)).toBe(200);
    await provider.call('POST', '/front/user/login', 401, { tenant: 'default', json: { email: 'pw@example.com', password: PASSWORD } });
    await logIn(provider, 'pw@example.com', 'Brand-new-2026');
  });

  it('refuses a wrong old password with 400 WRONG_PASSWORD, keeping the session', async () => {
    const { token } = await signUp(provider, 'pw-wrong@example.com');
    const problem = await put<Problem>('/front/user/change-password', 400, token, { oldPassword: 'Not-it-2026', newPassword: 'Brand-new-2026' });
    expect(problem.code).toBe('WRONG_PASSWORD');
    expect(await profileStatus(token)).toBe(200);
    await logIn(provider, 'pw-wrong@example.com', PASSWORD);
  });

  it('counts wrong old passwords against the account: the sixth is 429', async () => {
    const { token } = await signUp(provider, 'pw-guess@example.com');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await put('/front/user/change-password', 400, token, { oldPassword: `Guess-${attempt}-pw`, newPassword: 'Brand-new-2026' });
    }
    await put('/front/user/change-password', 429, token, { oldPassword: PASSWORD, newPassword: 'Brand-new-2026' });
    provider.clock.advance(15 * 60_000);
  });

  it('refuses a weak new password (400 VALIDATION_FAILED) and needs a session (401)', async () => {
    const { token } = await signUp(provider, 'pw-weak@example.com');
    const problem = await put<Problem>('/front/user/change-password', 400, token, { oldPassword: PASSWORD, newPassword: 'password' });
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'newPassword' })]);
    await provider.call('PUT', '/front/user/change-password', 401, { tenant: 'default', json: { oldPassword: PASSWORD, newPassword: 'Brand-new-2026' } });
  });
});

describe('PUT /api/front/user/email', () => {
  it('moves the login to the new address with its code, ending the other sessions', async () => {
    const { token } = await signUp(provider, 'old@example.com');
    const other = await logIn(provider, 'old@example.com', PASSWORD);
    const verificationCode = await mailCode(provider, 'moved@example.com', 'CHANGE_EMAIL', 'default', token);
    const profile = Profile.parse(await put('/front/user/email', 200, token, { loginPassword: PASSWORD, email: 'Moved@Example.com', verificationCode }));
    expect(profile.email).toBe('moved@example.com');
    expect(await profileStatus(token)).toBe(200);
    expect(await profileStatus(other.token)).toBe(401);
    await logIn(provider, 'moved@example.com', PASSWORD);
    await provider.call('POST', '/front/user/login', 401, { tenant: 'default', json: { email: 'old@example.com', password: PASSWORD } });
  });

  it('needs the password, a CHANGE_EMAIL code of the new address, and a free address', async () => {
    const { token } = await signUp(provider, 'stay@example.com');
    const verificationCode = await mailCode(provider, 'target@example.com', 'CHANGE_EMAIL', 'default', token);
    expect((await put<Problem>('/front/user/email', 400, token, { loginPassword: 'Not-it-2026', email: 'target@example.com', verificationCode })).code)
      .toBe('WRONG_PASSWORD');
    const wrong = verificationCode === '000000' ? '000001' : '000000';
    expect((await put<Problem>('/front/user/email', 400, token, { loginPassword: PASSWORD, email: 'target@example.com', verificationCode: wrong })).code)
      .toBe('INVALID_CODE');
    // A code mailed to another address does not move the login there.
    expect((await put<Problem>('/front/user/email', 400, token, { loginPassword: PASSWORD, email: 'elsewhere@example.com', verificationCode })).code)
      .toBe('INVALID_CODE');
    await signUp(provider, 'target@example.com');
    expect((await put<Problem>('/front/user/email', 409, token, { loginPassword: PASSWORD, email: 'target@example.com', verificationCode })).code)
      .toBe('EMAIL_TAKEN');
    const [user] = await provider.db.select().from(users).where(eq(users.id, (await logIn(provider, 'stay@example.com', PASSWORD)).profile.id));
    expect(user?.email).toBe('stay@example.com');
  });
});

describe('POST /api/front/user/forget-password', () => {
  it('sets a new password with a RESET_PASSWORD code and ends every session', async () => {
    const { token } = await signUp(provider, 'forgot@example.com');
    const verificationCode = await mailCode(provider, 'forgot@example.com', 'RESET_PASSWORD');
    await provider.call('POST', '/front/user/forget-password', 204, {
      tenant: 'default', json: { email: 'forgot@example.com', verificationCode, newPassword: 'Remembered-2026' },
    });
    expect(await profileStatus(token)).toBe(401);
    await logIn(provider, 'forgot@example.com', 'Remembered-2026');
    // The code is used up.
    const again = await provider.call<Problem>('POST', '/front/user/forget-password', 400, {
      tenant: 'default', json: { email: 'forgot@example.com', verificationCode, newPassword: 'Another-2026' },
    });
    expect(again.code).toBe('INVALID_CODE');
  });

  it('refuses a wrong code, and any code for an address without an account', async () => {
    await signUp(provider, 'forgot-wrong@example.com');
    const verificationCode = await mailCode(provider, 'forgot-wrong@example.com', 'RESET_PASSWORD');
    const wrong = verificationCode === '999999' ? '999998' : '999999';
    for (const [email, code] of [['forgot-wrong@example.com', wrong], ['nobody-here@example.com', verificationCode]] as const) {
      const problem = await provider.call<Problem>('POST', '/front/user/forget-password', 400, {
        tenant: 'default', json: { email, verificationCode: code, newPassword: 'Remembered-2026' },
      });
      expect(problem.code).toBe('INVALID_CODE');
    }
    await logIn(provider, 'forgot-wrong@example.com', PASSWORD);
  });

  it('stops a code guesser who keeps asking for new codes (429 after ten wrong codes an hour)', async () => {
    await signUp(provider, 'guessed@example.com');
    let status = 0;
    for (let round = 0; round < 3 && status !== 429; round++) {
      await mailCode(provider, 'guessed@example.com', 'RESET_PASSWORD');
      provider.clock.advance(60_000);
      for (let attempt = 0; attempt < 5 && status !== 429; attempt++) {
        status = (await provider.request('POST', '/front/user/forget-password', {
          tenant: 'default', json: { email: 'guessed@example.com', verificationCode: `10000${attempt}`, newPassword: 'Guessed-2026' },
        })).status;
      }
    }
    expect(status).toBe(429);
    const codes = await provider.db.select().from(emailCodes)
      .where(and(eq(emailCodes.email, 'guessed@example.com'), eq(emailCodes.purpose, 'RESET_PASSWORD')));
    expect(codes.map((code) => code.attempts)).toEqual([5, 5, 0]);
  });
});
