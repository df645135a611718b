// `npm run bench`: throughput and latency of the storefront's pages on a production build,
// next to the same server's throughput for a static file of the same size, and the
// JavaScript a browser loads on each guide page before the first interaction, shoppers
// ordering and paying at once (bench/orders.mjs; `BENCH_ONLY=orders npm run bench` alone), and
// how the server sheds an overload (bench/overload.mjs; `BENCH_ONLY=overload npm run bench` alone).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { printCatalogBench, runCatalogBench } from './provider-catalog.mjs';
import { printOrdersBench, runOrdersBench } from './orders.mjs';
import { printOverloadBench, runOverloadBench } from './overload.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4380);
const origin = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const GUIDE_PAGES = ['/how-to-use', '/transportation-charge', '/about', '/faq', '/payment-guide', '/sourcing-service'];
const TARGETS = { pageToStaticRatio: 0.5, guideJsGzipKb: 50, loginP99Ms: 150 };
const LOGIN_CONNECTIONS = 4;
const DEMO_LOGIN = { email: 'demo@example.com', password: 'Demo-pass-2026' };

async function startServer() {
  rmSync(join(root, '.data/bench'), { recursive: true, force: true });
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: '.data/bench' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('[start] ready') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  // Measure a settled server: after the first start the provider hashes catalog images in the background.
  while ((await fetch(`${origin}/api/health/ready`)).status !== 200) await new Promise((r) => setTimeout(r, 500));
  return server;
}

function load(path, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: origin + path, connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors }),
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

/** BENCH_ONLY=overload or BENCH_ONLY=orders runs that row alone. */
const ONLY = process.env.BENCH_ONLY;

const server = await startServer();
try {
  if (ONLY === 'overload') {
    await fetch(`${origin}/faq`);
    printOverloadBench(await runOverloadBench(origin, DURATION_S));
    server.kill('SIGTERM');
    process.exit(0);
  }
  if (ONLY === 'orders') {
    printOrdersBench(await runOrdersBench(origin, DURATION_S));
    server.kill('SIGTERM');
    process.exit(0);
  }
  const fmt = (n, d = 1) => n.toFixed(d).padStart(9);
  const staticDir = join(root, process.env.BUILD_DIR || 'dist', 'client/__bench');
  mkdirSync(staticDir, { recursive: true });

  console.log(`\nPage throughput: ${CONNECTIONS} connections, ${DURATION_S} s each, on loopback (${origin})`);
  console.log('page                      req/s   p50 ms   p99 ms  static req/s   ratio  errors');
  const ratios = [];
  // Shopping pages render per request (no page cache): a search and the product it finds first.
  const { productPageHref } = await tsImport(join(root, 'src/lib/product/product-url-param.ts'), import.meta.url);
  const search = await fetch(`${origin}/api/front/product/search?keyword=bag&pageSize=1`).then((r) => r.json());
  const productPage = productPageHref(search.items[0].productUrl);
  for (const path of ['/faq', '/', '/product-search?keyword=bag', productPage]) {
    const html = await fetch(origin + path).then((r) => r.text());
    const staticName = `${path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-').slice(0, 40)}.html`;
    writeFileSync(join(staticDir, staticName), html);
    await load(path); // warm-up: fills the caches, settles the JIT
    const page = await load(path);
    const file = await load(`/__bench/${staticName}`);
    const ratio = page.rps / file.rps;
    if (GUIDE_PAGES.includes(path) || path === '/') ratios.push(ratio);
    console.log(`${path.slice(0, 22).padEnd(22)}${fmt(page.rps, 0)}${fmt(page.p50)}${fmt(page.p99)}${fmt(file.rps, 0).padStart(14)}${fmt(ratio, 2).padStart(8)}${String(page.errors).padStart(8)}   (${(html.length / 1024).toFixed(1)} KB HTML)`);
  }
  rmSync(staticDir, { recursive: true, force: true });

  console.log(`\nLogin: POST /auth/session with the demo shopper, ${LOGIN_CONNECTIONS} concurrent, ${DURATION_S} s`);
  const logins = await login();
  console.log(`req/s ${logins.rps.toFixed(1)}   p50 ${logins.p50} ms   p99 ${logins.p99} ms   errors ${logins.errors}`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
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
} finally {
  server.kill('SIGTERM');
}
