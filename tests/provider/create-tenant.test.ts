import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSearchResult } from '../../contract/product';
import { Article, SiteSlogan } from '../../contract/site-content';
import { Tenant } from '../../contract/tenant';
import { tenants, tenantWarehouses } from '../../provider/db/schema';
import { createTenant, NEW_TENANT_PREFERENCES, TenantTakenError } from '../../provider/tenancy/create-tenant';
import { parseCreateTenantArgs, type NewTenant } from '../../provider/tenancy/new-tenant';
import { OPERATOR_PASSWORD } from './support/operators';
import { signUp } from './support/shoppers';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const ARGS = ['create', '--id', 'thaishop', '--host', 'siam', '--name', 'Siam Shop', '--language', 'th', '--currency', 'THB', '--rate', '4.95', '--owner', 'Owner@Siam.example'];

/** The command line as the script reads it: the input, or the message it prints. */
const parsed = (args: string[]): NewTenant => {
  const result = parseCreateTenantArgs(args);
  if (!result.ok) throw new Error(result.message);
  return result.tenant;
};
const refusal = (args: string[]): string => {
  const result = parseCreateTenantArgs(args);
  return result.ok ? 'accepted' : result.message;
};
const withArg = (name: string, value: string) => ARGS.map((arg, i) => (ARGS[i - 1] === name ? value : arg));

describe('npm run tenant -- create: its arguments', () => {
  it('reads every argument, the host defaulting to the id and the service e-mail to the owner', () => {
    expect(parsed(ARGS)).toEqual({
      id: 'thaishop', host: 'siam', name: 'Siam Shop', language: 'th', currency: 'THB', rate: 4.95,
      ownerEmail: 'owner@siam.example', serviceEmail: 'owner@siam.example',
    });
    expect(parsed(ARGS.filter((_, i) => i !== 3 && i !== 4)).host).toBe('thaishop');
  });

  it.each([
    ['--id', 'Bad_Id', '--id'], ['--id', 'www', '--id'], ['--host', 'default', '--host'], ['--host', '-x', '--host'],
    ['--language', 'de', '--language'], ['--currency', 'thb', '--currency'], ['--currency', 'XYZ', '--currency'],
    ['--rate', '-1', '--rate'], ['--rate', '0', '--rate'], ['--rate', 'abc', '--rate'], ['--rate', '1.123456789', '--rate'],
    ['--owner', 'not-an-address', '--owner'], ['--name', '   ', '--name'],
  ])('refuses %s %s, naming the option', (name, value, named) => {
    const message = refusal(withArg(name, value));
    expect(message).toContain(named);
    expect(message).toContain('Usage: npm run tenant');
  });

  it('refuses a missing argument, an unknown option and a missing command with the usage', () => {
    expect(refusal(ARGS.filter((arg, i) => arg !== '--currency' && ARGS[i - 1] !== '--currency'))).toContain('--currency:');
    expect(refusal([...ARGS, '--colour', 'red'])).toMatch(/Unknown option '--colour'[\s\S]*Usage/);
    expect(refusal(ARGS.slice(1))).toMatch(/^Usage: npm run tenant/);
  });

  it('exits 2 on bad arguments before it opens any database', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/tenant.ts', ...withArg('--language', 'xx')], {
      env: { ...process.env, DATA_DIR: '/nonexistent/never-opened', DATABASE_URL: '' },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, output }).toMatchObject({ code: 2, output: expect.stringContaining('--language:') as unknown });
  }, 60_000);
});

describe('createTenant: a working tenant by data alone', () => {
  const site = { domain: 'siam.localhost:4321', language: 'th' };
  let link: string;
  beforeAll(async () => {
    ({ link } = await createTenant(provider.db, provider.storage, provider.env, parsed(ARGS), provider.clock.now()));
  });

  it("is served at its host, by the data's mapping, with the defaults and its one language", async () => {
    const tenant = Tenant.parse(await expectJson(provider.api(site).front.tenant.$get(), 200));
    expect(tenant).toMatchObject({
      id: 'thaishop', host: 'siam', name: 'Siam Shop', defaultLanguage: 'th', supportedLanguages: ['th'], themeColor: '16a34a',
      exchangeInfo: { cnyExchangeRate: 4.95, currency: 'THB' }, tenantPreference: NEW_TENANT_PREFERENCES, serviceEmail: 'owner@siam.example',
    });
    expect(tenant.enabledArticleTypes).not.toContain('ABOUT_TRANSIT');
    expect(tenant.logoImage).toMatch(/^\/api\/files\/seed\/thaishop\/logo-/);
    // Its id is not a host of its own: that sub-domain is nobody's.
    expect((await provider.api({ domain: 'thaishop.localhost' }).front.tenant.$get()).status).toBe(404);
    const warehouses = await provider.db.select().from(tenantWarehouses).where(eq(tenantWarehouses.tenantId, 'thaishop'));
    expect(warehouses.map((warehouse) => warehouse.region)).toEqual(['CHINA']);
  });

  it('has its home and guide content in its language, not a demo tenant\'s', async () => {
    const api = provider.api(site);
    const slogan = SiteSlogan.parse(await expectJson(api.front['site-slogen'].$get(), 200));
    expect(slogan.slogan).toMatch(/[\u0E00-\u0E7F]/);
    const about = Article.parse(await expectJson(api.front['site-content'].articles[':type'].$get({ param: { type: 'ABOUT_US' } }), 200));
    expect(about).toMatchObject({ language: 'th' });
    expect(about.html).toContain('Siam Shop');
    expect(about.html).not.toMatch(/Mallbridge|Hàng Tàu/);
    const faq = await expectJson(api.front['site-faq'].$get(), 200);
    expect(JSON.stringify(faq)).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('searches the catalog in its language', async () => {
    const result = ProductSearchResult.parse(await expectJson(provider.api(site).front.product.search.$get({ query: { keyword: 'leather' } }), 200));
    expect(result.items.length).toBeGreaterThan(0);
  });

  it('signs a shopper up, and its owner invitation sets up the desk at its host', async () => {
    await signUp(provider, 'somchai@example.com', 'thaishop');
    expect(link).toMatch(/^http:\/\/siam\.localhost:\d+\/desk\/invitation\/[A-Za-z0-9_-]{43}$/);
    const token = link.split('/').at(-1) ?? '';
    const session = await expectJson(provider.api({ tenant: 'thaishop' }).desk.invitations[':token'].accept.$post({
      param: { token }, json: { name: 'Somsak', password: OPERATOR_PASSWORD },
    }), 200);
    expect(session.operator).toMatchObject({ role: 'OWNER', email: 'owner@siam.example' });
  });

  it('refuses an id or host already taken, by either, and writes nothing', async () => {
    const before = await provider.db.select({ id: tenants.id }).from(tenants);
    for (const args of [withArg('--host', 'fresh'), ['create', '--id', 'siam', '--name', 'X', '--language', 'en', '--currency', 'USD', '--rate', '1', '--owner', 'a@b.example'], withArg('--id', 'vn').map((arg) => (arg === 'siam' ? 'vn' : arg))]) {
      await expect(createTenant(provider.db, provider.storage, provider.env, parsed(args), provider.clock.now())).rejects.toThrow(TenantTakenError);
    }
    expect(await provider.db.select({ id: tenants.id }).from(tenants)).toEqual(before);
    await expect(createTenant(provider.db, provider.storage, provider.env, parsed(withArg('--id', 'other')), provider.clock.now()))
      .rejects.toThrow('Refused: "siam" is already the id or host of tenant "thaishop". Nothing was written.');
  });
});
