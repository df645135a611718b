import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../contract/language';
import { CategoryTree, KeywordCategoryList, Product, type ProductCard, ProductSearchResult } from '../../contract/product';
import { generateCatalog } from '../../provider/catalog/generator';
import { CATEGORIES } from '../../provider/catalog/vocabulary';
import { fromChinese, termWords } from '../../provider/translation/glossary';
import { createTestProvider, expectJson, TEST_CATALOG_SIZE, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const catalog = generateCatalog(TEST_CATALOG_SIZE);
const shoeCategories = new Set(['shoes', ...CATEGORIES.find((top) => top.id === 'shoes')!.children.map((child) => child.id)]);

const search = async (query: Record<string, string>, language: string, tenant = 'default') =>
  ProductSearchResult.parse(await expectJson(provider.api({ tenant, language }).front.product.search.$get({ query: { pageSize: '100', ...query } }), 200));

/** Every result of a search, page by page. */
async function everyResult(query: Record<string, string>, language: string): Promise<ProductCard[]> {
  const items: ProductCard[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await search({ ...query, pageNo: String(pageNo) }, language);
    items.push(...page.items);
    if (!page.nextPage) return items;
  }
}
const ids = (items: ProductCard[]) => items.map((item) => item.productId).sort();
const expected = (matches: (product: (typeof catalog)[number]) => boolean) => catalog.filter(matches).map((product) => product.id).sort();
const shirts = expected((product) => product.titleZh.endsWith('衬衫'));

describe('searching in the shopper’s language', () => {
  it('finds shirts, and only shirts, by the word for shirt in each of the 18 languages', async () => {
    expect(shirts.length).toBeGreaterThan(3);
    for (const language of LANGUAGE_CODES) {
      for (const word of termWords('衬衫', language)) {
        expect(ids(await everyResult({ keyword: word }, language)), `${language}: ${word}`).toEqual(shirts);
      }
    }
  });

  it('answers the searches shoppers reported: áo sơ mi, ao so mi, giày, рубашка', async () => {
    expect(ids(await everyResult({ keyword: 'áo sơ mi' }, 'vi'))).toEqual(shirts);
    expect(ids(await everyResult({ keyword: 'ao so mi' }, 'vi'))).toEqual(shirts);
    expect(ids(await everyResult({ keyword: 'рубашка' }, 'ru'))).toEqual(shirts);
    const shoes = expected((product) => shoeCategories.has(product.categoryId));
    expect(shoes.length).toBeGreaterThan(3);
    expect(ids(await everyResult({ keyword: 'giày' }, 'vi'))).toEqual(shoes);
    expect(ids(await everyResult({ keyword: 'أحذية' }, 'ar'))).toEqual(shoes);
  });

  it('combines words: a type in a colour, a material for an audience', async () => {
    const redShirts = expected((product) => product.titleZh.endsWith('衬衫') && product.skus.some((sku) => sku.properties.some((p) => p.value === '红色')));
    expect(ids(await everyResult({ keyword: 'áo sơ mi đỏ' }, 'vi'))).toEqual(redShirts);
    expect(ids(await everyResult({ keyword: 'قميص أحمر' }, 'ar'))).toEqual(redShirts);
    expect(ids(await everyResult({ keyword: 'хлопок для женщин' }, 'ru')))
      .toEqual(expected((product) => product.titleZh.includes('纯棉') && product.titleZh.includes('女士')));
  });

  it('finds nothing for a word of another script it does not know, and suggests the nearest word', async () => {
    expect(await search({ keyword: 'рубашкы' }, 'ru')).toMatchObject({ total: 0, items: [], suggestion: 'рубашка' });
    const misspelt = await search({ keyword: 'shrit' }, 'en');
    expect(misspelt).toMatchObject({ total: 0, suggestion: 'shirt' });
    expect(ids(await everyResult({ keyword: misspelt.suggestion! }, 'en'))).toEqual(shirts);
    expect((await search({ keyword: 'xylophone' }, 'en')).suggestion).toBeUndefined();
    expect((await search({ keyword: 'shirt' }, 'en')).suggestion).toBeUndefined();
  });
});

describe('the catalog shown in the shopper’s language', () => {
  it('titles results in the language, with the Chinese original beside them', async () => {
    const page = await search({ keyword: 'áo sơ mi' }, 'vi');
    for (const item of page.items) {
      const product = catalog.find((candidate) => candidate.id === item.productId)!;
      expect(item).toMatchObject({ name: fromChinese(product.titleZh, 'vi'), originalName: product.titleZh });
      expect(item.name).toMatch(/^Áo sơ mi /);
    }
    const chinese = await search({ keyword: '衬衫' }, 'zh-CN');
    expect(chinese.items.every((item) => item.originalName === undefined && item.name.endsWith('衬衫'))).toBe(true);
  });

  it('names the product, its options and their values in the language, keeping the originals SKUs are keyed by', async () => {
    const generated = catalog.find((product) => product.properties.length === 2)!;
    const russian = Product.parse(await expectJson(provider.api({ tenant: 'default', language: 'ru' }).front.product.$get({ query: { productUrl: generated.canonicalUrl } }), 200));
    expect(russian.name).toBe(fromChinese(generated.titleZh, 'ru'));
    expect(russian.originalName).toBe(generated.titleZh);
    expect(russian.properties.map(({ name, label }) => ({ name, label }))).toEqual([{ name: '颜色', label: 'Цвет' }, { name: '尺码', label: 'Размер' }]);
    const colours = russian.properties[0]!.values;
    expect(colours.map((value) => value.value)).toEqual(generated.properties[0]!.values.map((value) => value.value));
    expect(colours.every((value) => value.label && /^[А-ЯЁ][а-яё]+$/.test(value.label))).toBe(true);
    // Sizes read the same everywhere.
    expect(russian.properties[1]!.values.every((value) => value.label === undefined)).toBe(true);
    expect(russian.skus.map((sku) => sku.properties)).toEqual(generated.skus.map((sku) => sku.properties));
    const arabic = Product.parse(await expectJson(provider.api({ tenant: 'default', language: 'ar' }).front.product.$get({ query: { productUrl: generated.canonicalUrl } }), 200));
    expect(arabic.properties[0]!.label).toBe('اللون');
  });

  it('names categories in the language', async () => {
    const arabic = CategoryTree.parse(await expectJson(provider.api({ tenant: 'default', language: 'ar' }).front.product.categories.$get(), 200));
    expect(arabic.items.find((node) => node.id === 'shoes')?.name).toBe('أحذية');
    const vietnamese = KeywordCategoryList.parse(await expectJson(provider.api({ tenant: 'default', language: 'vi' }).front.product.keywordSNQuery.$get({ query: { keyword: 'giày' } }), 200));
    const shoeNames = CATEGORIES.find((top) => top.id === 'shoes')!.children.map((child) => fromChinese(child.zh, 'vi'));
    expect(shoeNames).toEqual(['Giày thể thao', 'Giày bốt', 'Dép xăng đan']);
    expect(vietnamese.items.length).toBeGreaterThan(0);
    expect(vietnamese.items.every((category) => shoeNames.includes(category.name))).toBe(true);
  });
});

describe('category counts', () => {
  it('add up to the results, and each is what choosing the category finds, on any channel and price', async () => {
    for (const query of [{ keyword: 'giày' }, { keyword: 'da thật' }, { keyword: 'giày', channel: 'ALIBABA' }, { keyword: 'túi', priceEnd: '20000' }]) {
      const page = await search(query, 'vi');
      expect(page.categories, JSON.stringify(query)).toBeDefined();
      expect(page.categories!.reduce((sum, category) => sum + category.count, 0)).toBe(page.total);
      for (const category of page.categories!) {
        expect((await search({ ...query, snId: category.snId }, 'vi')).total, `${JSON.stringify(query)} ${category.snId}`).toBe(category.count);
        // Choosing a category keeps the counts, so the shopper can move between them.
        expect((await search({ ...query, snId: category.snId }, 'vi')).categories).toEqual(page.categories);
      }
    }
  });
});

describe('a machine-translation service (TRANSLATE_URL)', () => {
  /** A small LibreTranslate-compatible service: it knows one Vietnamese word and marks every title it translates. */
  const requests: { q: string[]; source: string; target: string }[] = [];
  const service = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    request.on('end', () => {
      const asked = JSON.parse(body) as { q: string[]; source: string; target: string };
      requests.push(asked);
      const translatedText = asked.q.map((text) => (text === 'somi' ? '衬衫' : asked.source === 'zh' ? `MT:${text}` : text));
      response.writeHead(request.url === '/translate' ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ translatedText }));
    });
  });
  let translated: TestProvider | undefined;

  beforeAll(async () => {
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    translated = await createTestProvider({ catalogSize: 40, env: { TRANSLATE_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await translated?.close();
    service.close();
  });

  it('translates titles and the words the glossary does not know, and falls back to the glossary when it is down', async () => {
    const small = generateCatalog(40);
    const smallShirts = small.filter((product) => product.titleZh.endsWith('衬衫')).map((product) => product.id).sort();
    const page = ProductSearchResult.parse(await expectJson(translated!.api({ tenant: 'default', language: 'vi' }).front.product.search.$get({ query: { keyword: 'somi', pageSize: '100' } }), 200));
    expect(page.items.map((item) => item.productId).sort()).toEqual(smallShirts);
    expect(page.items.every((item) => item.name === `MT:${item.originalName}`)).toBe(true);
    expect(requests.some((asked) => asked.source === 'vi' && asked.target === 'zh' && asked.q.includes('somi'))).toBe(true);

    // Down: the glossary answers, at once and correctly.
    await new Promise<void>((resolve) => { service.close(() => resolve()); service.closeAllConnections(); });
    const product = small.find((candidate) => !smallShirts.includes(candidate.id))!;
    const startedAt = performance.now();
    const fallback = Product.parse(await expectJson(translated!.api({ tenant: 'default', language: 'th' }).front.product.$get({ query: { productUrl: product.canonicalUrl } }), 200));
    expect(fallback.name).toBe(fromChinese(product.titleZh, 'th'));
    expect(performance.now() - startedAt).toBeLessThan(3000);
    const glossaryOnly = ProductSearchResult.parse(await expectJson(translated!.api({ tenant: 'default', language: 'th' }).front.product.search.$get({ query: { keyword: 'เสื้อเชิ้ต', pageSize: '100' } }), 200));
    expect(glossaryOnly.items.map((item) => item.productId).sort()).toEqual(smallShirts);
  });
});
