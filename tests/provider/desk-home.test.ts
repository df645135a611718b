import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, notInArray } from 'drizzle-orm';
import type { OperatorRole } from '../../contract/desk';
import { products, tenants } from '../../provider/db/schema';
import { DEMO_OWNER, deskLogIn, lastAudit, newOperator } from './support/operators';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { uploadedPicture as uploadedPictureOf } from './support/uploads';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
const tokens: Partial<Record<OperatorRole, string>> = {};
beforeAll(async () => {
  provider = await createTestProvider();
  tokens.OWNER = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  for (const role of ['CONTENT', 'BUYER', 'FINANCE', 'WAREHOUSE'] as const) {
    tokens[role] = (await newOperator(provider, tokens.OWNER, `${role.toLowerCase()}@example.com`, role)).token;
  }
});
afterAll(() => provider.close());

const tokenOf = (role: OperatorRole) => {
  const token = tokens[role];
  if (!token) throw new Error(`No ${role} operator`);
  return token;
};
const desk = (role: OperatorRole = 'CONTENT', tenant = 'default') => provider.api({ tenant, token: tokenOf(role) }).desk.content;
const front = (language = 'en', tenant = 'default') => provider.api({ tenant, language }).front['site-content'];
const siteVersion = async (tenant = 'default') =>
  (await provider.db.select({ v: tenants.siteVersion }).from(tenants).where(eq(tenants.id, tenant)))[0]?.v ?? 0;

const uploadedPicture = (tenant = 'default') => uploadedPictureOf(provider, tenant);

async function expectCode(answer: Parameters<typeof expectProblem>[0], status: number, code: string) {
  expect((await expectProblem(answer, status)).code).toBe(code);
}

const englishBanner = { title: 'Spring sale', caption: 'Shipping from ¥0' };

describe('banners', () => {
  it('add (picture kept, words per language), edit, move and remove; each raises the site version and is audited', async () => {
    const before = await expectJson(desk().banners.$get(), 200);
    const version = await siteVersion();
    const added = await expectJson(desk().banners.$post({
      json: { imageKey: await uploadedPicture(), link: 'https://example.com/sale', texts: { en: englishBanner, vi: { title: 'Khuyến mãi mùa xuân', caption: '' } } },
    }), 201);
    expect(added.imageUrl).toMatch(/\/site\/default\/banner-[0-9a-f-]+\.jpg$/);
    expect(await siteVersion()).toBe(version + 1);
    expect((await lastAudit(provider, 'banner.add')).after).toMatchObject({ link: 'https://example.com/sale', texts: { en: englishBanner } });
    // The storefront shows it last, in each language with its own words.
    const shown = await expectJson(front('vi')['banner-images'].$get(), 200);
    expect(shown.items.at(-1)).toMatchObject({ imageUrl: added.imageUrl, title: 'Khuyến mãi mùa xuân', link: 'https://example.com/sale' });

    const edited = await expectJson(desk().banners[':id'].$put({
      param: { id: String(added.id) }, json: { link: '/how-to-use', texts: { en: { title: 'Summer sale', caption: 'Now' } } },
    }), 200);
    expect(edited).toMatchObject({ link: '/how-to-use', texts: { en: { title: 'Summer sale', caption: 'Now' } } });
    expect(edited.texts.vi).toBeUndefined();
    expect((await lastAudit(provider, 'banner.update')).before).toMatchObject({ texts: { en: englishBanner } });

    const moved = await expectJson(desk().banners[':id'].move.$post({ param: { id: String(edited.id) }, json: { direction: 'up' } }), 200);
    expect(moved.items.map((banner) => banner.id).indexOf(edited.id)).toBe(before.items.length - 1);
    const englishOrder = (await expectJson(front('en')['banner-images'].$get(), 200)).items.map((banner) => banner.imageUrl);
    expect(englishOrder.indexOf(edited.imageUrl)).toBe(englishOrder.length - 2);

    const removing = await siteVersion();
    expect((await desk('OWNER').banners[':id'].$delete({ param: { id: String(edited.id) } })).status).toBe(204);
    expect(await siteVersion()).toBe(removing + 1);
    expect((await expectJson(desk().banners.$get(), 200)).items).toHaveLength(before.items.length);
    await expectCode(desk().banners[':id'].$delete({ param: { id: String(edited.id) } }), 404, 'NOT_FOUND');
  });

  it('refuse a javascript: link, a //host link, a language the site does not offer, a key that is no upload, overlong words', async () => {
    const imageKey = await uploadedPicture('vn');
    const vnOwner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    const vnDesk = provider.api({ tenant: 'vn', token: vnOwner }).desk.content;
    const version = await siteVersion('vn');
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://example.com']) {
      await expectCode(vnDesk.banners.$post({ json: { imageKey, link, texts: { vi: englishBanner } } }), 400, 'VALIDATION_FAILED');
    }
    await expectCode(vnDesk.banners.$post({ json: { imageKey, link: null, texts: { ja: englishBanner } } }), 400, 'VALIDATION_FAILED');
    await expectCode(vnDesk.banners.$post({ json: { imageKey, link: null, texts: {} } }), 400, 'VALIDATION_FAILED');
    await expectCode(vnDesk.banners.$post({ json: { imageKey: 'search/vn/nothing.jpg', link: null, texts: { vi: englishBanner } } }), 400, 'VALIDATION_FAILED');
    await expectCode(vnDesk.banners.$post({ json: { imageKey, link: null, texts: { vi: { title: 'x'.repeat(121), caption: '' } } } }), 400, 'VALIDATION_FAILED');
    // Another tenant's upload is no upload of this one.
    await expectCode(desk().banners.$post({ json: { imageKey, link: null, texts: { en: englishBanner } } }), 400, 'VALIDATION_FAILED');
    expect(await siteVersion('vn')).toBe(version);
  });
});

describe('home sections', () => {
  it('add a titled section, pin products found in the catalog, reorder and unpin them; the home page shows it', async () => {
    const found = await expectJson(desk().home.catalog.$get({ query: { keyword: 'tee' } }), 200);
    const [first, second] = found.items;
    if (!first || !second) throw new Error('The catalog found too little');
    const version = await siteVersion();
    const section = await expectJson(desk().home.sections.$post({ json: { titles: { en: 'Staff picks', vi: 'Nhân viên chọn' } } }), 201);
    expect(section).toMatchObject({ kind: 'PREFERRED', products: [] });
    await expectJson(desk().home.sections[':id'].products.$post({ param: { id: section.id }, json: { productId: first.productId } }), 200);
    const pinned = await expectJson(desk().home.sections[':id'].products.$post({ param: { id: section.id }, json: { productId: second.productId } }), 200);
    expect(pinned.products.map((card) => card.productId)).toEqual([first.productId, second.productId]);
    // Pinned already: nothing changes.
    await expectJson(desk().home.sections[':id'].products.$post({ param: { id: section.id }, json: { productId: second.productId } }), 200);
    expect(await siteVersion()).toBe(version + 3);
    expect((await lastAudit(provider, 'home-section.pin')).after).toEqual({ productId: second.productId });

    const reordered = await expectJson(desk().home.sections[':id'].products[':productId'].move.$post({
      param: { id: section.id, productId: second.productId }, json: { direction: 'up' },
    }), 200);
    expect(reordered.products.map((card) => card.productId)).toEqual([second.productId, first.productId]);

    const home = await expectJson(front('vi')['preferred-product-groups'].$get({ query: { pageSize: '50' } }), 200);
    const shown = home.items.find((group) => group.id === section.id);
    expect(shown).toMatchObject({ name: 'Nhân viên chọn' });
    expect(shown?.products.map((card) => card.productId)).toEqual([second.productId, first.productId]);

    const retitled = await expectJson(desk().home.sections[':id'].$put({ param: { id: section.id }, json: { titles: { en: 'Our picks' } } }), 200);
    expect(retitled.titles).toEqual({ en: 'Our picks' });
    expect((await lastAudit(provider, 'home-section.retitle')).before).toEqual({ titles: { en: 'Staff picks', vi: 'Nhân viên chọn' } });

    const unpinned = await expectJson(desk().home.sections[':id'].products[':productId'].$delete({ param: { id: section.id, productId: second.productId } }), 200);
    expect(unpinned.products.map((card) => card.productId)).toEqual([first.productId]);
    await expectCode(desk().home.sections[':id'].products[':productId'].$delete({ param: { id: section.id, productId: second.productId } }), 404, 'NOT_FOUND');

    const moved = await expectJson(desk().home.sections[':id'].move.$post({ param: { id: section.id }, json: { direction: 'up' } }), 200);
    const featured = moved.items.filter((item) => item.kind === 'PREFERRED').map((item) => item.id);
    expect(featured.indexOf(section.id)).toBe(featured.length - 2);

    expect((await desk('OWNER').home.sections[':id'].$delete({ param: { id: section.id } })).status).toBe(204);
    expect((await expectJson(desk().home.sections.$get(), 200)).items.some((item) => item.id === section.id)).toBe(false);
    expect((await lastAudit(provider, 'home-section.remove')).before).toMatchObject({ products: [first.productId] });
  });

  it('change kind: a featured section becomes the last recommendation (public lists follow), audited; a bad kind is 400', async () => {
    const section = await expectJson(desk().home.sections.$post({ json: { titles: { en: 'Weekly deals' } } }), 201);
    const [product] = await expectJson(desk().home.catalog.$get({ query: { keyword: 'a' } }), 200).then((found) => found.items);
    if (!product) throw new Error('The catalog found nothing');
    await expectJson(desk().home.sections[':id'].products.$post({ param: { id: section.id }, json: { productId: product.productId } }), 200);
    const version = await siteVersion();
    const changed = await expectJson(desk().home.sections[':id'].kind.$post({ param: { id: section.id }, json: { kind: 'RECOMMENDED' } }), 200);
    expect(changed.kind).toBe('RECOMMENDED');
    expect(await siteVersion()).toBe(version + 1);
    expect(await lastAudit(provider, 'home-section.kind')).toMatchObject({ before: { kind: 'PREFERRED' }, after: { kind: 'RECOMMENDED' } });
    const listed = (await expectJson(desk().home.sections.$get(), 200)).items;
    expect(listed.at(-1)?.id).toBe(section.id);
    expect((await expectJson(front()['recommend-product-groups'].$get({ query: {} }), 200)).items.map((group) => group.id)).toContain(section.id);
    expect((await expectJson(front()['preferred-product-groups'].$get({ query: {} }), 200)).items.map((group) => group.id)).not.toContain(section.id);
    // Its kind already: nothing changes.
    await expectJson(desk().home.sections[':id'].kind.$post({ param: { id: section.id }, json: { kind: 'RECOMMENDED' } }), 200);
    expect(await siteVersion()).toBe(version + 1);
    const bad = await expectProblem(provider.rawRequest('POST', `/desk/content/home/sections/${section.id}/kind`, { tenant: 'default', token: tokenOf('CONTENT'), json: { kind: 'HIDDEN' } }), 400);
    expect(bad.code).toBe('VALIDATION_FAILED');
    await expectCode(desk().home.sections[':id'].kind.$post({ param: { id: 'no-such-section' }, json: { kind: 'PREFERRED' } }), 404, 'NOT_FOUND');
    await expectCode(desk('BUYER').home.sections[':id'].kind.$post({ param: { id: section.id }, json: { kind: 'PREFERRED' } }), 403, 'ROLE_FORBIDDEN');
    expect((await desk().home.sections[':id'].$delete({ param: { id: section.id } })).status).toBe(204);
  });

  it('refuse an unknown product, one of a platform the site does not offer, a language it does not offer, an empty title', async () => {
    const [section] = (await expectJson(desk().home.sections.$get(), 200)).items;
    if (!section) throw new Error('No section');
    const version = await siteVersion();
    await expectCode(desk().home.sections[':id'].products.$post({ param: { id: section.id }, json: { productId: 'no-such-product' } }), 400, 'VALIDATION_FAILED');
    await expectCode(desk().home.sections[':id'].products.$post({ param: { id: 'no-such-section', }, json: { productId: 'x' } }), 404, 'NOT_FOUND');
    await expectCode(desk().home.sections.$post({ json: { titles: { en: '' } } }), 400, 'VALIDATION_FAILED');
    await expectCode(desk().home.sections.$post({ json: { titles: { xx: 'Nope' } as never } }), 400, 'VALIDATION_FAILED');
    await expectCode(desk().home.sections.$post({ json: { titles: { en: 'x'.repeat(61) } } }), 400, 'VALIDATION_FAILED');
    await expectCode(desk().home.catalog.$get({ query: { keyword: '' } }), 400, 'VALIDATION_FAILED');
    const vnOwner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    const vnDesk = provider.api({ tenant: 'vn', token: vnOwner }).desk.content;
    await expectCode(vnDesk.home.sections.$post({ json: { titles: { ja: '日本語' } } }), 400, 'VALIDATION_FAILED');
    // A product of a platform the Vietnamese site does not offer is not its to pin.
    const [vnSection] = (await expectJson(vnDesk.home.sections.$get(), 200)).items;
    const [elsewhere] = await provider.db.select({ id: products.id }).from(products)
      .where(notInArray(products.platform, ['Taobao', 'Tmall', 'Alibaba', 'JD', 'Poizon'])).limit(1);
    if (!vnSection || !elsewhere) throw new Error('No section or product');
    await expectCode(vnDesk.home.sections[':id'].products.$post({ param: { id: vnSection.id }, json: { productId: elsewhere.id } }), 400, 'VALIDATION_FAILED');
    expect(await siteVersion()).toBe(version);
  });
});

describe('who may', () => {
  it('OWNER and CONTENT may; BUYER, FINANCE and WAREHOUSE are 403; another tenant\'s operator and a shopper are 401', async () => {
    for (const role of ['OWNER', 'CONTENT'] as const) {
      await expectJson(desk(role).banners.$get(), 200);
      await expectJson(desk(role).home.sections.$get(), 200);
    }
    for (const role of ['BUYER', 'FINANCE', 'WAREHOUSE'] as const) {
      await expectProblem(desk(role).banners.$get(), 403);
      await expectProblem(desk(role).home.sections.$post({ json: { titles: { en: 'No' } } }), 403);
    }
    const vnOwner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    await expectProblem(provider.api({ tenant: 'default', token: vnOwner }).desk.content.banners.$get(), 401);
    const shopper = (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).token;
    await expectProblem(provider.api({ tenant: 'default', token: shopper }).desk.content.home.sections.$get(), 401);
  });
});
