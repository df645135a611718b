// The provider's catalog searches over the seeded catalog, in process: keyword search
// p50/p99 over Chinese, English and partial keywords, browsing without a keyword, keyword
// searches with filters, image search (and how often it finds the
// photographed product first), the product detail call, and the database's size, against their
// targets. `node bench/provider-catalog.mjs`, or runCatalogBench() from bench/run.mjs and
// bench/catalog-growth.mjs (which passes a catalog size and a PostgreSQL database).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const TARGETS = { keywordP99Ms: 50, imageP99Ms: 200 };
const KEYWORD_ROUNDS = 30;
const IMAGE_QUERIES = 60;
// Whole words, partial words and mixes, as shoppers type them.
const KEYWORDS = [
  '手提包', '真皮', '包', '女士真皮手提包', '运动鞋', '连衣裙', '羊毛', 'T恤', '蓝牙耳机', '复古',
  'leather', 'leath', 'handbag', 'bag', 'sneak', "women's dress", 'cotton T-shirt', 'wool', 'eathe', 'phone case',
];
// The same searches as shoppers type them in their own languages (translated to catalog terms first),
// with results titled in that language, and a misspelling that finds nothing but a suggestion.
const LANGUAGE_KEYWORDS = [
  ['áo sơ mi', 'vi'], ['ao so mi nu', 'vi'], ['giày', 'vi'], ['túi xách da thật', 'vi'], ['рубашка', 'ru'], ['кроссовки мужские', 'ru'],
  ['قميص أحمر', 'ar'], ['حقيبة يد', 'ar'], ['เสื้อเชิ้ตผ้าฝ้าย', 'th'], ['sac à main', 'fr'], ['shrit', 'en'], ['レディース バッグ', 'ja'],
];
const SORTS = ['RELEVANCE', 'PRICE_ASC', 'SALES'];

const PRODUCT_QUERIES = 60;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** p50 and p99 of a list of times, in ms. */
export function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
}
const verdict = (value, target) => (value <= target ? 'met' : 'MISSED');

/** The time to the whole answer, in ms, and the answer as JSON (parsed only when asked, off the clock). */
async function timed(app, url, language = 'en') {
  const startedAt = performance.now();
  const response = await app.request(url, { headers: { 'X-Tenant-Id': 'default', 'Accept-Language': language } });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const ms = performance.now() - startedAt;
  return { ms, json: () => JSON.parse(new TextDecoder().decode(body)) };
}

/**
 * Opens (and on first use seeds) the provider on a persistent DATA_DIR, or on DATABASE_URL when
 * given, with a catalog of `size` products, and waits until every cover is hashed.
 */
async function openSeededProvider(dataDir, size, databaseUrl) {
  const load = (file) => tsImport(path.join(root, file), import.meta.url);
  const [{ loadEnv }, { startProvider }, { createLocalDirectoryStorage }] = await Promise.all([
    load('provider/env.ts'), load('provider/start.ts'), load('provider/storage/local-directory-storage.ts'),
  ]);
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STORAGE_DIR: undefined, CATALOG_SIZE: size ? String(size) : process.env.CATALOG_SIZE });
  const startedAt = performance.now();
  const provider = await startProvider(env);
  const seedMs = performance.now() - startedAt;
  // The provider's own pass (a second import of cover-hashes.ts here would be a second module, hashing it all again).
  await provider.coversHashed;
  const hashMs = performance.now() - startedAt - seedMs;
  const storage = createLocalDirectoryStorage(env.STORAGE_DIR, env.PUBLIC_STORAGE_URL);
  return { provider, storage, seedMs, hashMs, size: env.CATALOG_SIZE };
}

/** Products spread over the whole catalog (every platform), the same on every run. */
async function sampleProducts(db, count) {
  const { rows } = await db.execute(sql`select id, canonical_url as "canonicalUrl", category_id as "categoryId", shop_id as "shopId"
    from products order by md5(id) limit ${count}`);
  return rows;
}

const SEARCH = '/api/front/product/search?pageSize=40';
const CHANNELS = ['TAOBAO', 'ALIBABA', 'POIZON'];
const PRICE_RANGES = ['priceStart=5000&priceEnd=30000', 'priceStart=10000&priceEnd=20000', 'priceStart=50000'];

/** Browsing without a keyword, as category, shop and channel pages ask: the sampled products' categories and shops, every channel, the whole catalog and price ranges, in every order and at pages up to 100. */
function browseRequests(sample) {
  return sample.slice(0, 30).flatMap((product, i) => {
    const sort = SORTS[i % SORTS.length];
    const pageNo = [1, 2, 5, 100][i % 4];
    return [
      `${SEARCH}&snId=${encodeURIComponent(product.categoryId)}&sort=${sort}&pageNo=${pageNo}`,
      `${SEARCH}&shopId=${encodeURIComponent(product.shopId)}&sort=${sort}&pageNo=${1 + (i % 3)}`,
      `${SEARCH}&channel=${CHANNELS[i % CHANNELS.length]}&sort=${sort}&pageNo=${pageNo}`,
      `${SEARCH}&${PRICE_RANGES[i % PRICE_RANGES.length]}&sort=${sort}&pageNo=${1 + (i % 3)}`,
    ];
  });
}

/** Keyword searches narrowed by a price range or a colour, as the search page's filters ask. */
const filteredKeywordRequests = () => KEYWORDS.flatMap((keyword, i) => [
  `${SEARCH}&keyword=${encodeURIComponent(keyword)}&${PRICE_RANGES[i % PRICE_RANGES.length]}&sort=${SORTS[i % SORTS.length]}`,
  `${SEARCH}&keyword=${encodeURIComponent(keyword)}&propertyFilters=${encodeURIComponent('颜色:红色')}&sort=${SORTS[(i + 1) % SORTS.length]}`,
]);

export async function runCatalogBench({ dataDir = path.join(os.tmpdir(), 'provider-catalog-bench'), size, databaseUrl } = {}) {
  const opened = await openSeededProvider(dataDir, size, databaseUrl);
  const { provider, storage } = opened;
  try {
    const { app } = provider;
    const { db } = provider.database;
    const keywordUrls = Array.from({ length: KEYWORD_ROUNDS }, (_, round) => KEYWORDS.map((keyword, i) =>
      `/api/front/product/search?keyword=${encodeURIComponent(keyword)}&sort=${SORTS[(round + i) % SORTS.length]}&pageSize=40&pageNo=${1 + (round % 3)}`)).flat();
    for (const url of keywordUrls.slice(0, KEYWORDS.length)) await timed(app, url); // warm-up
    const keywordTimes = [];
    for (const url of keywordUrls) keywordTimes.push((await timed(app, url)).ms);
    const languageRequests = Array.from({ length: KEYWORD_ROUNDS }, (_, round) => LANGUAGE_KEYWORDS.map(([keyword, language], i) => ({
      language,
      url: `/api/front/product/search?keyword=${encodeURIComponent(keyword)}&sort=${SORTS[(round + i) % SORTS.length]}&pageSize=40&pageNo=${1 + (round % 3)}`,
    }))).flat();
    const languageTimes = [];
    for (const { url, language } of languageRequests) languageTimes.push((await timed(app, url, language)).ms);

    const sample = await sampleProducts(db, Math.max(IMAGE_QUERIES, PRODUCT_QUERIES));
    const browseUrls = browseRequests(sample);
    for (const url of browseUrls.slice(0, 5)) await timed(app, url); // warm-up
    const browseTimes = [];
    for (const url of browseUrls) browseTimes.push((await timed(app, url)).ms);
    const filteredTimes = [];
    for (const url of filteredKeywordRequests()) filteredTimes.push((await timed(app, url)).ms);
    const productUrls = sample.slice(0, PRODUCT_QUERIES).map((product) => `/api/front/product?productUrl=${encodeURIComponent(product.canonicalUrl)}`);
    await timed(app, productUrls[0]);
    const productTimes = [];
    for (const url of [...productUrls, ...productUrls]) productTimes.push((await timed(app, url)).ms);

    // Query photos: covers cut by up to 10% per side, shrunk to 200 px and recompressed, as a shopper's photo reaches the storefront.
    const imageQueries = [];
    for (const [i, product] of sample.slice(0, IMAGE_QUERIES).entries()) {
      const cover = Buffer.from(await app.request(`/api/files/catalog/${product.id}/0.jpg`).then((response) => response.arrayBuffer()));
      const [left, top, right, bottom] = [i % 7, (i * 3) % 11, (i * 5) % 13, (i * 7) % 17].map((n) => Math.floor((480 * n) / 170));
      const photo = await sharp(cover).extract({ left, top, width: 480 - left - right, height: 480 - top - bottom }).resize(200).jpeg({ quality: 70 }).toBuffer();
      const key = `bench/search-${product.id}.jpg`;
      await storage.put(key, new Uint8Array(photo), 'image/jpeg');
      imageQueries.push({ productId: product.id, url: `/api/front/product/search?imageUrl=${encodeURIComponent(storage.urlFor(key))}&pageSize=40` });
    }
    await timed(app, imageQueries[0].url);
    const imageTimes = [];
    let foundFirst = 0;
    for (const { productId, url } of imageQueries) {
      const { ms, json } = await timed(app, url);
      imageTimes.push(ms);
      if (json().items[0]?.productId === productId) foundFirst++;
    }
    const [{ bytes }] = (await db.execute(sql`select pg_database_size(current_database())::bigint as bytes`)).rows;

    return {
      products: opened.size,
      database: provider.database.kind,
      seedMs: Math.round(opened.seedMs),
      hashMs: Math.round(opened.hashMs),
      databaseBytes: Number(bytes),
      keyword: { ...spread(keywordTimes), targetP99Ms: TARGETS.keywordP99Ms },
      languageKeyword: { ...spread(languageTimes), targetP99Ms: TARGETS.keywordP99Ms },
      image: { ...spread(imageTimes), targetP99Ms: TARGETS.imageP99Ms, foundFirst },
      browse: spread(browseTimes),
      filteredKeyword: spread(filteredTimes),
      product: spread(productTimes),
      productUrls: sample.slice(0, PRODUCT_QUERIES).map((product) => product.canonicalUrl),
    };
  } finally {
    await provider.close();
  }
}

export function printCatalogBench(figures) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`catalog: ${figures.products} products on ${figures.database}, ${(figures.databaseBytes / 1_048_576).toFixed(0)} MB ` +
    `(provider start incl. any seeding: ${figures.seedMs} ms, then covers hashed in ${figures.hashMs} ms)`);
  console.log(`keyword search: p50 ${ms(figures.keyword.p50Ms)}, p99 ${ms(figures.keyword.p99Ms)} ` +
    `(target p99 < ${figures.keyword.targetP99Ms} ms: ${verdict(figures.keyword.p99Ms, figures.keyword.targetP99Ms)}; ${figures.keyword.requests} requests)`);
  console.log(`keyword search in the shopper's language: p50 ${ms(figures.languageKeyword.p50Ms)}, p99 ${ms(figures.languageKeyword.p99Ms)} ` +
    `(target p99 < ${figures.languageKeyword.targetP99Ms} ms: ${verdict(figures.languageKeyword.p99Ms, figures.languageKeyword.targetP99Ms)}; ${figures.languageKeyword.requests} requests)`);
  console.log(`image search: p50 ${ms(figures.image.p50Ms)}, p99 ${ms(figures.image.p99Ms)} ` +
    `(target p99 < ${figures.image.targetP99Ms} ms: ${verdict(figures.image.p99Ms, figures.image.targetP99Ms)}; ${figures.image.requests} requests, ` +
    `the photographed product first in ${figures.image.foundFirst})`);
  console.log(`browsing without a keyword (categories, shops, channels, price ranges): p50 ${ms(figures.browse.p50Ms)}, p99 ${ms(figures.browse.p99Ms)} ` +
    `(${figures.browse.requests} requests)`);
  console.log(`keyword search with a price or colour filter: p50 ${ms(figures.filteredKeyword.p50Ms)}, p99 ${ms(figures.filteredKeyword.p99Ms)} ` +
    `(${figures.filteredKeyword.requests} requests)`);
  console.log(`product detail: p50 ${ms(figures.product.p50Ms)}, p99 ${ms(figures.product.p99Ms)} (${figures.product.requests} requests)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printCatalogBench(await runCatalogBench());
}
