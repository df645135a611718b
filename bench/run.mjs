// `npm run bench`: throughput and latency of the storefront's pages on a production build,
// next to the same server's throughput for a static file of the same size, cached and at
// distinct addresses the cache does not hold (bench/miss.mjs, the headline), the pages' size
// on the wire and whether every text answer is compressed, the storefront's memory under that
// load, the JavaScript a browser loads on each guide page before the first interaction,
// Lighthouse on the shopping pages (bench/lighthouse.mjs), shoppers ordering and paying at once
// (bench/orders.mjs), and how the server sheds an overload (bench/overload.mjs).
// `BENCH_ONLY=overload` or `BENCH_ONLY=orders` runs that row alone, `BENCH_ONLY=pages` the page
// rows alone (throughput, wire, memory, Lighthouse), `BENCH_ONLY=growth` how search, product pages
// and the database grow with the catalog (bench/catalog-growth.mjs: CATALOG_SIZES, DATABASE_URL),
// `BENCH_ONLY=desk` the desk's lists over 100,000 orders on PostgreSQL (bench/desk.mjs: DATABASE_URL),
// `BENCH_ONLY=miss` the cache-miss rows alone (bench/miss.mjs: distinct product and search
// addresses at 4, 16 and 64 connections, as ratios to a static file; with PROVIDER_URL and
// DATABASE_URL as the start would take them).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { printCatalogBench, runCatalogBench } from './provider-catalog.mjs';
import { printGrowthBench, runGrowthBench } from './catalog-growth.mjs';
import { printDeskBench, runDeskBench } from './desk.mjs';
import { printOrdersBench, runOrdersBench } from './orders.mjs';
import { printOverloadBench, runOverloadBench } from './overload.mjs';
import { printMissBench, runMissBench } from './miss.mjs';
import { lighthouseTargetRows, printLighthouse, runLighthouse } from './lighthouse.mjs';
import { startServer, stopServer } from './server.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4380);
const origin = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const GUIDE_PAGES = ['/how-to-use', '/transportation-charge', '/about', '/faq', '/payment-guide', '/sourcing-service'];
const TARGETS = { pageToStaticRatio: 0.5, guideJsGzipKb: 50, loginP99Ms: 150, compressedHtmlKb: 30 };
const LOGIN_CONNECTIONS = 4;
const DEMO_LOGIN = { email: 'demo@example.com', password: 'Demo-pass-2026' };

/** The storefront on its own data directory, emptied first unless `fresh` is false. */
async function startBenchServer({ fresh = true } = {}) {
  if (fresh) rmSync(join(root, '.data/bench'), { recursive: true, force: true });
  return startServer(PORT, { DATA_DIR: '.data/bench' });
}

function load(path, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: origin + path, connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      // Only answered pages count: a 503 refusal is not a page served.
      error ? reject(error) : resolve({ rps: result['2xx'] / result.duration, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors }),
    );
  });
}

/** A correct login through the storefront (POST /auth/session): the password hash dominates. */
const login = () =>
  load('/auth/session', {
    connections: LOGIN_CONNECTIONS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });

async function jsBeforeInteraction(browser, path) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const inline = await page.$$eval('script:not([src])', (els) => els.map((e) => e.textContent ?? '').join('\n'));
  const bodies = await Promise.all(scripts);
  await page.close();
  const external = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  return { files: bodies.length, gzipKb: (external + gzipSync(inline).length) / 1024 };
}

/** The storefront process's resident memory, in MB (Linux). */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|javascript)|image\/svg\+xml)/;

/** The text answers (HTML, JSON, JS, CSS, SVG) of 1 KB or more a browser loading the page receives uncompressed. */
async function uncompressedAnswers(browser, path) {
  const page = await browser.newPage();
  const found = [];
  page.on('response', (response) => {
    found.push((async () => {
      // A response still arriving when the page closes (a late island request) is not counted.
      const headers = await response.allHeaders().catch(() => null);
      if (!headers) return null;
      const size = Number(headers['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length);
      return COMPRESSIBLE.test(headers['content-type'] ?? '') && !headers['content-encoding'] && size >= 1024 ? response.url() : null;
    })());
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  // Wake the islands too: their code and translations count.
  await page.mouse.move(5, 5);
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
  const urls = (await Promise.all(found)).filter(Boolean);
  await page.close();
  return urls;
}

/** The page's HTML on the wire with each encoding, in KB. */
async function wireSizes(path) {
  // node:http, which leaves the body as sent (fetch would decompress it).
  const sizeWith = (encoding) => new Promise((resolve, reject) => {
    get(origin + path, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => { bytes += chunk.length; });
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'] ?? null, bytes }));
    }).on('error', reject);
  });
  return { identity: await sizeWith('identity'), br: await sizeWith('br'), gzip: await sizeWith('gzip') };
}

/** BENCH_ONLY=overload or BENCH_ONLY=orders runs that row alone; BENCH_ONLY=pages the page rows; BENCH_ONLY=growth the catalog sizes. */
const ONLY = process.env.BENCH_ONLY;

if (ONLY === 'growth') {
  printGrowthBench(await runGrowthBench());
  process.exit(0);
}

if (ONLY === 'desk') {
  printDeskBench(await runDeskBench());
  process.exit(0);
}

let server = await startBenchServer();
try {
  if (ONLY === 'overload') {
    await fetch(`${origin}/faq`);
    printOverloadBench(await runOverloadBench(origin, DURATION_S));
    await stopServer(server);
    process.exit(0);
  }
  if (ONLY === 'miss') {
    const staticDir = join(root, process.env.BUILD_DIR || 'dist', 'client/__bench');
    mkdirSync(staticDir, { recursive: true });
    // The yardstick: a product page's HTML as a static file of the build (the front door lists them at start).
    const sample = (await fetch(`${origin}/api/front/product/search?keyword=bag&pageSize=1`).then((r) => r.json())).items[0].productUrl;
    const { productPageHref } = await tsImport(join(root, 'src/lib/product/product-url-param.ts'), import.meta.url);
    writeFileSync(join(staticDir, 'product.html'), await fetch(origin + productPageHref(sample)).then((r) => r.text()));
    await stopServer(server);
    server = await startBenchServer({ fresh: false });
    const result = await runMissBench(origin, { seconds: DURATION_S, staticPath: '/__bench/product.html' });
    rmSync(staticDir, { recursive: true, force: true });
    console.log('\nTargets');
    for (const row of printMissBench(result)) console.log(row);
    await stopServer(server);
    process.exit(0);
  }
  if (ONLY === 'orders') {
    printOrdersBench(await runOrdersBench(origin, DURATION_S));
    await stopServer(server);
    process.exit(0);
  }
  const fmt = (n, d = 1) => n.toFixed(d).padStart(9);
  const staticDir = join(root, process.env.BUILD_DIR || 'dist', 'client/__bench');
  mkdirSync(staticDir, { recursive: true });

  console.log(`\nPage throughput: ${CONNECTIONS} connections, ${DURATION_S} s each, on loopback (${origin}), answered pages only`);
  console.log('page                      req/s   p50 ms   p99 ms  static req/s   ratio  errors');
  const ratios = [];
  const shoppingRatios = [];
  const rssSamples = [];
  // A search and the product it finds first (anonymous: the page cache may answer them).
  const { productPageHref } = await tsImport(join(root, 'src/lib/product/product-url-param.ts'), import.meta.url);
  const search = await fetch(`${origin}/api/front/product/search?keyword=bag&pageSize=1`).then((r) => r.json());
  const productPage = productPageHref(search.items[0].productUrl);
  const searchPage = '/product-search?keyword=bag';
  const pages = [['home', '/'], ['search', searchPage], ['product', productPage], ['guide /faq', '/faq']];
  // Each page's HTML as a static file of the build. The front door serves as static only the
  // files there when it started (the rest it admits like any request), so start it again.
  const staticNames = new Map();
  for (const path of ['/faq', '/', searchPage, productPage]) {
    const html = await fetch(origin + path).then((r) => r.text());
    const staticName = `${path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-').slice(0, 40)}.html`;
    writeFileSync(join(staticDir, staticName), html);
    staticNames.set(path, { staticName, kb: html.length / 1024 });
  }
  if (server.exitCode !== null) throw new Error(`the storefront exited (${server.exitCode}): is port ${PORT} taken?`);
  await stopServer(server);
  server = await startBenchServer({ fresh: false });
  const sampler = setInterval(() => rssSamples.push(rssMb(server.pid)), 250);
  for (const [path, { staticName, kb }] of staticNames) {
    await load(path); // warm-up: fills the caches, settles the JIT
    const page = await load(path);
    const file = await load(`/__bench/${staticName}`);
    const ratio = page.rps / file.rps;
    if (GUIDE_PAGES.includes(path) || path === '/') ratios.push(ratio);
    else shoppingRatios.push([path === searchPage ? '/product-search' : '/product', ratio]);
    console.log(`${path.slice(0, 22).padEnd(22)}${fmt(page.rps, 0)}${fmt(page.p50)}${fmt(page.p99)}${fmt(file.rps, 0).padStart(14)}${fmt(ratio, 2).padStart(8)}${String(page.errors + file.errors).padStart(8)}   (${kb.toFixed(1)} KB HTML)`);
  }
  clearInterval(sampler);
  // Beside the cached rows: the same pages at addresses the cache does not hold (bench/miss.mjs).
  const miss = await runMissBench(origin, { seconds: DURATION_S, staticPath: `/__bench/${staticNames.get(productPage).staticName}` });
  const missTargets = printMissBench(miss);
  rmSync(staticDir, { recursive: true, force: true });
  const steadyRss = rssSamples.slice(Math.floor(rssSamples.length / 2));
  console.log(`\nStorefront process RSS under that load: median ${steadyRss.sort((a, b) => a - b)[Math.floor(steadyRss.length / 2)].toFixed(0)} MB over its second half, peak ${Math.max(...rssSamples).toFixed(0)} MB (the provider runs in the same process)`);

  console.log('\nHTML on the wire (KB)       identity      br    gzip');
  const wire = [];
  for (const [name, path] of pages) {
    const sizes = await wireSizes(path);
    const compressed = Math.max(sizes.br.bytes, sizes.gzip.bytes) / 1024;
    const encoded = sizes.br.encoding === 'br' && sizes.gzip.encoding === 'gzip';
    wire.push({ name, compressed, encoded });
    console.log(`${name.padEnd(26)}${[sizes.identity, sizes.br, sizes.gzip].map((s) => (s.bytes / 1024).toFixed(1).padStart(8)).join('')}${encoded ? '' : '   NOT COMPRESSED'}`);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  const uncompressed = [];
  for (const [, path] of pages) uncompressed.push(...await uncompressedAnswers(browser, path));
  console.log(`\nText answers (HTML, JSON, JS, CSS ≥ 1 KB) a browser got uncompressed on those pages: ${uncompressed.length}`);
  for (const url of new Set(uncompressed)) console.log(`  ${url}`);

  console.log('\nLighthouse (mobile preset)');
  const lighthouse = await runLighthouse(origin, pages);
  printLighthouse(lighthouse);

  const pageTargetRows = () => [
    ...missTargets,
    ...shoppingRatios.map(([name, ratio]) => `${name} page/static throughput ≥ ${TARGETS.pageToStaticRatio}: ${ratio.toFixed(2)} ${ratio >= TARGETS.pageToStaticRatio ? 'met' : 'MISSED'}`),
    ...wire.map(({ name, compressed, encoded }) => `${name} compressed HTML ≤ ${TARGETS.compressedHtmlKb} KB: ${compressed.toFixed(1)} KB ${encoded && compressed <= TARGETS.compressedHtmlKb ? 'met' : 'MISSED'}`),
    `uncompressed text answers = 0: ${uncompressed.length} ${uncompressed.length === 0 ? 'met' : 'MISSED'}`,
    ...lighthouseTargetRows(lighthouse),
  ];
  if (ONLY === 'pages') {
    await browser.close();
    console.log('\nTargets');
    const worst = Math.min(...ratios);
    console.log(`guide and home page/static throughput ≥ ${TARGETS.pageToStaticRatio}: ${worst.toFixed(2)} ${worst >= TARGETS.pageToStaticRatio ? 'met' : 'MISSED'}`);
    for (const row of pageTargetRows()) console.log(row);
    await stopServer(server);
    process.exit(0);
  }

  console.log(`\nLogin: POST /auth/session with the demo shopper, ${LOGIN_CONNECTIONS} concurrent, ${DURATION_S} s`);
  const logins = await login();
  console.log(`req/s ${logins.rps.toFixed(1)}   p50 ${logins.p50} ms   p99 ${logins.p99} ms   errors ${logins.errors}`);

  console.log('\nJavaScript loaded before the first interaction (gzip)');
  const sizes = [];
  for (const path of GUIDE_PAGES) {
    const { files, gzipKb } = await jsBeforeInteraction(browser, path);
    sizes.push(gzipKb);
    console.log(`${path.padEnd(26)}${gzipKb.toFixed(1).padStart(7)} KB in ${files} files`);
  }
  await browser.close();

  const orders = await runOrdersBench(origin, DURATION_S);
  printOrdersBench(orders);

  console.log('\nCatalog searches in the provider (full seeded catalog)');
  const catalog = await runCatalogBench();
  printCatalogBench(catalog);

  // Last: it leaves the server busy for a while.
  const overload = await runOverloadBench(origin, DURATION_S);
  printOverloadBench(overload);

  const worstRatio = Math.min(...ratios);
  const worstJs = Math.max(...sizes);
  console.log('\nTargets');
  console.log(`guide and home page/static throughput ≥ ${TARGETS.pageToStaticRatio}: ${worstRatio.toFixed(2)} ${worstRatio >= TARGETS.pageToStaticRatio ? 'met' : 'MISSED'}`);
  console.log(`guide-page JS ≤ ${TARGETS.guideJsGzipKb} KB gzip: ${worstJs.toFixed(1)} KB ${worstJs <= TARGETS.guideJsGzipKb ? 'met' : 'MISSED'}`);
  console.log(`login p99 < ${TARGETS.loginP99Ms} ms at ${LOGIN_CONNECTIONS} concurrent: ${logins.p99} ms ${logins.p99 < TARGETS.loginP99Ms && logins.errors === 0 ? 'met' : 'MISSED'}`);
  for (const row of pageTargetRows()) console.log(row);
} finally {
  await stopServer(server);
}
