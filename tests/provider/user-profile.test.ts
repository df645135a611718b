import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../contract/problem';
import { Profile } from '../../contract/user';
import { DEMO_SHOPPER, logIn, signUp } from './support/shoppers';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  ({ token } = await signUp(provider, 'profile@example.com'));
});
afterAll(() => provider.close());

const call = <T>(method: string, path: string, status: number, json?: unknown) =>
  provider.call<T>(method, path, status, { tenant: 'default', token, json });

describe('GET /api/front/user/profile', () => {
  it('answers the shopper with the unread notification count, never the password hash', async () => {
    const demo = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const profile = Profile.parse(await provider.call('GET', '/front/user/profile', 200, { tenant: 'default', token: demo.token }));
    expect(profile).toMatchObject({
      email: 'demo@example.com', name: 'Alex Morgan', phoneNumber: '+1 415 555 0199', secondEmail: null, language: 'en',
      accountType: 'INDIVIDUAL', unreadNotificationCount: 2,
    });
    expect(JSON.stringify(profile)).not.toMatch(/scrypt|password/i);
  });
});

describe('PUT /api/front/user/profile', () => {
  it('changes name, phone and second e-mail; null removes the second e-mail, absent keeps it', async () => {
    const updated = await call<Profile>('PUT', '/front/user/profile', 200, { name: ' Lan Tran ', phoneNumber: '+84 91 000 1111', secondEmail: 'Work@Example.com' });
    expect(updated).toMatchObject({ name: 'Lan Tran', phoneNumber: '+84 91 000 1111', secondEmail: 'work@example.com', email: 'profile@example.com' });
    expect(await call<Profile>('PUT', '/front/user/profile', 200, { name: 'Lan Tran', phoneNumber: '+84 91 000 1111' }))
      .toMatchObject({ secondEmail: 'work@example.com' });
    expect(await call<Profile>('PUT', '/front/user/profile', 200, { name: 'Lan Tran', phoneNumber: '+84 91 000 1111', secondEmail: null }))
      .toMatchObject({ secondEmail: null });
    expect(await call('GET', '/front/user/profile', 200)).toMatchObject({ name: 'Lan Tran' });
  });

  it('answers 400 VALIDATION_FAILED for a malformed profile', async () => {
    const problem = await call<Problem>('PUT', '/front/user/profile', 400, { name: '', phoneNumber: 'x' });
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(['name', 'phoneNumber']);
  });
});

describe('PUT /api/front/user/language', () => {
  it('sets the language', async () => {
    expect(await call<Profile>('PUT', '/front/user/language?language=zh-HK', 200)).toMatchObject({ language: 'zh-HK' });
    expect(await call('GET', '/front/user/profile', 200)).toMatchObject({ language: 'zh-HK' });
  });

  it('answers 400 for an unknown language and 401 without a session', async () => {
    expect((await call<Problem>('PUT', '/front/user/language?language=de', 400)).code).toBe('VALIDATION_FAILED');
    await provider.call('PUT', '/front/user/language?language=en', 401, { tenant: 'default' });
  });
});
