import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Profile } from '../../contract/user';
import { DEMO_SHOPPER, logIn, signUp } from './support/shoppers';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  ({ token } = await signUp(provider, 'profile@example.com'));
});
afterAll(() => provider.close());

const user = () => provider.api({ tenant: 'default', token }).front.user;

describe('GET /api/front/user/profile', () => {
  it('answers the shopper with the unread notification count, never the password hash', async () => {
    const demo = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const profile = Profile.parse(await expectJson(provider.api({ tenant: 'default', token: demo.token }).front.user.profile.$get(), 200));
    expect(profile).toMatchObject({
      email: 'demo@example.com', name: 'Alex Morgan', phoneNumber: '+1 415 555 0199', secondEmail: null, language: 'en',
      accountType: 'INDIVIDUAL', unreadNotificationCount: 2,
    });
    expect(JSON.stringify(profile)).not.toMatch(/scrypt|password/i);
  });
});

describe('PUT /api/front/user/profile', () => {
  it('changes name, phone and second e-mail; null removes the second e-mail, absent keeps it', async () => {
    const updated = await expectJson(user().profile.$put({ json: { name: ' Lan Tran ', phoneNumber: '+84 91 000 1111', secondEmail: 'Work@Example.com' } }), 200);
    expect(updated).toMatchObject({ name: 'Lan Tran', phoneNumber: '+84 91 000 1111', secondEmail: 'work@example.com', email: 'profile@example.com' });
    expect(await expectJson(user().profile.$put({ json: { name: 'Lan Tran', phoneNumber: '+84 91 000 1111' } }), 200))
      .toMatchObject({ secondEmail: 'work@example.com' });
    expect(await expectJson(user().profile.$put({ json: { name: 'Lan Tran', phoneNumber: '+84 91 000 1111', secondEmail: null } }), 200))
      .toMatchObject({ secondEmail: null });
    expect(await expectJson(user().profile.$get(), 200)).toMatchObject({ name: 'Lan Tran' });
  });

  it('answers 400 VALIDATION_FAILED for a malformed profile', async () => {
    const problem = await expectProblem(user().profile.$put({ json: { name: '', phoneNumber: 'x' } }), 400);
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(['name', 'phoneNumber']);
  });
});

describe('PUT /api/front/user/language', () => {
  it('sets the language', async () => {
    expect(await expectJson(user().language.$put({ query: { language: 'zh-HK' } }), 200)).toMatchObject({ language: 'zh-HK' });
    expect(await expectJson(user().profile.$get(), 200)).toMatchObject({ language: 'zh-HK' });
  });

  it('answers 400 for an unknown language and 401 without a session', async () => {
    expect((await expectProblem(provider.rawRequest('PUT', '/front/user/language?language=de', { tenant: 'default', token }), 400)).code).toBe('VALIDATION_FAILED');
    await expectProblem(provider.api({ tenant: 'default' }).front.user.language.$put({ query: { language: 'en' } }), 401);
  });
});
