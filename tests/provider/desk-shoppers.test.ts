import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayWorkIn, OPERATOR_ROLES, type OperatorRole } from '../../contract/desk';
import { notifications, users } from '../../provider/db/schema';
import { DEMO_OWNER, deskLogIn, lastAudit, newOperator } from './support/operators';
import { DEMO_SHOPPER, lastMailTo, logIn } from './support/shoppers';
import {
  createTestProvider, expectJson, expectProblem, expectStatus, type ProviderClient, type TestProvider,
} from './support/test-provider';

let provider: TestProvider;
const tokens = {} as Record<OperatorRole, string>;
let shopperId: string;
let vnShopperId: string;

async function demoShopperId(tenant: string): Promise<string> {
  const [row] = await provider.db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenant), eq(users.email, DEMO_SHOPPER.email)));
  if (!row) throw new Error(`No demo shopper on ${tenant}`);
  return String(row.id);
}

beforeAll(async () => {
  provider = await createTestProvider();
  tokens.OWNER = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  for (const role of ['BUYER', 'WAREHOUSE', 'FINANCE', 'CONTENT'] as const) {
    tokens[role] = (await newOperator(provider, tokens.OWNER, `shoppers-${role.toLowerCase()}@example.com`, role)).token;
  }
  shopperId = await demoShopperId('default');
  vnShopperId = await demoShopperId('vn');
});
afterAll(() => provider.close());

const asDesk = (role: OperatorRole = 'WAREHOUSE') => provider.api({ tenant: 'default', token: tokens[role] }).desk.shoppers;

describe('GET /desk/shoppers', () => {
  it('finds a shopper by part of the e-mail, of the name, and by id; newest first, paged', async () => {
    const byEmail = await expectJson(asDesk().$get({ query: { q: 'DEMO@example' } }), 200);
    expect(byEmail.items.map((shopper) => shopper.id)).toContain(Number(shopperId));
    const found = byEmail.items.find((shopper) => shopper.id === Number(shopperId));
    expect(found).toMatchObject({ email: DEMO_SHOPPER.email, accountType: 'INDIVIDUAL' });
    expect(Object.keys(found ?? {}).sort()).toEqual(['accountType', 'createdAt', 'email', 'id', 'name']);

    const byName = await expectJson(asDesk().$get({ query: { q: found?.name.slice(1, 5) ?? '' } }), 200);
    expect(byName.items.map((shopper) => shopper.id)).toContain(Number(shopperId));
    const byId = await expectJson(asDesk().$get({ query: { q: shopperId } }), 200);
    expect(byId.items.map((shopper) => shopper.id)).toContain(Number(shopperId));
    // A pattern character is looked for as itself.
    expect((await expectJson(asDesk().$get({ query: { q: '%' } }), 200)).total).toBe(0);

    const all = await expectJson(asDesk().$get({ query: { pageSize: '2' } }), 200);
    expect(all.items.length).toBeLessThanOrEqual(2);
    expect(all.items.map((shopper) => shopper.id)).toEqual([...all.items.map((shopper) => shopper.id)].sort((a, b) => b - a));
    expect(all.total).toBeGreaterThanOrEqual(all.items.length);
  });

  it('never lists another tenant\'s shoppers', async () => {
    const listed = await expectJson(asDesk().$get({ query: { q: vnShopperId } }), 200);
    expect(listed.items.map((shopper) => shopper.id)).not.toContain(Number(vnShopperId));
  });

  it('refuses a query out of bounds: 400', async () => {
    for (const query of [{ q: 'x'.repeat(101) }, { q: 'a\u0000b' }, { pageNo: '0' }, { pageSize: '101' }]) {
      expect((await expectProblem(asDesk().$get({ query }), 400)).code, JSON.stringify(query)).toBe('VALIDATION_FAILED');
    }
  });
});

describe('a shopper\'s records at the desk', () => {
  it('shows the profile, balance and counts, never a secret', async () => {
    const detail = await expectJson(asDesk()[':id'].$get({ param: { id: shopperId } }), 200);
    const shopper = provider.api({ tenant: 'default', token: (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).token });
    const account = await expectJson(shopper.front['user-account'].root.$get(), 200);
    expect(detail).toMatchObject({ id: Number(shopperId), email: DEMO_SHOPPER.email, balance: { available: account.available, frozen: account.frozen, currency: 'CNY' } });
    expect(detail.counts.orders).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(detail)).not.toMatch(/password|hash|token|scrypt/i);
  });

  it('reads the orders, parcels and ledger the shopper reads', async () => {
    const shopper = provider.api({ tenant: 'default', token: (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).token });
    const param = { id: shopperId };
    expect(await expectJson(asDesk()[':id'].ledger.$get({ param, query: {} }), 200))
      .toEqual(await expectJson(shopper.front['user-account'].transactions.$get({ query: {} }), 200));
    expect(await expectJson(asDesk()[':id'].orders.$get({ param, query: { status: 'ALL' } }), 200))
      .toEqual(await expectJson(shopper.front['purchase-orders'].search.$get({ query: { status: 'ALL' } }), 200));
    expect(await expectJson(asDesk()[':id'].parcels.$get({ param, query: {} }), 200))
      .toEqual(await expectJson(shopper.front['purchase-parcels']['stock-in-parcels'].$get({ query: {} }), 200));
    expect((await expectJson(asDesk()[':id'].ledger.$get({ param, query: {} }), 200)).total).toBeGreaterThan(0);
  });

  it('answers 404 for a shopper of another tenant or no shopper, 400 for a malformed id', async () => {
    for (const id of [vnShopperId, '2147483647']) {
      const param = { id };
      for (const answer of [
        asDesk()[':id'].$get({ param }), asDesk()[':id'].orders.$get({ param, query: {} }), asDesk()[':id'].parcels.$get({ param, query: {} }),
        asDesk()[':id'].ledger.$get({ param, query: {} }), asDesk()[':id'].notifications.$post({ param, json: { title: 'Hi', text: 'Hello' } }),
      ]) expect((await expectProblem(answer, 404)).code, id).toBe('NOT_FOUND');
    }
    for (const id of ['0', 'abc', '2147483648']) {
      expect((await expectProblem(asDesk()[':id'].$get({ param: { id } }), 400)).code, id).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /desk/shoppers/{id}/notifications', () => {
  it('reaches the shopper\'s inbox and mail in their language, with an audit row', async () => {
    await expectStatus(asDesk('BUYER')[':id'].notifications.$post({
      param: { id: shopperId }, json: { title: '  Your parcel PP1 ', text: 'It is heavier than you stated.\nWe weighed it twice.' },
    }), 204);
    const shopper = provider.api({ tenant: 'default', token: (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).token });
    const inbox = await expectJson(shopper.front['user-notifications'].$get({ query: {} }), 200);
    expect(inbox.items.find((item) => item.notice?.kind === 'DESK_MESSAGE')?.notice).toEqual({
      kind: 'DESK_MESSAGE', params: { subject: 'Your parcel PP1', message: 'It is heavier than you stated.\nWe weighed it twice.' },
    });
    const mail = await lastMailTo(provider, DEMO_SHOPPER.email);
    expect(mail.text).toContain('It is heavier than you stated.');
    const audit = await lastAudit(provider, 'shopper.notify');
    expect(audit).toMatchObject({
      role: 'BUYER', recordType: 'shopper', recordId: shopperId, before: null,
      after: { title: 'Your parcel PP1', text: 'It is heavier than you stated.\nWe weighed it twice.' },
    });
  });

  it('refuses an empty, too long or malformed message: 400, nothing sent', async () => {
    const before = await provider.db.$count(notifications);
    for (const json of [{ title: '', text: 'x' }, { title: 'x', text: ' ' }, { title: 'x'.repeat(121), text: 'x' }, { title: 'x', text: 'x'.repeat(2001) }, { title: 'a\nb', text: 'x' }]) {
      expect((await expectProblem(asDesk()[':id'].notifications.$post({ param: { id: shopperId }, json }), 400)).code).toBe('VALIDATION_FAILED');
    }
    expect(await provider.db.$count(notifications)).toBe(before);
  });
});

const ROUTES: { name: string; call: (api: ProviderClient) => Promise<Response> }[] = [
  { name: 'GET /desk/shoppers', call: (api) => api.desk.shoppers.$get({ query: {} }) },
  { name: 'GET /desk/shoppers/{id}', call: (api) => api.desk.shoppers[':id'].$get({ param: { id: shopperId } }) },
  { name: 'GET /desk/shoppers/{id}/orders', call: (api) => api.desk.shoppers[':id'].orders.$get({ param: { id: shopperId }, query: {} }) },
  { name: 'GET /desk/shoppers/{id}/parcels', call: (api) => api.desk.shoppers[':id'].parcels.$get({ param: { id: shopperId }, query: {} }) },
  { name: 'GET /desk/shoppers/{id}/ledger', call: (api) => api.desk.shoppers[':id'].ledger.$get({ param: { id: shopperId }, query: {} }) },
  {
    name: 'POST /desk/shoppers/{id}/notifications',
    call: (api) => api.desk.shoppers[':id'].notifications.$post({ param: { id: shopperId }, json: { title: 'Role check', text: 'Hello' } }),
  },
];

describe.each(ROUTES)('$name', (route) => {
  it('lets the roles that serve shoppers in, and not the content editor', async () => {
    for (const role of OPERATOR_ROLES) {
      const response = await route.call(provider.api({ tenant: 'default', token: tokens[role] }));
      if (mayWorkIn(role, 'shoppers')) expect(response.status, role).toBeLessThan(300);
      else expect((await expectProblem(Promise.resolve(response), 403)).code, role).toBe('ROLE_FORBIDDEN');
    }
  });

  it('is 401 for another tenant\'s owner, a shopper and nobody', async () => {
    const vnOwner = await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn');
    const shopper = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    for (const token of [vnOwner.token, shopper.token, undefined]) {
      expect((await expectProblem(route.call(provider.api({ tenant: 'default', token })), 401)).code).toBe('UNAUTHORIZED');
    }
  });
});
