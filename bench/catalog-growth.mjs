// `BENCH_ONLY=growth npm run bench`: how cost grows with the catalog. For each size in
// CATALOG_SIZES (comma-separated; or the one CATALOG_SIZE; default 10000,100000) it seeds a fresh
// catalog, then measures keyword search, image search, the product detail call and the database
// size in process (bench/provider-catalog.mjs), and, unless BENCH_PAGES=0, the storefront's
// search and product pages over that catalog. On PostgreSQL when DATABASE_URL is set (a database
// `catalog_growth_<size>` is created afresh beside the one named, or kept with BENCH_REUSE=1, when
// the seed and the cover pass find nothing left to do), else on PGlite.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { runCatalogBench, spread } from './provider-catalog.mjs';
import { startServer, stopServer } from './server.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4380);
const origin = `http://127.0.0.1:${PORT}`;
const PAGE_KEYWORDS = ['手提包', 'leather', 'bag', '运动鞋', 'dress', 'wool', 'T恤', 'phone case', '真皮', 'sneak'];
const PAGE_SORTS = ['RELEVANCE', 'PRICE_ASC', 'SALES'];

/** The sizes to measure, each validated as CATALOG_SIZE is. */
async function growthSizes() {
  const { MIN_CATALOG_SIZE, MAX_CATALOG_SIZE } = await tsImport(path.join(root, 'provider/catalog/generator.ts'), import.meta.url);
  const sizes = (process.env.CATALOG_SIZES ?? process.env.CATALOG_SIZE ?? '10000,100000').split(',').map((size) => Number(size.trim()));
  const wrong = sizes.filter((size) => !Number.isInteger(size) || size < MIN_CATALOG_SIZE || size > MAX_CATALOG_SIZE);
  if (wrong.length > 0) throw new Error(`CATALOG_SIZES: expected whole numbers from ${MIN_CATALOG_SIZE} to ${MAX_CATALOG_SIZE}, got ${wrong.join(', ')}`);
  return sizes;
}

/** A fresh database `name` on the server `serverUrl` names (or the one there when `reuse`); its URL. */
export async function freshDatabase(serverUrl, name, reuse = process.env.BENCH_REUSE === '1') {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const kept = reuse && (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (!kept) {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function timedPage(pathname) {
  const startedAt = performance.now();
  const response = await fetch(origin + pathname);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
  return performance.now() - startedAt;
}

/** The storefront (a production build, built first when stale) over the seeded catalog: search and product pages, each URL asked once. */
async function measurePages(env, productUrls) {
  const server = await startServer(PORT, env);
  try {
    const { productPageHref } = await tsImport(path.join(root, 'src/lib/product/product-url-param.ts'), import.meta.url);
    const searchPages = PAGE_SORTS.flatMap((sort) => PAGE_KEYWORDS.map((keyword, i) =>
      `/product-search?keyword=${encodeURIComponent(keyword)}&sort=${sort}&pageNo=${1 + (i % 2)}`));
    const productPages = productUrls.map((url) => productPageHref(url));
    await timedPage(searchPages[0]); // warm-up
    await timedPage(productPages[0]);
    const searchTimes = [];
    for (const page of searchPages.slice(1)) searchTimes.push(await timedPage(page));
    const productTimes = [];
    for (const page of productPages.slice(1)) productTimes.push(await timedPage(page));
    return { searchPage: spread(searchTimes), productPage: spread(productTimes) };
  } finally {
    await stopServer(server);
  }
}

export async function runGrowthBench() {
  const sizes = await growthSizes();
  const serverUrl = process.env.DATABASE_URL;
  const rows = [];
  for (const size of sizes) {
    console.log(`\n${size} products on ${serverUrl ? 'PostgreSQL' : 'PGlite'}: seeding…`);
    const dataDir = path.join(os.tmpdir(), `catalog-growth-${size}`);
    rmSync(dataDir, { recursive: true, force: true });
    const databaseUrl = serverUrl ? await freshDatabase(serverUrl, `catalog_growth_${size}`) : undefined;
    const figures = await runCatalogBench({ dataDir, size, databaseUrl });
    const pages = process.env.BENCH_PAGES === '0'
      ? null
      : await measurePages({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', CATALOG_SIZE: String(size) }, figures.productUrls);
    rows.push({ ...figures, ...pages });
    printGrowthRow(rows.at(-1));
    if (!serverUrl) rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const cell = (figures) => (figures ? `${figures.p50Ms.toFixed(1)}/${figures.p99Ms.toFixed(1)}` : '–').padStart(13);

function printGrowthRow(row) {
  console.log(`${String(row.products).padStart(9)} ${row.database.padEnd(9)}${cell(row.keyword)}${cell(row.languageKeyword)}` +
    `${cell(row.filteredKeyword)}${cell(row.browse)}${cell(row.image)}` +
    `${`${row.image.foundFirst}/${row.image.requests}`.padStart(7)}${cell(row.product)}${cell(row.productPage)}${cell(row.searchPage)}` +
    `${(row.databaseBytes / 1_048_576).toFixed(0).padStart(8)}${(row.seedMs / 1000).toFixed(0).padStart(8)}${(row.hashMs / 1000).toFixed(0).padStart(8)}`);
}

export function printGrowthBench(rows) {
  console.log('\nCost as the catalog grows (p50/p99 ms; sizes in MB, times in s)');
  console.log(' products database      keyword     language     filtered       browse        image  found      product product page  search page   db MB  seed s  hash s');
  for (const row of rows) printGrowthRow(row);
  const largest = rows.at(-1);
  if (largest) {
    const keywordP99 = Math.max(largest.keyword.p99Ms, largest.languageKeyword.p99Ms);
    const seededMs = largest.seedMs + largest.hashMs;
    console.log(`\nTargets at ${largest.products} products: keyword search p99 < ${largest.keyword.targetP99Ms} ms ` +
      `(in every language): ${keywordP99 < largest.keyword.targetP99Ms ? 'met' : 'MISSED'}; image search p99 < ${largest.image.targetP99Ms} ms: ` +
      `${largest.image.p99Ms < largest.image.targetP99Ms ? 'met' : 'MISSED'}; seeding, covers hashed included, under 600 s: ${seededMs < 600_000 ? 'met' : 'MISSED'}`);
  }
}
