import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '../../contract/desk';
import { DEMO_OWNER, deskLogIn, newOperator, OPERATOR_PASSWORD } from '../provider/support/operators';
import { DEMO_SHOPPER, logIn } from '../provider/support/shoppers';
import { createTestProvider, expectJson, expectProblem, type ProviderClient, type TestProvider } from '../provider/support/test-provider';

/**
 * The desk's walls. Every desk route behind requireOperator, for every role, for another
 * tenant's operator, for a shopper's token and for no token: what is let through (any answer
 * past the door), what is 403 ROLE_FORBIDDEN, what is 401 UNAUTHORIZED. And the two kinds of
 * token never pass for each other, nor an operator's for another tenant's.
 */

let provider: TestProvider;
const emails: Record<OperatorRole, string> = {
  OWNER: DEMO_OWNER.email, BUYER: 'matrix-buyer@example.com', WAREHOUSE: 'matrix-warehouse@example.com', FINANCE: 'matrix-finance@example.com',
  CONTENT: 'matrix-content@example.com',
};
let targetId: string;
let invitations = 0;

beforeAll(async () => {
  provider = await createTestProvider();
  const owner = await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password);
  for (const role of ['BUYER', 'WAREHOUSE', 'FINANCE', 'CONTENT'] as const) {
    const { operator } = await newOperator(provider, owner.token, emails[role], role);
    if (role === 'BUYER') targetId = String(operator.id);
  }
});
afterAll(() => provider.close());

interface DeskRoute {
  name: string;
  allowed: readonly OperatorRole[];
  call: (api: ProviderClient) => Promise<Response>;
}

const EVERY_ROLE = OPERATOR_ROLES;
const ROUTES: DeskRoute[] = [
  { name: 'GET /desk/me', allowed: EVERY_ROLE, call: (api) => api.desk.me.$get() },
  { name: 'POST /desk/me/totp', allowed: EVERY_ROLE, call: (api) => api.desk.me.totp.$post() },
  { name: 'POST /desk/me/totp/confirm', allowed: EVERY_ROLE, call: (api) => api.desk.me.totp.confirm.$post({ json: { code: '000000' } }) },
  { name: 'DELETE /desk/session', allowed: EVERY_ROLE, call: (api) => api.desk.session.$delete() },
  { name: 'GET /desk/operators', allowed: ['OWNER'], call: (api) => api.desk.operators.$get({ query: {} }) },
  {
    name: 'POST /desk/operators', allowed: ['OWNER'],
    call: (api) => api.desk.operators.$post({ json: { email: `invitee-${++invitations}@example.com`, role: 'WAREHOUSE' } }),
  },
  { name: 'PATCH /desk/operators/{id}', allowed: ['OWNER'], call: (api) => api.desk.operators[':id'].$patch({ param: { id: targetId }, json: { role: 'BUYER' } }) },
  { name: 'GET /desk/audit', allowed: ['OWNER'], call: (api) => api.desk.audit.$get({ query: {} }) },
];

async function codeOf(response: Response): Promise<string | null> {
  if (response.status !== 401 && response.status !== 403) return null;
  return ((await response.json()) as { code: string }).code;
}

describe.each(ROUTES)('$name', (route) => {
  it.each(EVERY_ROLE)('as %s', async (role) => {
    // A fresh session each time: DELETE /desk/session ends the one it is called with.
    const password = role === 'OWNER' ? DEMO_OWNER.password : OPERATOR_PASSWORD;
    const { token } = await deskLogIn(provider, emails[role], password);
    const response = await route.call(provider.api({ tenant: 'default', token }));
    if (route.allowed.includes(role)) {
      expect([401, 403], `${route.name} as ${role}: ${response.status}`).not.toContain(response.status);
    } else {
      expect(response.status).toBe(403);
      expect(await codeOf(response)).toBe('ROLE_FORBIDDEN');
    }
  });

  it('as another tenant\'s owner, a shopper, and nobody: 401', async () => {
    const vnOwner = await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn');
    const shopper = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    for (const token of [vnOwner.token, shopper.token, undefined, 'desk.not-a-token']) {
      const response = await route.call(provider.api({ tenant: 'default', token }));
      expect(response.status, String(token)).toBe(401);
      expect(await codeOf(response)).toBe('UNAUTHORIZED');
    }
  });
});

describe('token kinds and tenants', () => {
  it('refuses a shopper token on every desk route, and an operator token on shopper routes', async () => {
    const shopper = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect((await expectProblem(provider.api({ tenant: 'default', token: shopper.token }).desk.me.$get(), 401)).code).toBe('UNAUTHORIZED');
    const { token } = await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password);
    const asShopper = provider.api({ tenant: 'default', token });
    expect((await expectProblem(asShopper.front.user.profile.$get(), 401)).code).toBe('UNAUTHORIZED');
    await expectProblem(asShopper.front.user.logout.$post(), 401);
    // The same token without its prefix is no shopper token either.
    await expectProblem(provider.api({ tenant: 'default', token: token.slice(5) }).front.user.profile.$get(), 401);
  });

  it('holds an operator to their own tenant, whatever the tenant header says', async () => {
    const { token } = await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn');
    expect((await expectProblem(provider.api({ tenant: 'default', token }).desk.me.$get(), 401)).code).toBe('UNAUTHORIZED');
    expect((await expectProblem(provider.api({ tenant: 'nosuch', token }).desk.me.$get(), 404)).code).toBe('TENANT_NOT_FOUND');
    await expectJson(provider.api({ tenant: 'vn', token }).desk.me.$get(), 200);
  });
});
