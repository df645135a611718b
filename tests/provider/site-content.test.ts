import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductCardList } from '../../contract/product';
import {
  AnnouncementList, Article, ArticleTypeList, ProductGroupList, SiteImageList,
} from '../../contract/site-content';
import { ARTICLE_TYPES } from '../../contract/tenant';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('product lists of the home page', () => {
  it.each([
    ['/front/site-content/preferred-products', ProductCardList],
    ['/front/site-content/preferred-product-groups', ProductGroupList],
    ['/front/site-content/recommend-product-groups', ProductGroupList],
  ] as const)("%s answers one page of the tenant's catalog content", async (path, schema) => {
    const page = schema.parse(await provider.getJson(`${path}?pageNo=1&pageSize=2`, { tenant: 'vn' }));
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(schema.parse(await provider.getJson(`${path}?pageNo=50&pageSize=5`, { tenant: 'vn' })))
      .toEqual({ items: [], total: page.total, pageNo: 50, pageSize: 5 });
  });

  it.each(['pageSize=abc', 'pageSize=0', 'pageSize=101', 'pageNo=-1'])('answers 400 VALIDATION_FAILED for %s', async (query) => {
    const problem = await provider.getProblem(`/front/site-content/preferred-products?${query}`, 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/front/site-content/banner-images and /images', () => {
  it('lists banners in display order, stored through the storage layer', async () => {
    const banners = SiteImageList.parse(await provider.getJson('/front/site-content/banner-images', { tenant: 'ru' }));
    expect(banners.items).toHaveLength(3);
    expect(banners.items[0]).toMatchObject({ title: 'Весь Китай в одной корзине', link: '/how-to-use' });
    for (const banner of banners.items) {
      expect(banner.imageUrl).toMatch(/^\/api\/files\/seed\/ru\/banner-\d-[0-9a-f]{12}\.svg$/);
      expect((await provider.get(banner.imageUrl.replace(/^\/api/, ''))).status).toBe(200);
    }
  });

  it('lists the promotional images of the best available language', async () => {
    const vietnamese = SiteImageList.parse(await provider.getJson('/front/site-content/images', { tenant: 'vn' }));
    const english = SiteImageList.parse(await provider.getJson('/front/site-content/images', { tenant: 'vn', language: 'en' }));
    expect(vietnamese.items.map((image) => image.title)).toEqual(['Giày sneaker từ Poizon', 'Nhập sỉ từ 1688']);
    expect(english.items.map((image) => image.title)).toEqual(['Sneakers from Poizon', 'Wholesale from 1688']);
  });
});

describe('GET /api/front/site-content/articles/{type}', () => {
  it("answers the article in the tenant's default language", async () => {
    const article = Article.parse(await provider.getJson('/front/site-content/articles/ABOUT_TRANSIT_FEE', { tenant: 'vn' }));
    expect(article).toMatchObject({ type: 'ABOUT_TRANSIT_FEE', language: 'vi', title: 'Bảng phí vận chuyển' });
    expect(article.html).toContain('<table>');
    expect(article.html).toContain('Đường bộ tiêu chuẩn');
    expect(article.html).not.toContain('Đường biển');
    expect(new Date(article.updatedAt).toISOString()).toBe(article.updatedAt);
  });

  it('answers in the Accept-Language language when the tenant has it', async () => {
    const article = Article.parse(await provider.getJson('/front/site-content/articles/USER_AGREEMENT', { tenant: 'ru', language: 'en' }));
    expect(article).toMatchObject({ language: 'en', title: 'User agreement' });
  });

  it("falls back to the tenant's default language, then English", async () => {
    const ru2 = Article.parse(await provider.getJson('/front/site-content/articles/FAQ', { tenant: 'ru', language: 'ru2' }));
    expect(ru2).toMatchObject({ language: 'ru', title: 'Частые вопросы' });
    const french = Article.parse(await provider.getJson('/front/site-content/articles/FAQ', { tenant: 'default', language: 'fr-FR' }));
    expect(french).toMatchObject({ language: 'en', title: 'Frequently asked questions' });
  });

  it("never shows one tenant's article to another", async () => {
    const vn = Article.parse(await provider.getJson('/front/site-content/articles/ABOUT_US', { tenant: 'vn', language: 'vi' }));
    const ru = Article.parse(await provider.getJson('/front/site-content/articles/ABOUT_US', { tenant: 'ru', language: 'vi' }));
    expect(vn.html).toContain('Hàng Tàu Express');
    expect(ru.language).toBe('ru');
    expect(ru.html).toContain('ПосылкаКитай');
    expect(ru.html).not.toContain('Hàng Tàu');
  });

  it('answers 404 ARTICLE_NOT_FOUND for a type the tenant has not enabled', async () => {
    const uz = await provider.getProblem('/front/site-content/articles/SOURCING_SERVICE', 404, { tenant: 'uz' });
    expect(uz).toMatchObject({ code: 'ARTICLE_NOT_FOUND', detail: 'Articles of type SOURCING_SERVICE are not enabled for this site.' });
    const vn = await provider.getProblem('/front/site-content/articles/ABOUT_TRANSIT', 404, { tenant: 'vn' });
    expect(vn.code).toBe('ARTICLE_NOT_FOUND');
  });

  it('answers 400 VALIDATION_FAILED for an unknown type', async () => {
    const problem = await provider.getProblem('/front/site-content/articles/RECIPES', 400, { tenant: 'vn' });
    expect(problem).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path: 'type' })] });
  });

  it('answers every enabled type of every demo tenant', async () => {
    for (const tenant of ['default', 'vn', 'ru', 'uz', 'gh']) {
      const types = ArticleTypeList.parse(await provider.getJson('/front/site-content/enabled-article-types', { tenant }));
      for (const type of types.items) {
        const article = Article.parse(await provider.getJson(`/front/site-content/articles/${type}`, { tenant }));
        expect(article.html.length, `${tenant} ${type}`).toBeGreaterThan(200);
      }
    }
  });
});

describe('GET /api/front/site-content/enabled-article-types', () => {
  it("lists the tenant's enabled types", async () => {
    const all = ArticleTypeList.parse(await provider.getJson('/front/site-content/enabled-article-types'));
    expect(all.items).toEqual([...ARTICLE_TYPES]);
    const uz = ArticleTypeList.parse(await provider.getJson('/front/site-content/enabled-article-types', { tenant: 'uz' }));
    expect(uz.items).not.toContain('SOURCING_SERVICE');
    expect(uz.total).toBe(ARTICLE_TYPES.length - 1);
  });
});

describe('GET /api/front/site-content/announcements', () => {
  it('pages the announcements of the best language, newest first', async () => {
    const first = AnnouncementList.parse(await provider.getJson('/front/site-content/announcements?pageSize=1', { tenant: 'ru' }));
    const second = AnnouncementList.parse(await provider.getJson('/front/site-content/announcements?pageSize=1&pageNo=2', { tenant: 'ru' }));
    expect(first).toMatchObject({ total: 2, pageNo: 1, pageSize: 1 });
    expect(first.items[0]).toMatchObject({ language: 'ru', title: 'Новое автонаправление через Казахстан' });
    expect(second.items[0]?.title).toBe('Склад закрыт на Праздник весны');
    expect(Date.parse(first.items[0]?.publishedAt ?? '')).toBeGreaterThan(Date.parse(second.items[0]?.publishedAt ?? ''));
  });

  it('answers the English announcements of a tenant when asked in English', async () => {
    const list = AnnouncementList.parse(await provider.getJson('/front/site-content/announcements', { tenant: 'uz', language: 'en' }));
    expect(list.items.every((announcement) => announcement.language === 'en')).toBe(true);
    expect(list.total).toBe(2);
  });
});
