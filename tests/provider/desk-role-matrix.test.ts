import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '../../contract/desk';
import { operators } from '../../provider/db/schema';
import { createOperatorSession } from '../../provider/desk/operator-sessions';
import { DESK_ROLES_EXTENSION } from '../../provider/desk/require-operator';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, type TestProvider } from './support/test-provider';

/*
 * The desk's role matrix (docs/product.md, "Desk"): every desk operation the provider documents
 * with a security requirement, called by a shopper, by another tenant's operator and by an
 * operator of each role. The operations and the roles each admits are read from the OpenAPI
 * document (deskRoute writes them there), so a desk route added later is covered as it lands.
 * Open desk routes (signing in, accepting an invitation) have no security and are left out.
 */

interface Operation {
  method: string;
  /** The path with every parameter filled with 1. */
  path: string;
  roles: OperatorRole[];
}

type OpenApiOperation = { security?: unknown[]; [DESK_ROLES_EXTENSION]?: OperatorRole[] };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let provider: TestProvider;
let deskOperations: Operation[];
let shopperToken: string;
const operatorIds = {} as Record<OperatorRole, number>;
let otherTenantOwnerId: number;

/** A new operator written straight in (with a second factor, so money routes let them through to their own checks). */
async function operator(tenantId: string, role: OperatorRole): Promise<number> {
  const [row] = await provider.db.insert(operators).values({
    tenantId, email: `matrix-${role.toLowerCase()}@example.com`, name: `Matrix ${role}`, role, passwordHash: 'not-used',
    totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: provider.clock.now(), createdAt: provider.clock.now(),
  }).returning({ id: operators.id });
  if (!row) throw new Error('The operator was not written');
  return row.id;
}

/** A fresh session for every call: a call may end its own session (signing out). */
const tokenOf = async (tenantId: string, operatorId: number) => (await createOperatorSession(provider.db, { tenantId, id: operatorId }, provider.clock.now())).token;

const call = ({ method, path }: Operation, token: string) =>
  provider.rawRequest(method.toUpperCase(), path, { tenant: 'default', token, ...(method === 'get' || method === 'delete' ? {} : { json: {} }) });

async function codeOf(response: Response): Promise<string | undefined> {
  const text = await response.text();
  return text ? (JSON.parse(text) as { code?: string }).code : undefined;
}

beforeAll(async () => {
  provider = await createTestProvider();
  const document = await (await provider.rawRequest('GET', '/openapi.json')).json() as OpenApiDocument;
  deskOperations = Object.entries(document.paths)
    .map(([path, item]) => [path.replace(/^\/api/, ''), item] as const)
    .filter(([path]) => path.startsWith('/desk/'))
    .flatMap(([path, item]) => METHODS.filter((method) => item[method]?.security?.length).map((method) => ({
      method,
      path: path.replace(/\{[^}]+\}/g, '1'),
      roles: item[method]?.[DESK_ROLES_EXTENSION] ?? [],
    })));
  shopperToken = (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).token;
  for (const role of OPERATOR_ROLES) operatorIds[role] = await operator('default', role);
  otherTenantOwnerId = await operator('vn', 'OWNER');
}, 60_000);
afterAll(() => provider.close());

describe('the desk role matrix', () => {
  it('finds the desk operations, each naming the roles it admits', () => {
    expect(deskOperations.map(({ method, path }) => `${method} ${path}`)).toEqual(expect.arrayContaining(['get /desk/dashboard', 'get /desk/audit', 'get /desk/me']));
    for (const operation of deskOperations) {
      expect(operation.roles.length, `${operation.method} ${operation.path} names no roles (${DESK_ROLES_EXTENSION})`).toBeGreaterThan(0);
      expect(OPERATOR_ROLES).toEqual(expect.arrayContaining(operation.roles));
    }
  });

  it('refuses a shopper\'s token and another tenant\'s operator with 401 on every desk operation', async () => {
    for (const operation of deskOperations) {
      const name = `${operation.method} ${operation.path}`;
      const asShopper = await call(operation, shopperToken);
      expect([asShopper.status, await codeOf(asShopper)], `${name} as a shopper`).toEqual([401, 'UNAUTHORIZED']);
      const asOtherTenant = await call(operation, await tokenOf('vn', otherTenantOwnerId));
      expect([asOtherTenant.status, await codeOf(asOtherTenant)], `${name} as another tenant's owner`).toEqual([401, 'UNAUTHORIZED']);
    }
  });

  it('refuses each role the operation does not admit with 403 ROLE_FORBIDDEN, and lets each role it admits through', async () => {
    for (const operation of deskOperations) {
      for (const role of OPERATOR_ROLES) {
        const name = `${operation.method} ${operation.path} as ${role}`;
        const response = await call(operation, await tokenOf('default', operatorIds[role]));
        const code = await codeOf(response);
        if (operation.roles.includes(role)) {
          // Past the guard: the route's own answer to an empty body (200, 204, 400, 404, 409), never a refusal or a failure.
          expect([401, 403], `${name}: ${response.status} ${code}`).not.toContain(response.status);
          expect(response.status, `${name}: ${code}`).toBeLessThan(500);
        } else {
          expect([response.status, code], name).toEqual([403, 'ROLE_FORBIDDEN']);
        }
      }
    }
  });
});
