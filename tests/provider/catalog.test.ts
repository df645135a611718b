import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryTree, Product, ProductCardList } from '../../contract/product';
import { parseProductLink } from '../../contract/product-links';
import { ProductGroupList } from '../../contract/site-content';
import { generateCatalog } from '../../provider/catalog/generator';
import { createTestProvider, expectJson, expectProblem, TEST_CATALOG_SIZE, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const productAt = async (productUrl: string, tenant = 'default', language?: string) =>
  Product.parse(await expectJson(provider.api({ tenant, language }).front.product.$get({ query: { productUrl } }), 200));

/** Usual link forms of the first seeded product of each platform, all naming the same product. */
const LINK_FORMS: Record<string, string[]> = {
  'TB-680000000001': [
    'https://item.taobao.com/item.htm?id=680000000001',
    'http://item.taobao.com/item.htm?spm=a1z10.1&id=680000000001&ns=1',
    'https://h5.m.taobao.com/awp/core/detail.htm?id=680000000001',
    'https://world.taobao.com/item/680000000001.htm',
  ],
  'TM-690000000001': [
    'https://detail.tmall.com/item.htm?id=690000000001',
    'https://detail.m.tmall.com/item.htm?id=690000000001&skuId=1',
    'https://detail.tmall.hk/hk/item.htm?id=690000000001',
  ],
  'JD-100020000001': [
    'https://item.jd.com/100020000001.html',
    'https://item.m.jd.com/product/100020000001.html',
    'https://npcitem.jd.hk/100020000001.html',
  ],
  'AL-700000000001': [
    'https://detail.1688.com/offer/700000000001.html',
    'https://detail.1688.com/offer/700000000001.html?spm=a26352',
    'https://m.1688.com/offer/700000000001.html',
    'https://detail.m.1688.com/page/index.html?offerId=700000000001',
  ],
  'YW-900001': ['https://www.yiwugo.com/product/detail/900001.html', 'https://m.yiwugo.com/product/detail/900001.html'],
  'PZ-1000001': [
    'https://m.dewu.com/router/product/ProductDetail?spuId=1000001',
    'https://www.poizon.com/product/detail?spuId=1000001&source=share',
  ],
  'SO-10001': ['https://selfowned.invalid/SO-10001'],
};

describe('GET /api/front/product', () => {
  it('resolves every usual link form of every platform to the same product, with its canonical link', async () => {
    for (const [productId, links] of Object.entries(LINK_FORMS)) {
      for (const link of links) {
        const product = await productAt(link);
        expect(product.productId, link).toBe(productId);
        expect(product.productUrl).toBe(parseProductLink(link)?.canonicalUrl);
      }
    }
  });

  it('answers a product as the storefront needs it: SKUs matching the properties, tiers sorted, pictures stored', async () => {
    for (const generated of generateCatalog(TEST_CATALOG_SIZE).filter((_, index) => index % 37 === 0)) {
      const product = await productAt(generated.canonicalUrl);
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.coverImage).toBe(product.images[0]);
      if (product.properties.length === 0) {
        expect(product.skus).toHaveLength(1);
        expect(product.skus[0]?.properties).toEqual([]);
      }
      for (const sku of product.skus) {
        expect(sku.properties.map((property) => property.name)).toEqual(product.properties.map((property) => property.name));
        for (const { name, value } of sku.properties) {
          expect(product.properties.find((property) => property.name === name)?.values.map((v) => v.value)).toContain(value);
        }
      }
      expect(product.price).toBe(Math.min(...product.skus.map((sku) => sku.price), ...product.priceRange.map((tier) => tier.price)));
      if (product.priceMode === 'SPU_PRICE_RANGE') {
        expect(['Alibaba', 'Yiwugou']).toContain(product.platform);
        expect(product.priceRange.map((tier) => tier.startQuantity)).toEqual([...product.priceRange.map((tier) => tier.startQuantity)].sort((a, b) => a - b));
        expect(product.minOrderQuantity).toBe(product.priceRange[0]?.startQuantity);
      }
    }
    const { coverImage } = await productAt(LINK_FORMS['JD-100020000001']![0]!);
    expect(coverImage).toMatch(/^\/api\/files\/catalog\//);
    const picture = await provider.file(coverImage);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('names the product in Chinese for Chinese readers, in English for English ones', async () => {
    const url = LINK_FORMS['TB-680000000001']![0]!;
    const [english, chinese] = await Promise.all([productAt(url, 'default', 'en'), productAt(url, 'default', 'zh-CN')]);
    expect(english.name).toMatch(/^[A-Z][\x20-\x7e]+$/);
    expect(chinese.name).toBe(chinese.originalName);
    expect(chinese.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a link that is not a product (400) and a product the catalog lacks (404)', async () => {
    for (const link of ['https://www.taobao.com/', 'https://example.com/item.htm?id=1', 'not a link', 'https://shop123.taobao.com']) {
      const problem = await expectProblem(provider.api({ tenant: 'default' }).front.product.$get({ query: { productUrl: link } }), 400);
      expect(problem.code).toBe('INVALID_PRODUCT_LINK');
    }
    const missing = await expectProblem(provider.api({ tenant: 'default' }).front.product.$get({ query: { productUrl: 'https://item.jd.com/1.html' } }), 404);
    expect(missing.code).toBe('PRODUCT_NOT_FOUND');
  });

  it("hides products of platforms the tenant does not offer", async () => {
    const problem = await expectProblem(provider.api({ tenant: 'uz' }).front.product.$get({ query: { productUrl: LINK_FORMS['YW-900001']![0]! } }), 404);
    expect(problem.code).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('GET /api/front/product/categories', () => {
  it('answers the two-level tree in the request language', async () => {
    const english = CategoryTree.parse(await expectJson(provider.api({ tenant: 'default', language: 'en' }).front.product.categories.$get(), 200));
    expect(english.items.length).toBeGreaterThanOrEqual(8);
    expect(english.items.find((node) => node.id === 'bags')).toMatchObject({ name: 'Bags' });
    expect(english.items.every((node) => node.children.length > 0 && node.children.every((child) => child.children.length === 0))).toBe(true);
    const chinese = CategoryTree.parse(await expectJson(provider.api({ tenant: 'default', language: 'zh-CN' }).front.product.categories.$get(), 200));
    expect(chinese.items.find((node) => node.id === 'bags')?.name).toBe('箱包');
    const russian = CategoryTree.parse(await expectJson(provider.api({ tenant: 'ru', language: 'ru' }).front.product.categories.$get(), 200));
    expect(russian.items.find((node) => node.id === 'bags')?.name).toBe('Сумки');
    expect(russian.items.find((node) => node.id === 'shoes')?.children.map((child) => child.name)).toEqual(['Кроссовки', 'Ботинки', 'Сандалии']);
  });
});

describe('home-page products', () => {
  it("lists the tenant's preferred products, paged, from its enabled platforms only", async () => {
    const first = ProductCardList.parse(await expectJson(provider.api({ tenant: 'uz' }).front['site-content']['preferred-products'].$get({ query: { pageNo: '1', pageSize: '10' } }), 200));
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(20);
    const second = ProductCardList.parse(await expectJson(provider.api({ tenant: 'uz' }).front['site-content']['preferred-products'].$get({ query: { pageNo: '2', pageSize: '10' } }), 200));
    expect(second.items.map((card) => card.productId)).not.toContain(first.items[0]?.productId);
    expect([...first.items, ...second.items].every((card) => ['Taobao', 'Alibaba', 'Poizon'].includes(card.platform))).toBe(true);
  });

  it('lists preferred and recommended groups with unique HTML ids and names in the request language', async () => {
    const preferred = ProductGroupList.parse(await expectJson(provider.api({ tenant: 'ru', language: 'ru' }).front['site-content']['preferred-product-groups'].$get({ query: {} }), 200));
    const recommended = ProductGroupList.parse(await expectJson(provider.api({ tenant: 'ru', language: 'ru' }).front['site-content']['recommend-product-groups'].$get({ query: {} }), 200));
    expect(preferred.items.map((group) => group.name)).toContain('Хиты продаж');
    const ids = [...preferred.items, ...recommended.items].map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[A-Za-z][\w-]*$/.test(id))).toBe(true);
    expect([...preferred.items, ...recommended.items].every((group) => group.products.length > 0)).toBe(true);
    // Every group is named in every language the site offers.
    const french = ProductGroupList.parse(await expectJson(provider.api({ tenant: 'gh', language: 'fr' }).front['site-content']['preferred-product-groups'].$get({ query: { pageSize: '1' } }), 200));
    expect(french.items).toHaveLength(1);
    expect(french.total).toBeGreaterThan(1);
    expect(french.items[0]?.name).toBe('Nouveautés');
  });
});
