import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../provider/db/schema';
import type { EmailChangeRequest, ForgetPasswordRequest, PasswordChangeRequest } from '../../contract/user';
import { logIn, mailCode, signUp } from './support/shoppers';
import { createTestProvider, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const PASSWORD = 'Lantern-2026';
const user = (token?: string) => provider.api({ tenant: 'default', token }).front.user;
const changePassword = (token: string | undefined, json: PasswordChangeRequest) => user(token)['change-password'].$put({ json });
const changeEmail = (token: string, json: EmailChangeRequest) => user(token).email.$put({ json });
const resetPassword = (json: ForgetPasswordRequest) => user()['forget-password'].$post({ json });
const profileStatus = async (token: string) => (await user(token).profile.$get()).status;

describe('PUT /api/front/user/change-password', () => {
  it('refuses a wrong old password with 400 WRONG_PASSWORD, keeping the session', async () => {
    const { token } = await signUp(provider, 'pw-wrong@example.com');
    const problem = await expectProblem(changePassword(token, { oldPassword: 'Not-it-2026', newPassword: 'Brand-new-2026' }), 400);
    expect(problem.code).toBe('WRONG_PASSWORD');
    expect(await profileStatus(token)).toBe(200);
    await logIn(provider, 'pw-wrong@example.com', PASSWORD);
  });

  it('refuses a weak new password (400 VALIDATION_FAILED) and needs a session (401)', async () => {
    const { token } = await signUp(provider, 'pw-weak@example.com');
    const problem = await expectProblem(changePassword(token, { oldPassword: PASSWORD, newPassword: 'password' }), 400);
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'newPassword' })]);
    await expectProblem(changePassword(undefined, { oldPassword: PASSWORD, newPassword: 'Brand-new-2026' }), 401);
  });
});

describe('PUT /api/front/user/email', () => {
  it('needs the password, a CHANGE_EMAIL code of the new address, and a free address', async () => {
    const { token } = await signUp(provider, 'stay@example.com');
    const verificationCode = await mailCode(provider, 'target@example.com', 'CHANGE_EMAIL', 'default', token);
    expect((await expectProblem(changeEmail(token, { loginPassword: 'Not-it-2026', email: 'target@example.com', verificationCode }), 400)).code)
      .toBe('WRONG_PASSWORD');
    const wrong = verificationCode === '000000' ? '000001' : '000000';
    expect((await expectProblem(changeEmail(token, { loginPassword: PASSWORD, email: 'target@example.com', verificationCode: wrong }), 400)).code)
      .toBe('INVALID_CODE');
    // A code mailed to another address does not move the login there.
    expect((await expectProblem(changeEmail(token, { loginPassword: PASSWORD, email: 'elsewhere@example.com', verificationCode }), 400)).code)
      .toBe('INVALID_CODE');
    await signUp(provider, 'target@example.com');
    expect((await expectProblem(changeEmail(token, { loginPassword: PASSWORD, email: 'target@example.com', verificationCode }), 409)).code)
      .toBe('EMAIL_TAKEN');
    const [user] = await provider.db.select().from(users).where(eq(users.id, (await logIn(provider, 'stay@example.com', PASSWORD)).profile.id));
    expect(user?.email).toBe('stay@example.com');
  });
});

describe('POST /api/front/user/forget-password', () => {
  it('refuses a wrong code, and any code for an address without an account', async () => {
    await signUp(provider, 'forgot-wrong@example.com');
    const verificationCode = await mailCode(provider, 'forgot-wrong@example.com', 'RESET_PASSWORD');
    const wrong = verificationCode === '999999' ? '999998' : '999999';
    for (const [email, code] of [['forgot-wrong@example.com', wrong], ['nobody-here@example.com', verificationCode]] as const) {
      const problem = await expectProblem(resetPassword({ email, verificationCode: code, newPassword: 'Remembered-2026' }), 400);
      expect(problem.code).toBe('INVALID_CODE');
    }
    await logIn(provider, 'forgot-wrong@example.com', PASSWORD);
  });

});
