import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../contract/desk';
import type { IdentityUpdate, LinksUpdate } from '../../contract/desk-settings';
import { pictureJpeg } from '../../provider/catalog/product-pictures';
import { operators, tenants, uploads } from '../../provider/db/schema';
import { createOperatorSession } from '../../provider/desk/operator-sessions';
import { searchUploadKey } from '../../provider/uploads/upload-policy';
import { lastAudit } from './support/operators';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

/* The desk's identity and links settings (docs/product.md, "Settings"). */

let provider: TestProvider;
const tokens = {} as Record<OperatorRole | 'otherOwner' | 'shopper', string>;

async function tokenFor(tenantId: string, role: OperatorRole): Promise<string> {
  const [row] = await provider.db.insert(operators).values({
    tenantId, email: `settings-${role.toLowerCase()}@example.com`, name: `Settings ${role}`, role, passwordHash: 'not-used', createdAt: provider.clock.now(),
  }).returning({ id: operators.id });
  if (!row) throw new Error('The operator was not written');
  return (await createOperatorSession(provider.db, { tenantId, id: row.id }, provider.clock.now())).token;
}

beforeAll(async () => {
  provider = await createTestProvider();
  for (const role of ['OWNER', 'CONTENT', 'BUYER', 'FINANCE'] as const) tokens[role] = await tokenFor('default', role);
  tokens.otherOwner = await tokenFor('vn', 'OWNER');
  tokens.shopper = (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).token;
});
afterAll(() => provider.close());

const settings = (token = tokens.OWNER, tenant = 'default') => provider.api({ tenant, token }).desk.settings;
const siteVersion = async () => (await provider.db.select({ v: tenants.siteVersion }).from(tenants).where(eq(tenants.id, 'default')))[0]?.v;

const IDENTITY: IdentityUpdate = {
  name: 'Harbour Goods', description: 'Shopping from China, shipped home.', themeColor: '#0F766E',
  defaultLanguage: 'vi', supportedLanguages: ['vi', 'en'], timezoneOffset: 420,
  registrationEntity: { name: 'Harbour Goods Ltd.', businessLicenseNo: 'BL-2026-01', websiteApprove: '' },
  googleAnalyticsTraceId: 'G-AB12CD34', siteSwitches: { hideClock: true, hidePoweredBy: true, chatWidget: true },
};
const LINKS: LinksUpdate = {
  serviceEmail: 'help@harbour.example', servicePhone: '+84 28 555 0100',
  serviceSocialAccounts: [{ type: 'ZALO', accountId: 'harbour' }, { type: 'TELEGRAM', accountId: '@harbour' }],
  socialMediaPlatforms: [{ platform: 'FACEBOOK', link: 'https://facebook.com/harbour' }],
  footerLinks: [{ title: 'Fees', link: '/transportation-charge' }, { title: 'Track', link: 'http://track.example/x' }],
};

describe('PATCH /desk/settings/identity', () => {
  it('saves the identity, shows it on the tenant, writes the audit row and raises the site version', async () => {
    const version = await siteVersion();
    const saved = await expectJson(settings().identity.$patch({ json: IDENTITY }), 200);
    expect(saved).toMatchObject({ ...IDENTITY, themeColor: '#0f766e' });
    expect(await siteVersion()).toBe((version ?? 0) + 1);
    const tenant = await expectJson(provider.api({ tenant: 'default' }).front.tenant.$get(), 200);
    expect(tenant).toMatchObject({ name: 'Harbour Goods', themeColor: '#0f766e', defaultLanguage: 'vi', siteSwitches: IDENTITY.siteSwitches });
    const audit = await lastAudit(provider, 'settings.identity');
    expect(audit).toMatchObject({ recordType: 'tenant', recordId: 'default', role: 'OWNER', after: { name: 'Harbour Goods', themeColor: '#0f766e' } });
    expect(audit.before).toMatchObject({ siteSwitches: { hideClock: false, hidePoweredBy: false, chatWidget: false } });
    expect(await expectJson(settings().$get(), 200)).toMatchObject({ name: 'Harbour Goods', timezoneOffset: 420 });
  });

  it.each([
    ['a bad colour', { themeColor: 'teal' }, 'themeColor'],
    ['a short colour', { themeColor: '#abc' }, 'themeColor'],
    ['an unknown language', { supportedLanguages: ['vi', 'xx'] }, 'supportedLanguages.1'],
    ['a default language not supported', { defaultLanguage: 'en', supportedLanguages: ['vi'] }, 'defaultLanguage'],
    ['no language', { supportedLanguages: [] }, 'supportedLanguages'],
    ['a timezone past UTC+14', { timezoneOffset: 900 }, 'timezoneOffset'],
    ['an analytics id that is script text', { googleAnalyticsTraceId: "G-1');alert(1)//" }, 'googleAnalyticsTraceId'],
    ['an analytics id of another kind', { googleAnalyticsTraceId: 'UA-12345-1' }, 'googleAnalyticsTraceId'],
    ['a name too long', { name: 'x'.repeat(61) }, 'name'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a licence number too long', { registrationEntity: { name: 'A', businessLicenseNo: '9'.repeat(61), websiteApprove: '' } }, 'registrationEntity.businessLicenseNo'],
  ])('refuses %s (400 VALIDATION_FAILED)', async (_, change, path) => {
    const version = await siteVersion();
    const problem = await expectProblem(provider.rawRequest('PATCH', '/desk/settings/identity', { tenant: 'default', token: tokens.OWNER, json: { ...IDENTITY, ...change } }), 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(await siteVersion()).toBe(version);
  });
});

describe('PUT /desk/settings/links', () => {
  it('replaces the lists in the given order, audited, and the tenant shows them', async () => {
    const version = await siteVersion();
    await expectJson(settings().links.$put({ json: LINKS }), 200);
    const reordered = { ...LINKS, footerLinks: [...LINKS.footerLinks].reverse() };
    const saved = await expectJson(settings().links.$put({ json: reordered }), 200);
    expect(saved.footerLinks.map((link) => link.title)).toEqual(['Track', 'Fees']);
    expect(await siteVersion()).toBe((version ?? 0) + 2);
    const tenant = await expectJson(provider.api({ tenant: 'default' }).front.tenant.$get(), 200);
    expect(tenant.footerLinks).toEqual(reordered.footerLinks);
    expect(tenant.serviceSocialAccounts).toEqual(LINKS.serviceSocialAccounts);
    const audit = await lastAudit(provider, 'settings.links');
    expect(audit.before).toMatchObject({ footerLinks: LINKS.footerLinks });
    expect(audit.after).toMatchObject({ footerLinks: reordered.footerLinks });
  });

  const link = (href: string) => ({ footerLinks: [{ title: 'Bad', link: href }] });
  it.each([
    ['a javascript: link', link('javascript:alert(1)'), 'footerLinks.0.link'],
    ['a JavaScript: link in capitals with spaces', link(' JavaScript:alert(1)'), 'footerLinks.0.link'],
    ['a data: link', { socialMediaPlatforms: [{ platform: 'FACEBOOK', link: 'data:text/html,<script>1</script>' }] }, 'socialMediaPlatforms.0.link'],
    ['a protocol-relative link', link('//evil.example/x'), 'footerLinks.0.link'],
    ['too many footer links', { footerLinks: Array.from({ length: 13 }, (_, i) => ({ title: `L${i}`, link: '/faq' })) }, 'footerLinks'],
    ['too many contact channels', { serviceSocialAccounts: Array.from({ length: 11 }, () => ({ type: 'LINE', accountId: 'x' })) }, 'serviceSocialAccounts'],
    ['a platform twice', { socialMediaPlatforms: [{ platform: 'FACEBOOK', link: 'https://a.example' }, { platform: 'FACEBOOK', link: 'https://b.example' }] }, 'socialMediaPlatforms'],
    ['a title too long', { footerLinks: [{ title: 'x'.repeat(61), link: '/faq' }] }, 'footerLinks.0.title'],
    ['a bad e-mail', { serviceEmail: 'not-an-address' }, 'serviceEmail'],
  ])('refuses %s (400 VALIDATION_FAILED)', async (_, change, path) => {
    const problem = await expectProblem(provider.rawRequest('PUT', '/desk/settings/links', { tenant: 'default', token: tokens.OWNER, json: { ...LINKS, ...change } }), 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });
});

describe('the logo', () => {
  it('takes an uploaded JPEG, copied to a key of its own, audited', async () => {
    const key = searchUploadKey('default', 'jpg', provider.clock.now());
    const bytes = await pictureJpeg(key, 0);
    await provider.storage.put(key, bytes, 'image/jpeg');
    await provider.db.insert(uploads).values({ key, tenantId: 'default', contentType: 'image/jpeg', size: bytes.byteLength, createdAt: provider.clock.now() });
    const saved = await expectJson(settings().logo.$put({ json: { key } }), 200);
    expect(saved.logoImage).toMatch(/\/site\/default\/logo-[0-9a-f-]{36}\.jpg$/);
    expect((await lastAudit(provider, 'settings.logo')).after).toEqual({ logoImage: saved.logoImage });
  });

  it('refuses an SVG: no upload token for it, and an SVG in the bucket is no upload of the site', async () => {
    const token = await expectProblem(provider.rawRequest('GET', '/desk/settings/upload-token?ext=svg', { tenant: 'default', token: tokens.OWNER }), 400);
    expect(token.code).toBe('VALIDATION_FAILED');
    const key = 'search/default/20260302/00000000-0000-4000-8000-000000000000.png';
    await provider.storage.put(key, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png');
    const refused = await expectProblem(settings().logo.$put({ json: { key } }), 400);
    expect(refused.errors).toEqual([expect.objectContaining({ path: 'key' })]);
    expect(await expectJson(settings()['upload-token'].$get({ query: { ext: 'png' } }), 200)).toMatchObject({ key: expect.stringMatching(/\.png$/) });
  });
});

describe('who may', () => {
  it('refuses CONTENT, BUYER and FINANCE (403) and another tenant\'s owner or a shopper (401)', async () => {
    for (const role of ['CONTENT', 'BUYER', 'FINANCE'] as const) {
      expect((await expectProblem(settings(tokens[role]).identity.$patch({ json: IDENTITY }), 403)).code).toBe('ROLE_FORBIDDEN');
      expect((await expectProblem(settings(tokens[role]).links.$put({ json: LINKS }), 403)).code).toBe('ROLE_FORBIDDEN');
    }
    for (const token of [tokens.otherOwner, tokens.shopper]) {
      expect((await expectProblem(settings(token).identity.$patch({ json: IDENTITY }), 401)).code).toBe('UNAUTHORIZED');
      expect((await expectProblem(settings(token).$get(), 401)).code).toBe('UNAUTHORIZED');
    }
    // The other tenant's owner changes their own site only.
    await expectJson(settings(tokens.otherOwner, 'vn').identity.$patch({ json: { ...IDENTITY, name: 'Other Site' } }), 200);
    expect((await expectJson(settings().$get(), 200)).name).not.toBe('Other Site');
  });
});
