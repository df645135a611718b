import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { LanguageCode } from '../../contract/language';
import { articleRevisions, articles, tenants } from '../../provider/db/schema';
import { DEMO_OWNER, deskLogIn, lastAudit, newOperator } from './support/operators';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let ownerToken: string;
let contentToken: string;
beforeAll(async () => {
  provider = await createTestProvider();
  ownerToken = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  contentToken = (await newOperator(provider, ownerToken, 'writer@example.com', 'CONTENT')).token;
});
afterAll(() => provider.close());

const desk = (token: string, tenant = 'default') => provider.api({ tenant, token }).desk.content.articles;
const slot = (type: 'FAQ' | 'ABOUT_US' | 'USER_AGREEMENT', language: LanguageCode, pageNo?: number) =>
  ({ param: { type, language }, query: pageNo ? { pageNo: String(pageNo) } : {} });
const saveDraft = (token: string, type: 'FAQ' | 'ABOUT_US' | 'USER_AGREEMENT', language: LanguageCode, title: string, html: string) =>
  expectJson(desk(token)[':type'][':language'].draft.$put({ ...slot(type, language), json: { title, html } }), 200);
const publicArticle = (type: 'FAQ' | 'ABOUT_US' | 'USER_AGREEMENT', lang: string, tenant = 'default') =>
  expectJson(provider.api({ tenant, language: lang }).front['site-content'].articles[':type'].$get({ param: { type } }), 200);
const siteVersion = async (tenant = 'default') =>
  (await provider.db.select({ v: tenants.siteVersion }).from(tenants).where(eq(tenants.id, tenant)))[0]?.v;

describe('article drafts', () => {
  it('sanitise the HTML on the server: no script, no event handlers, no javascript: links', async () => {
    const draft = await saveDraft(contentToken, 'ABOUT_US', 'en', 'About us', [
      '<p onclick="steal()">Hello<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com" target="_blank">ok</a>',
      '<img src="x" onerror="alert(1)">',
    ].join(''));
    expect(draft.html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(draft.html).toContain('<p>Hello</p>');
    expect(draft.html).toContain('rel="noopener noreferrer"');
    expect(draft).toMatchObject({ state: 'DRAFT', savedBy: 'writer@example.com', publishedAt: null });
    expect((await lastAudit(provider, 'article.draft')).recordId).toBe('ABOUT_US/en');
  });

  it('are not shown to shoppers, do not raise the site version; a second save replaces the one draft', async () => {
    const version = await siteVersion();
    const first = await saveDraft(ownerToken, 'FAQ', 'en', 'FAQ draft', '<p>Draft answer one</p>');
    const second = await saveDraft(contentToken, 'FAQ', 'en', 'FAQ draft', '<p>Draft answer two</p>');
    expect(second.id).toBe(first.id);
    expect((await publicArticle('FAQ', 'en')).html).not.toContain('Draft answer');
    expect(await siteVersion()).toBe(version);
    // The preview reads the draft by its id; no other tenant's operator can.
    expect(await expectJson(desk(contentToken).revisions[':id'].$get({ param: { id: String(first.id) } }), 200)).toMatchObject({ html: '<p>Draft answer two</p>' });
    const vnOwner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    await expectProblem(desk(vnOwner, 'vn').revisions[':id'].$get({ param: { id: String(first.id) } }), 404);
    const opened = await expectJson(desk(contentToken)[':type'][':language'].$get(slot('FAQ', 'en')), 200);
    expect(opened.draft?.html).toBe('<p>Draft answer two</p>');
    expect(opened.live?.html).not.toContain('Draft answer');
    const list = await expectJson(desk(contentToken).$get(), 200);
    expect(list.items.find((item) => item.type === 'FAQ' && item.language === 'en')).toMatchObject({ hasDraft: true });
  });
});

describe('publishing and versions', () => {
  it('publish makes the draft live (site version raised, audited); restore publishes an old version again as a new one', async () => {
    const first = await saveDraft(contentToken, 'FAQ', 'en', 'FAQ v1', '<p>Version one</p>');
    const version = await siteVersion();
    const published = await expectJson(desk(contentToken).revisions[':id'].publish.$post({ param: { id: String(first.id) } }), 200);
    expect(published).toMatchObject({ state: 'PUBLISHED', publishedBy: 'writer@example.com', publishedAt: provider.clock.now().toISOString() });
    expect(await siteVersion()).toBe((version ?? 0) + 1);
    expect(await publicArticle('FAQ', 'en')).toMatchObject({ title: 'FAQ v1', html: '<p>Version one</p>' });
    expect((await lastAudit(provider, 'article.publish')).after).toMatchObject({ title: 'FAQ v1', versionId: first.id });
    // Published once: no second time.
    await expectProblem(desk(contentToken).revisions[':id'].publish.$post({ param: { id: String(first.id) } }), 404);

    provider.clock.advance(60_000);
    const second = await saveDraft(ownerToken, 'FAQ', 'en', 'FAQ v2', '<p>Version two</p>');
    await expectJson(desk(ownerToken).revisions[':id'].publish.$post({ param: { id: String(second.id) } }), 200);
    expect((await publicArticle('FAQ', 'en')).title).toBe('FAQ v2');

    provider.clock.advance(60_000);
    const restored = await expectJson(desk(contentToken).revisions[':id'].restore.$post({ param: { id: String(first.id) } }), 200);
    expect(restored.id).not.toBe(first.id);
    expect(await publicArticle('FAQ', 'en')).toMatchObject({ title: 'FAQ v1', html: '<p>Version one</p>' });
    const history = await expectJson(desk(contentToken)[':type'][':language'].$get(slot('FAQ', 'en')), 200);
    expect(history.versions.map((v) => [v.title, v.publishedBy])).toEqual([
      ['FAQ v1', 'writer@example.com'], ['FAQ v2', DEMO_OWNER.email], ['FAQ v1', 'writer@example.com'],
    ]);
    expect(history.draft).toBeNull();
    expect((await lastAudit(provider, 'article.restore')).after).toMatchObject({ restoredFrom: first.id, versionId: restored.id });
    // A draft is no version to restore.
    const draft = await saveDraft(ownerToken, 'FAQ', 'en', 'FAQ v3', '<p>Three</p>');
    await expectProblem(desk(ownerToken).revisions[':id'].restore.$post({ param: { id: String(draft.id) } }), 404);
  });

  it('the history is paged, 50 versions a page newest first: every kept version can be reached', async () => {
    const start = provider.clock.now().getTime();
    await provider.db.insert(articleRevisions).values(Array.from({ length: 55 }, (_, i) => ({
      tenantId: 'default', type: 'ABOUT_US' as const, language: 'en', state: 'PUBLISHED' as const, title: `About v${i + 1}`, html: '<p>About</p>',
      savedAt: new Date(start + i * 1000), publishedAt: new Date(start + i * 1000),
    })));
    const first = await expectJson(desk(contentToken)[':type'][':language'].$get(slot('ABOUT_US', 'en')), 200);
    expect(first.versionsPage).toEqual({ pageNo: 1, pageSize: 50, total: 55 });
    expect(first.versions).toHaveLength(50);
    expect(first.versions[0]?.title).toBe('About v55');
    const second = await expectJson(desk(contentToken)[':type'][':language'].$get(slot('ABOUT_US', 'en', 2)), 200);
    expect(second.versions.map((v) => v.title)).toEqual(['About v5', 'About v4', 'About v3', 'About v2', 'About v1']);
    expect((await expectJson(desk(contentToken)[':type'][':language'].$get(slot('ABOUT_US', 'en', 3)), 200)).versions).toEqual([]);
    expect((await expectProblem(desk(contentToken)[':type'][':language'].$get({ ...slot('ABOUT_US', 'en'), query: { pageNo: '0' } }), 400)).code).toBe('VALIDATION_FAILED');
  });

  it('publishing the user agreement is a new terms version for sign-ups', async () => {
    const terms = () => expectJson(provider.api({ tenant: 'default' }).front['site-content'].terms.$get(), 200);
    // The seed wrote the terms at the real time; the test clock runs earlier.
    await provider.db.update(articles).set({ updatedAt: new Date('2026-01-01T00:00:00Z') })
      .where(and(eq(articles.tenantId, 'default'), inArray(articles.type, ['USER_AGREEMENT', 'PRIVACY_POLICY'])));
    const before = (await terms()).version;
    expect(before).toBe('2026-01-01T00:00:00.000Z');
    provider.clock.advance(60_000);
    const draft = await saveDraft(ownerToken, 'USER_AGREEMENT', 'en', 'Terms', '<p>New terms</p>');
    expect((await terms()).version).toBe(before);
    await expectJson(desk(ownerToken).revisions[':id'].publish.$post({ param: { id: String(draft.id) } }), 200);
    expect((await terms()).version).toBe(provider.clock.now().toISOString());
  });
});

describe('who may write articles', () => {
  it('BUYER and FINANCE 403, a shopper and another tenant\'s operator 401; CONTENT and OWNER allowed', async () => {
    for (const role of ['BUYER', 'FINANCE'] as const) {
      const { token } = await newOperator(provider, ownerToken, `${role.toLowerCase()}-articles@example.com`, role);
      expect((await expectProblem(desk(token).$get(), 403)).code).toBe('ROLE_FORBIDDEN');
      await expectProblem(desk(token)[':type'][':language'].draft.$put({ ...slot('FAQ', 'en'), json: { title: 'x', html: '<p>x</p>' } }), 403);
    }
    const shopper = (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).token;
    await expectProblem(desk(shopper).$get(), 401);
    const vnOwner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    await expectProblem(desk(vnOwner).$get(), 401);
    await expectJson(desk(contentToken).$get(), 200);
    await expectJson(desk(ownerToken).$get(), 200);
  });

  it('bounds: unknown type, a language the site does not offer, a type it has not enabled, too long HTML, control characters, no title → 4xx problems', async () => {
    const raw = (method: string, path: string, json?: unknown, tenant = 'default') => provider.rawRequest(method, path, { tenant, token: ownerToken, json });
    expect((await expectProblem(raw('GET', '/desk/content/articles/NOPE/en'), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(raw('GET', '/desk/content/articles/FAQ/xx'), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(raw('PUT', '/desk/content/articles/FAQ/en/draft', { title: 'x', html: 'x'.repeat(200_001) }), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(raw('PUT', '/desk/content/articles/FAQ/en/draft', { title: ' ', html: '<p>x</p>' }), 400)).code).toBe('VALIDATION_FAILED');
    // A NUL byte is refused at the edge, not by the database.
    expect(await expectProblem(raw('PUT', '/desk/content/articles/FAQ/en/draft', { title: 'x', html: '<p>a\u0000b</p>' }), 400))
      .toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path: 'html' })] });
    await saveDraft(ownerToken, 'FAQ', 'en', 'Lines', '<p>one</p>\n\t<p>two</p>');
    expect((await expectProblem(raw('POST', '/desk/content/articles/revisions/abc/publish'), 400)).code).toBe('VALIDATION_FAILED');
    const vnOwner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    const vn = (method: string, path: string, json?: unknown) => provider.rawRequest(method, path, { tenant: 'vn', token: vnOwner, json });
    expect((await expectProblem(vn('PUT', '/desk/content/articles/FAQ/ja/draft', { title: 'x', html: '<p>x</p>' }), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(vn('GET', '/desk/content/articles/ABOUT_TRANSIT/vi'), 404)).code).toBe('ARTICLE_NOT_FOUND');
    // Another tenant's revision is none of this one's.
    const ours = await saveDraft(ownerToken, 'ABOUT_US', 'fr', 'À propos', '<p>Bonjour</p>');
    expect((await expectProblem(vn('POST', `/desk/content/articles/revisions/${ours.id}/publish`), 404)).code).toBe('NOT_FOUND');
  });
});
