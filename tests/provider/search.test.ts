import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_PLATFORMS, KeywordCategoryList, type ProductCard, ProductSearchResult } from '../../contract/product';
import { generateCatalog } from '../../provider/catalog/generator';
import { CART_CATALOG, createCartWorld } from './support/cart-catalog';
import { createTestProvider, expectJson, expectProblem, type ProviderClient, TEST_CATALOG_SIZE, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const catalog = generateCatalog(TEST_CATALOG_SIZE);

type SearchQuery = NonNullable<Parameters<ProviderClient['front']['product']['search']['$get']>[0]>['query'];
const search = async (query: SearchQuery, tenant = 'default', language = 'en') =>
  ProductSearchResult.parse(await expectJson(provider.api({ tenant, language }).front.product.search.$get({ query }), 200));

/** Every result of a search, following nextPage cursors. */
async function everyResult(query: SearchQuery, tenant = 'default'): Promise<ProductCard[]> {
  const items: ProductCard[] = [];
  let page = await search({ ...query, pageSize: '40' }, tenant);
  items.push(...page.items);
  while (page.nextPage) {
    page = await search({ ...query, pageSize: '40', nextPage: page.nextPage }, tenant);
    items.push(...page.items);
  }
  return items;
}

const expected = (matches: (product: (typeof catalog)[number]) => boolean) => catalog.filter(matches).map((product) => product.id).sort();
const ids = (items: ProductCard[]) => items.map((item) => item.productId).sort();

describe('GET /api/front/product/search by keyword', () => {
  it('finds Chinese keywords, whole and partial', async () => {
    expect(ids(await everyResult({ keyword: '真皮' }))).toEqual(expected((p) => p.titleZh.includes('真皮')));
    const handbags = await everyResult({ keyword: '手提包' });
    expect(handbags.length).toBeGreaterThan(0);
    expect(ids(handbags)).toEqual(expect.arrayContaining(expected((p) => p.titleZh.includes('手提包'))));
    // One character of a word finds it too.
    const dresses = await everyResult({ keyword: '裙' });
    expect(ids(dresses)).toEqual(expect.arrayContaining(expected((p) => p.titleZh.includes('连衣裙'))));
  });

  it('finds English keywords, whole, as prefixes and inside words, in any case', async () => {
    const leather = expected((p) => p.titleEn.toLowerCase().includes('leather'));
    expect(leather.length).toBeGreaterThan(0);
    expect(ids(await everyResult({ keyword: 'leather' }))).toEqual(leather);
    expect(ids(await everyResult({ keyword: 'LEATH' }))).toEqual(leather);
    expect(ids(await everyResult({ keyword: 'eathe' }))).toEqual(leather);
    const bags = ids(await everyResult({ keyword: 'bag' }));
    expect(bags).toEqual(expect.arrayContaining(expected((p) => p.titleEn.includes('handbag'))));
    expect(ids(await everyResult({ keyword: "Women's leather" })))
      .toEqual(expected((p) => p.titleEn.includes("women's") && p.titleEn.includes('leather')));
  });

  it('finds nothing for a word no product has', async () => {
    expect(await search({ keyword: 'xylophone' })).toMatchObject({ items: [], total: 0 });
    expect((await search({ keyword: 'xylophone' })).nextPage).toBeUndefined();
  });

  it('ranks by relevance, then sales', async () => {
    const product = catalog.find((p) => p.titleZh.startsWith('复古女士'))!;
    const page = await search({ keyword: product.titleZh });
    expect(page.items[0]?.name).toBe(product.titleEn);
  });
});

describe('GET /api/front/product/search filters, sorting and paging', () => {
  it('pages with pageNo and with nextPage cursors alike, and totals the matches', async () => {
    const first = await search({ sort: 'SALES', pageSize: '40' });
    expect(first.total).toBe(TEST_CATALOG_SIZE);
    expect(first.items).toHaveLength(40);
    expect(first.nextPage).toBeDefined();
    const byCursor = await search({ sort: 'SALES', pageSize: '40', nextPage: String(first.nextPage) });
    const byNumber = await search({ sort: 'SALES', pageSize: '40', pageNo: '2' });
    expect(byCursor).toEqual(byNumber);
    expect(byNumber.pageNo).toBe(2);
    const all = await everyResult({ sort: 'SALES' });
    expect(new Set(ids(all)).size).toBe(TEST_CATALOG_SIZE);
    const last = await search({ sort: 'SALES', pageSize: '40', pageNo: String(Math.ceil(TEST_CATALOG_SIZE / 40)) });
    expect(last.nextPage).toBeUndefined();
    expect(await search({ sort: 'SALES', pageSize: '40', pageNo: '100' })).toMatchObject({ items: [], total: TEST_CATALOG_SIZE });
    await expectProblem(provider.api({ tenant: 'default' }).front.product.search.$get({ query: { nextPage: 'forged' } }), 400);
  });

  it('sorts by price up and down and by sales', async () => {
    const ascending = (await search({ sort: 'PRICE_ASC', pageSize: '100' })).items.map((item) => item.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await search({ sort: 'PRICE_DESC', pageSize: '100' })).items.map((item) => item.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBe(Math.max(...catalog.map((p) => p.priceFen)));
    const sales = (await search({ sort: 'SALES', pageSize: '100' })).items.map((item) => item.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('filters by price range in fen, both bounds inclusive', async () => {
    const prices = catalog.map((p) => p.priceFen).sort((a, b) => a - b);
    const low = prices[50]!;
    const high = prices[150]!;
    const inRange = await everyResult({ priceStart: String(low), priceEnd: String(high) });
    expect(ids(inRange)).toEqual(expected((p) => p.priceFen >= low && p.priceFen <= high));
    expect(inRange.some((item) => item.price === low) && inRange.some((item) => item.price === high)).toBe(true);
  });

  it('filters by channel', async () => {
    for (const channel of ['TAOBAO', 'ALIBABA', 'POIZON'] as const) {
      const items = await everyResult({ channel });
      expect(ids(items)).toEqual(expected((p) => CHANNEL_PLATFORMS[channel].includes(p.platform)));
      expect(items.every((item) => item.channel === channel)).toBe(true);
    }
  });

  it("searches only the platforms the tenant enables", async () => {
    const uz = await everyResult({ sort: 'SALES' }, 'uz');
    expect(new Set(uz.map((item) => item.platform))).toEqual(new Set(['Taobao', 'Alibaba', 'Poizon']));
    expect((await search({ pageSize: '1' }, 'uz')).total).toBe(catalog.filter((p) => ['Taobao', 'Alibaba', 'Poizon'].includes(p.platform)).length);
    expect((await search({ channel: 'ALIBABA', pageSize: '1' }, 'vn')).total).toBe(catalog.filter((p) => p.platform === 'Alibaba').length);
  });

  it("lists a shop's products, a category's (snId) and a home-page collection's", async () => {
    const shopId = catalog[0]!.shopId;
    expect(ids(await everyResult({ shopId }))).toEqual(expected((p) => p.shopId === shopId));
    const categories = KeywordCategoryList.parse(await expectJson(provider.api({ tenant: 'default' }).front.product.keywordSNQuery.$get({ query: { keyword: '包' } }), 200));
    const first = categories.items[0]!;
    expect(categories.items.map((category) => category.snId)).toEqual(expect.arrayContaining(['bags-handbags', 'bags-wallets', 'bags-backpacks']));
    const inCategory = await everyResult({ keyword: '包', snId: first.snId });
    expect(inCategory).toHaveLength(first.count);
    expect(ids(await everyResult({ snId: first.snId }))).toEqual(expected((p) => p.categoryId === first.snId));
    const collection = await everyResult({ productCollectionId: 'preferred-best-sellers' });
    expect(collection.length).toBeGreaterThan(0);
    expect(await search({ productCollectionId: 'preferred-best-sellers' }, 'vn')).not.toEqual(await search({ productCollectionId: 'preferred-best-sellers' }, 'default'));
    expect((await search({ productCollectionId: 'no-such-group' })).total).toBe(0);
  });

  it('filters by property values', async () => {
    const red = await everyResult({ filters: '颜色:红色' });
    expect(ids(red)).toEqual(expected((p) => p.properties.some((property) => property.name === '颜色' && property.values.some((v) => v.value === '红色'))));
  });

  it('finds a keyword naming a colour among the products offering it, counted per category, best ranked first', async () => {
    const offersRed = (p: (typeof catalog)[number]) => p.properties.some((property) => property.name === '颜色' && property.values.some((v) => v.value === '红色'));
    const bags = new Set(ids(await everyResult({ keyword: 'bag' })));
    const redBags = expected((p) => offersRed(p) && bags.has(p.id));
    expect(redBags.length).toBeGreaterThan(1);
    expect(redBags.length).toBeLessThan(bags.size);
    expect(ids(await everyResult({ keyword: 'red bag' }))).toEqual(redBags);
    const { categories = [] } = await search({ keyword: 'red bag' });
    for (const category of categories) {
      expect(category.count).toBe(catalog.filter((p) => redBags.includes(p.id) && p.categoryId === category.snId).length);
    }
    // A product whose title is the keyword ranks above one that only shares a word of it.
    const product = catalog.filter(offersRed).sort((a, b) => b.titleZh.length - a.titleZh.length)[0]!;
    expect((await search({ keyword: `红色 ${product.titleZh}` })).items[0]?.name).toBe(product.titleEn);
  });
});

describe('GET /api/front/product/keywordSNQuery', () => {
  it('counts the products a keyword finds per category, most first', async () => {
    const { items } = KeywordCategoryList.parse(await expectJson(provider.api({ tenant: 'default' }).front.product.keywordSNQuery.$get({ query: { keyword: 'leather' } }), 200));
    const leather = catalog.filter((p) => p.titleEn.includes('leather'));
    expect(items.reduce((sum, category) => sum + category.count, 0)).toBe(leather.length);
    expect(items.map((category) => category.count)).toEqual([...items.map((category) => category.count)].sort((a, b) => b - a));
    for (const category of items) expect(category.count).toBe(leather.filter((p) => p.categoryId === category.snId).length);
  });
});

describe('GET /api/front/product/search without a keyword, over products without a search document', () => {
  it('lists and counts them per tenant, category and channel', async () => {
    const world = await createCartWorld();
    try {
      const browse = async (tenant: string, query: SearchQuery) =>
        ProductSearchResult.parse(await expectJson(world.provider.api({ tenant, language: 'en' }).front.product.search.$get({ query: { pageSize: '40', ...query } }), 200));
      const offeredBy = (platforms: readonly string[]) => Object.values(CART_CATALOG).filter((product) => platforms.includes(product.platform)).map((product) => product.id).sort();
      for (const [tenant, platforms] of [['default', ['Taobao', 'Alibaba', 'JD']], ['vn', ['Taobao']]] as const) {
        for (const query of [{}, { snId: 'cart-test' }]) {
          const found = await browse(tenant, query);
          expect(found.total).toBe(offeredBy(platforms).length);
          expect(ids(found.items)).toEqual(offeredBy(platforms));
        }
      }
      expect((await browse('default', { channel: 'ALIBABA' })).total).toBe(offeredBy(CHANNEL_PLATFORMS.ALIBABA).length);
      expect((await browse('default', { snId: 'no-such-category' })).total).toBe(0);
    } finally {
      await world.provider.close();
    }
  });
});
