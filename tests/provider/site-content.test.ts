import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../contract/language';
import { ProductCardList } from '../../contract/product';
import {
  AnnouncementList, Article, ArticleTypeList, ArticleVersionList, ProductGroupList, SiteImageList,
} from '../../contract/site-content';
import { ARTICLE_TYPES } from '../../contract/tenant';
import { createTestProvider, expectJson, expectProblem, type ProviderClient, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('product lists of the home page', () => {
  it.each([
    ['preferred-products', (api: ProviderClient) => api.front['site-content']['preferred-products'], ProductCardList],
    ['preferred-product-groups', (api: ProviderClient) => api.front['site-content']['preferred-product-groups'], ProductGroupList],
    ['recommend-product-groups', (api: ProviderClient) => api.front['site-content']['recommend-product-groups'], ProductGroupList],
  ] as const)("%s answers one page of the tenant's catalog content", async (_name, list, schema) => {
    const page = schema.parse(await expectJson(list(provider.api({ tenant: 'vn' })).$get({ query: { pageNo: '1', pageSize: '2' } }), 200));
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(schema.parse(await expectJson(list(provider.api({ tenant: 'vn' })).$get({ query: { pageNo: '50', pageSize: '5' } }), 200)))
      .toEqual({ items: [], total: page.total, pageNo: 50, pageSize: 5 });
  });

  it('names the home page\'s sections in every language of the storefront', async () => {
    const namesIn = async (language: string) => {
      const api = provider.api({ language }).front['site-content'];
      const [preferred, recommended] = await Promise.all([
        expectJson(api['preferred-product-groups'].$get({ query: { pageSize: '10' } }), 200),
        expectJson(api['recommend-product-groups'].$get({ query: { pageSize: '10' } }), 200),
      ]);
      return [...ProductGroupList.parse(preferred).items, ...ProductGroupList.parse(recommended).items].map((group) => group.name);
    };
    const english = await namesIn('en');
    expect(english).toEqual(['New arrivals', 'Best sellers', 'Wholesale deals', 'Recommended for you', 'Trending now']);
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const names = await namesIn(language);
      names.forEach((name, i) => expect(name, `${language}: ${english[i]}`).not.toBe(english[i]));
    }
  });

  it.each([{ pageSize: 'abc' }, { pageSize: '0' }, { pageSize: '101' }, { pageNo: '-1' }])('answers 400 VALIDATION_FAILED for %o', async (query) => {
    const problem = await expectProblem(provider.api().front['site-content']['preferred-products'].$get({ query }), 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/front/site-content/banner-images and /images', () => {
  it('lists banners in display order, stored through the storage layer', async () => {
    const banners = SiteImageList.parse(await expectJson(provider.api({ tenant: 'ru' }).front['site-content']['banner-images'].$get(), 200));
    expect(banners.items).toHaveLength(3);
    expect(banners.items[0]).toMatchObject({ title: 'Весь Китай в одной корзине', link: '/how-to-use' });
    for (const banner of banners.items) {
      expect(banner.imageUrl).toMatch(/^\/api\/files\/seed\/ru\/banner-\d-[0-9a-f]{12}\.svg$/);
      expect((await provider.file(banner.imageUrl)).status).toBe(200);
    }
  });

  it('answers banner text in the reader\'s language, over one picture without text for every language', async () => {
    const bannersIn = async (language: string) =>
      SiteImageList.parse(await expectJson(provider.api({ language }).front['site-content']['banner-images'].$get(), 200)).items;
    const [english, arabic, japanese] = await Promise.all([bannersIn('en'), bannersIn('ar'), bannersIn('ja')]);
    expect(english.map((banner) => [banner.title, banner.caption])[0]).toEqual(['All of China in one cart', 'Taobao · 1688 · JD · Poizon']);
    expect(arabic).toHaveLength(english.length);
    expect(japanese).toHaveLength(english.length);
    for (const [i, banner] of arabic.entries()) {
      expect(banner.title).toMatch(/\p{Script=Arabic}/u);
      expect(banner.imageUrl).toBe(english[i]!.imageUrl);
      expect(japanese[i]!.title).not.toBe(english[i]!.title);
      const picture = await (await provider.file(banner.imageUrl)).text();
      expect(picture, 'the picture carries no text').not.toContain('<text');
    }
  });

  it('lists the promotional images of the best available language', async () => {
    const vietnamese = SiteImageList.parse(await expectJson(provider.api({ tenant: 'vn' }).front['site-content'].images.$get(), 200));
    const english = SiteImageList.parse(await expectJson(provider.api({ tenant: 'vn', language: 'en' }).front['site-content'].images.$get(), 200));
    expect(vietnamese.items.map((image) => image.title)).toEqual(['Giày sneaker từ Poizon', 'Nhập sỉ từ 1688']);
    expect(english.items.map((image) => image.title)).toEqual(['Sneakers from Poizon', 'Wholesale from 1688']);
  });
});

describe('GET /api/front/site-content/articles/{type}', () => {
  it("answers the article in the tenant's default language", async () => {
    const article = Article.parse(await expectJson(provider.api({ tenant: 'vn' }).front['site-content'].articles[':type'].$get({ param: { type: 'ABOUT_TRANSIT_FEE' } }), 200));
    expect(article).toMatchObject({ type: 'ABOUT_TRANSIT_FEE', language: 'vi', title: 'Bảng phí vận chuyển' });
    // The fee table is the page's own, read from the tenant's lines as they are now: the article has none of its own.
    expect(article.html).not.toContain('<table>');
    expect(new Date(article.updatedAt).toISOString()).toBe(article.updatedAt);
  });

  it('lists when each enabled article was published, per language (the sitemaps\' lastmod)', async () => {
    const { items } = ArticleVersionList.parse(await expectJson(provider.api({ tenant: 'vn' }).front['site-content']['article-versions'].$get(), 200));
    expect(items.filter((v) => v.type === 'PRIVACY_POLICY').map((v) => v.language).sort()).toEqual(['en', 'vi', 'zh-CN']);
    // vn does not show ABOUT_TRANSIT: its articles are no page's content.
    expect(items.some((v) => v.type === 'ABOUT_TRANSIT')).toBe(false);
    for (const v of items) expect(new Date(v.updatedAt).toISOString()).toBe(v.updatedAt);
  });

  it('answers in the Accept-Language language when the tenant has it', async () => {
    const article = Article.parse(await expectJson(provider.api({ tenant: 'ru', language: 'en' }).front['site-content'].articles[':type'].$get({ param: { type: 'USER_AGREEMENT' } }), 200));
    expect(article).toMatchObject({ language: 'en', title: 'User agreement' });
  });

  it("falls back to the tenant's default language, then English", async () => {
    const ru2 = Article.parse(await expectJson(provider.api({ tenant: 'ru', language: 'ru2' }).front['site-content'].articles[':type'].$get({ param: { type: 'FAQ' } }), 200));
    expect(ru2).toMatchObject({ language: 'ru', title: 'Частые вопросы' });
    const german = Article.parse(await expectJson(provider.api({ tenant: 'vn', language: 'de-DE' }).front['site-content'].articles[':type'].$get({ param: { type: 'FAQ' } }), 200));
    expect(german).toMatchObject({ language: 'vi' });
    const french = Article.parse(await expectJson(provider.api({ tenant: 'gh', language: 'fr-FR' }).front['site-content'].articles[':type'].$get({ param: { type: 'FAQ' } }), 200));
    expect(french).toMatchObject({ language: 'en', title: 'Frequently asked questions' });
  });

  it('answers the all-language demo tenant in each of its languages', async () => {
    const french = Article.parse(await expectJson(provider.api({ tenant: 'default', language: 'fr-FR' }).front['site-content'].articles[':type'].$get({ param: { type: 'FAQ' } }), 200));
    expect(french).toMatchObject({ language: 'fr', title: 'Questions fréquentes' });
    const lao = Article.parse(await expectJson(provider.api({ tenant: 'default', language: 'lo' }).front['site-content'].articles[':type'].$get({ param: { type: 'FAQ' } }), 200));
    expect(lao).toMatchObject({ language: 'la', title: 'ຄຳຖາມທີ່ພົບເລື້ອຍ' });
    const secondRussian = Article.parse(await expectJson(provider.api({ tenant: 'default', language: 'ru2' }).front['site-content'].articles[':type'].$get({ param: { type: 'FAQ' } }), 200));
    expect(secondRussian.language).toBe('ru');
  });

  it("never shows one tenant's article to another", async () => {
    const vn = Article.parse(await expectJson(provider.api({ tenant: 'vn', language: 'vi' }).front['site-content'].articles[':type'].$get({ param: { type: 'ABOUT_US' } }), 200));
    const ru = Article.parse(await expectJson(provider.api({ tenant: 'ru', language: 'vi' }).front['site-content'].articles[':type'].$get({ param: { type: 'ABOUT_US' } }), 200));
    expect(vn.html).toContain('Hàng Tàu Express');
    expect(ru.language).toBe('ru');
    expect(ru.html).toContain('ПосылкаКитай');
    expect(ru.html).not.toContain('Hàng Tàu');
  });

  it('answers 404 ARTICLE_NOT_FOUND for a type the tenant has not enabled', async () => {
    const uz = await expectProblem(provider.api({ tenant: 'uz' }).front['site-content'].articles[':type'].$get({ param: { type: 'SOURCING_SERVICE' } }), 404);
    expect(uz).toMatchObject({ code: 'ARTICLE_NOT_FOUND', detail: 'Articles of type SOURCING_SERVICE are not enabled for this site.' });
    const vn = await expectProblem(provider.api({ tenant: 'vn' }).front['site-content'].articles[':type'].$get({ param: { type: 'ABOUT_TRANSIT' } }), 404);
    expect(vn.code).toBe('ARTICLE_NOT_FOUND');
  });

  it('answers 400 VALIDATION_FAILED for an unknown type', async () => {
    const problem = await expectProblem(provider.rawRequest('GET', '/front/site-content/articles/RECIPES', { tenant: 'vn' }), 400);
    expect(problem).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path: 'type' })] });
  });

  it('answers every enabled type of every demo tenant', async () => {
    for (const tenant of ['default', 'vn', 'ru', 'uz', 'gh']) {
      const types = ArticleTypeList.parse(await expectJson(provider.api({ tenant }).front['site-content']['enabled-article-types'].$get(), 200));
      for (const type of types.items) {
        const article = Article.parse(await expectJson(provider.api({ tenant }).front['site-content'].articles[':type'].$get({ param: { type } }), 200));
        expect(article.html.length, `${tenant} ${type}`).toBeGreaterThan(200);
      }
    }
  });
});

describe('GET /api/front/site-content/enabled-article-types', () => {
  it("lists the tenant's enabled types", async () => {
    const all = ArticleTypeList.parse(await expectJson(provider.api().front['site-content']['enabled-article-types'].$get(), 200));
    expect(all.items).toEqual([...ARTICLE_TYPES]);
    const uz = ArticleTypeList.parse(await expectJson(provider.api({ tenant: 'uz' }).front['site-content']['enabled-article-types'].$get(), 200));
    expect(uz.items).not.toContain('SOURCING_SERVICE');
    expect(uz.total).toBe(ARTICLE_TYPES.length - 1);
  });
});

describe('GET /api/front/site-content/announcements', () => {
  it('pages the announcements of the best language, newest first', async () => {
    const first = AnnouncementList.parse(await expectJson(provider.api({ tenant: 'ru' }).front['site-content'].announcements.$get({ query: { pageSize: '1' } }), 200));
    const second = AnnouncementList.parse(await expectJson(provider.api({ tenant: 'ru' }).front['site-content'].announcements.$get({ query: { pageSize: '1', pageNo: '2' } }), 200));
    expect(first).toMatchObject({ total: 2, pageNo: 1, pageSize: 1 });
    expect(first.items[0]).toMatchObject({ language: 'ru', title: 'Новое автонаправление через Казахстан' });
    expect(second.items[0]?.title).toBe('Склад закрыт на Праздник весны');
    expect(Date.parse(first.items[0]?.publishedAt ?? '')).toBeGreaterThan(Date.parse(second.items[0]?.publishedAt ?? ''));
  });

  it('answers the English announcements of a tenant when asked in English', async () => {
    const list = AnnouncementList.parse(await expectJson(provider.api({ tenant: 'uz', language: 'en' }).front['site-content'].announcements.$get({ query: {} }), 200));
    expect(list.items.every((announcement) => announcement.language === 'en')).toBe(true);
    expect(list.total).toBe(2);
  });
});
