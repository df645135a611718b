// The provider's catalog searches over the full seeded catalog, in process: keyword search
// p50/p99 over Chinese, English and partial keywords, and image search p99, against their
// targets. `node bench/provider-catalog.mjs`, or runCatalogBench() from bench/run.mjs.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const verdict = (value, target) => (value <= target ? 'met' : 'MISSED');

async function timed(app, url, language = 'en') {
  const startedAt = performance.now();
  const response = await app.request(url, { headers: { 'X-Tenant-Id': 'default', 'Accept-Language': language } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - startedAt;
}

/** Opens (and on first use seeds) the provider on a persistent DATA_DIR, and waits until every cover is hashed. */
async function openSeededProvider(dataDir) {
  const load = (file) => tsImport(path.join(root, file), import.meta.url);
  const [{ loadEnv }, { startProvider }, { hashCatalogCovers }, { createLocalDirectoryStorage }, { generateCatalog, FULL_CATALOG_SIZE }] =
    await Promise.all([
      load('provider/env.ts'), load('provider/start.ts'), load('provider/catalog/cover-hashes.ts'),
      load('provider/storage/local-directory-storage.ts'), load('provider/catalog/generator.ts'),
    ]);
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined, STORAGE_DIR: undefined });
  const startedAt = performance.now();
  const provider = await startProvider(env);
  const seedMs = performance.now() - startedAt;
  await hashCatalogCovers(provider.database.db, () => {});
  const storage = createLocalDirectoryStorage(env.STORAGE_DIR, env.PUBLIC_STORAGE_URL);
  return { provider, storage, seedMs, catalog: generateCatalog(FULL_CATALOG_SIZE) };
}

export async function runCatalogBench({ dataDir = path.join(os.tmpdir(), 'provider-catalog-bench') } = {}) {
  const { provider, storage, seedMs, catalog } = await openSeededProvider(dataDir);
  try {
    const { app } = provider;
    const keywordUrls = Array.from({ length: KEYWORD_ROUNDS }, (_, round) => KEYWORDS.map((keyword, i) =>
      `/api/front/product/search?keyword=${encodeURIComponent(keyword)}&sort=${SORTS[(round + i) % SORTS.length]}&pageSize=40&pageNo=${1 + (round % 3)}`)).flat();
    for (const url of keywordUrls.slice(0, KEYWORDS.length)) await timed(app, url); // warm-up
    const keywordTimes = [];
    for (const url of keywordUrls) keywordTimes.push(await timed(app, url));
    const languageRequests = Array.from({ length: KEYWORD_ROUNDS }, (_, round) => LANGUAGE_KEYWORDS.map(([keyword, language], i) => ({
      language,
      url: `/api/front/product/search?keyword=${encodeURIComponent(keyword)}&sort=${SORTS[(round + i) % SORTS.length]}&pageSize=40&pageNo=${1 + (round % 3)}`,
    }))).flat();
    const languageTimes = [];
    for (const { url, language } of languageRequests) languageTimes.push(await timed(app, url, language));

    // Query photos: covers shrunk to 200 px and recompressed, as the storefront uploads them.
    const imageUrls = [];
    for (let i = 0; i < IMAGE_QUERIES; i++) {
      const product = catalog[(i * 7919) % catalog.length];
      const cover = await app.request(`/api/files/catalog/${product.id}/0.jpg`).then((response) => response.arrayBuffer());
      const key = `bench/search-${product.id}.jpg`;
      await storage.put(key, new Uint8Array(await sharp(Buffer.from(cover)).resize(200).jpeg({ quality: 70 }).toBuffer()), 'image/jpeg');
      imageUrls.push(`/api/front/product/search?imageUrl=${encodeURIComponent(storage.urlFor(key))}&pageSize=40`);
    }
    await timed(app, imageUrls[0]);
    const imageTimes = [];
    for (const url of imageUrls) imageTimes.push(await timed(app, url));

    keywordTimes.sort((a, b) => a - b);
    languageTimes.sort((a, b) => a - b);
    imageTimes.sort((a, b) => a - b);
    return {
      products: catalog.length,
      startMs: Math.round(seedMs),
      keyword: { requests: keywordTimes.length, p50Ms: percentile(keywordTimes, 50), p99Ms: percentile(keywordTimes, 99), targetP99Ms: TARGETS.keywordP99Ms },
      languageKeyword: { requests: languageTimes.length, p50Ms: percentile(languageTimes, 50), p99Ms: percentile(languageTimes, 99), targetP99Ms: TARGETS.keywordP99Ms },
      image: { requests: imageTimes.length, p50Ms: percentile(imageTimes, 50), p99Ms: percentile(imageTimes, 99), targetP99Ms: TARGETS.imageP99Ms },
    };
  } finally {
    await provider.close();
  }
}

export function printCatalogBench(figures) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`catalog: ${figures.products} products (provider start incl. any seeding: ${figures.startMs} ms)`);
  console.log(`keyword search: p50 ${ms(figures.keyword.p50Ms)}, p99 ${ms(figures.keyword.p99Ms)} ` +
    `(target p99 < ${figures.keyword.targetP99Ms} ms: ${verdict(figures.keyword.p99Ms, figures.keyword.targetP99Ms)}; ${figures.keyword.requests} requests)`);
  console.log(`keyword search in the shopper's language: p50 ${ms(figures.languageKeyword.p50Ms)}, p99 ${ms(figures.languageKeyword.p99Ms)} ` +
    `(target p99 < ${figures.languageKeyword.targetP99Ms} ms: ${verdict(figures.languageKeyword.p99Ms, figures.languageKeyword.targetP99Ms)}; ${figures.languageKeyword.requests} requests)`);
  console.log(`image search: p50 ${ms(figures.image.p50Ms)}, p99 ${ms(figures.image.p99Ms)} ` +
    `(target p99 < ${figures.image.targetP99Ms} ms: ${verdict(figures.image.p99Ms, figures.image.targetP99Ms)}; ${figures.image.requests} requests)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printCatalogBench(await runCatalogBench());
}
