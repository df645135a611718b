// The miss rows of `npm run bench`: shopping pages at distinct addresses, so the page cache
// holds none of them (shoppers search different words and open different products), next to a
// static file of the same server in the same run. Each row runs autocannon with every request
// taking the next address of a shared list, at 4, 16 and 64 connections; `BENCH_ONLY=miss`
// runs these rows alone (`MISS_CONNECTIONS=4,16` to choose). The catalog is the seeded one
// (10,000 products unless CATALOG_SIZE says otherwise), the addresses those of its products
// (provider/catalog/generator.ts), the searches two words in several languages from the
// glossary (a material or colour and a product type, as shoppers type them). Refused requests
// use up addresses too: the `distinct` column counts a row's addresses that nothing asked
// before it in the run.
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
const PRODUCT_PAGES = 10_000;
/** The languages of the two-word searches, each with its own words for the catalog's terms. */
const SEARCH_LANGUAGES = ['en', 'zh-CN', 'vi', 'ru', 'th', 'ar', 'fr', 'ko'];
export const MISS_TARGETS = {
  productRatio: 0.1, searchRatio: 0.08, productServerP50Ms: 8,
  burstConnections: 16, burstP99Ms: 500, floodConnections: 64, floodP99Ms: 2000, floodRefusalP99Ms: 50,
};
const connectionsToRun = () => (process.env.MISS_CONNECTIONS ?? '4,16,64').split(',').map(Number);

/** Product pages, search pages and search API calls at distinct addresses, in a shuffled (but fixed) order. */
export async function missAddresses() {
  const { generateProducts, FULL_CATALOG_SIZE } = await tsImport(path.join(root, 'provider/catalog/generator.ts'), import.meta.url);
  const { productPageHref } = await tsImport(path.join(root, 'src/lib/product/product-url-param.ts'), import.meta.url);
  const { termWords } = await tsImport(path.join(root, 'provider/translation/glossary.ts'), import.meta.url);
  const { MATERIALS, PRODUCT_TYPES, COLOURS } = await tsImport(path.join(root, 'provider/catalog/vocabulary.ts'), import.meta.url);
  const size = Number(process.env.CATALOG_SIZE ?? FULL_CATALOG_SIZE);
  const step = Math.max(1, Math.floor(size / PRODUCT_PAGES));
  const products = [];
  let i = 0;
  for (const product of generateProducts(size)) if (i++ % step === 0) products.push(productPageHref(product.canonicalUrl));
  // Two words: a material or a colour, and a product type, in the shopper's language.
  const searches = [];
  for (const language of SEARCH_LANGUAGES) {
    for (const first of [...MATERIALS, ...COLOURS]) {
      for (const type of PRODUCT_TYPES) {
        const words = [termWords(first.zh, language)[0], termWords(type.zh, language)[0]];
        if (words.every(Boolean)) searches.push({ keyword: words.join(language === 'zh-CN' ? '' : ' '), language });
      }
    }
  }
  const shuffled = (list) => list.map((item, n) => [((n * 2654435761) >>> 0) % 1000003, item]).sort((a, b) => a[0] - b[0]).map(([, item]) => item);
  const lang = (language) => (language === 'en' ? '' : `&lang=${language}`);
  return {
    product: shuffled(products),
    search: shuffled(searches.map(({ keyword, language }) => `/product-search?keyword=${encodeURIComponent(keyword)}${lang(language)}`)),
    searchApi: shuffled(searches.map(({ keyword }) => `/api/front/product/search?keyword=${encodeURIComponent(keyword)}`)),
  };
}

const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Loads `paths` (every request the next of them, wrapping round) at `connections` for
 * `seconds`; answered (200) and refused (503) apart, with their latencies.
 */
export function loadDistinct(origin, paths, { connections, seconds, headers = {} }) {
  let next = 0;
  const answered = [];
  const refused = [];
  let other = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({
      url: origin, connections, duration: seconds, timeout: 30, headers,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
    }, (error, result) => (error ? reject(error) : resolve({
      connections, requests: next, rps: answered.length / result.duration,
      p50: percentile(answered, 50), p99: percentile(answered, 99),
      refused: refused.length, refusalP99: percentile(refused, 99), other: other + result.errors + result.timeouts,
    })));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) answered.push(ms);
      else if (status === 503) refused.push(ms);
      else other++;
    });
  });
}

/**
 * Product pages asked one at a time, never measured, before any one-at-a-time figure: a shopper
 * meets a server that has run for a while, and a fresh process keeps getting faster for about
 * its first thousand pages (the JIT, the database's own caches): a product page's p50 per 100
 * distinct pages went 10.3–11.0, 8.4–8.7, … 7.1–7.5 ms over the first 1,200
 * (docs/performance.md, "Cache misses").
 */
const SETTLE_PAGES = 1000;
/** Addresses of a kind asked one at a time before its one-at-a-time figure, and the addresses measured. */
const SERIAL_WARM_UP = 200;
const SERIAL_MEASURED = 200;

/** What a browser says it accepts: the server answers brotli, as it does a shopper. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** GET `path` and read its body as it comes off the wire, undecoded: the time is the server's, not the client's inflating. */
function getRaw(origin, agent, path) {
  return new Promise((resolve, reject) => {
    http.get(new URL(path, origin), { agent, headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Asks `paths` one at a time; the times (ms) of the answered ones after the first `warmUp`, from
 * sending the request to the last byte of the compressed answer a browser would get (fetch
 * would add its own decompression: 1 to 1.4 ms of a product page's p50).
 */
async function oneAtATime(origin, paths, warmUp) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  try {
    for (const [n, p] of paths.entries()) {
      const startedAt = performance.now();
      const status = await getRaw(origin, agent, p);
      if (n >= warmUp && status === 200) times.push(performance.now() - startedAt);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

/**
 * The server's time for a miss with nothing else queued: SERIAL_WARM_UP addresses of the kind
 * (never measured), then SERIAL_MEASURED others. Each is a miss, asked once.
 */
async function serial(origin, paths) {
  const times = await oneAtATime(origin, paths.slice(0, SERIAL_WARM_UP + SERIAL_MEASURED), SERIAL_WARM_UP);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * The miss rows: a static file's throughput, then each kind of address at each connection count.
 * Every address is asked once in the whole run (each kind's list is consumed from where the last
 * use of it stopped), until a list runs out: a row's `distinct` counts the addresses nothing
 * asked before it, so it says when a row went round: the search API's rows go round the 4,176
 * searches (no page cache holds an API answer; the provider remembers a keyword's translation).
 */
export async function runMissBench(origin, { seconds, staticPath }) {
  const addresses = await missAddresses();
  const asked = { product: 0, search: 0, searchApi: 0 };
  const unasked = (kind) => {
    const list = addresses[kind];
    const from = asked[kind] % list.length;
    return [...list.slice(from), ...list.slice(0, from)];
  };
  // A static file: the yardstick, at 16 connections like the cached rows.
  await loadDistinct(origin, [staticPath], { connections: 16, seconds: 2 });
  const staticRow = await loadDistinct(origin, [staticPath], { connections: 16, seconds });
  await oneAtATime(origin, unasked('product').slice(0, SETTLE_PAGES), SETTLE_PAGES);
  asked.product += SETTLE_PAGES;
  const serialOf = async (kind) => {
    const result = await serial(origin, unasked(kind));
    asked[kind] += SERIAL_WARM_UP + SERIAL_MEASURED;
    return result;
  };
  const serialFigures = { product: await serialOf('product'), search: await serialOf('search'), searchApi: await serialOf('searchApi') };
  const rows = [];
  for (const connections of connectionsToRun()) {
    for (const kind of ['product', 'search', 'searchApi']) {
      const fresh = Math.max(0, addresses[kind].length - asked[kind]);
      const measured = await loadDistinct(origin, unasked(kind), { connections, seconds });
      // Addresses no earlier row or one-at-a-time figure asked.
      const row = { kind, ...measured, distinct: Math.min(measured.requests, fresh) };
      asked[kind] += row.requests;
      rows.push(row);
      // Said as it is measured: on a busy machine the whole run takes minutes.
      console.log(`  measured: ${formatRow(row, staticRow.rps)}`);
    }
  }
  return { staticRps: staticRow.rps, serial: serialFigures, rows };
}

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const formatRow = (r, staticRps) =>
  `${KIND_NAMES[r.kind].padEnd(14)}${String(r.connections).padStart(6)}${f(r.rps).padStart(12)}${f(r.rps / staticRps, 3).padStart(7)}` +
  `${f(r.p50).padStart(8)}${f(r.p99).padStart(8)}${String(r.refused).padStart(9)}${f(r.refusalP99).padStart(13)}${String(r.distinct).padStart(10)}${r.other ? `  other ${r.other}` : ''}`;

const KIND_NAMES = { product: 'product page', search: 'search page', searchApi: 'search API' };

/** The table and the issue's targets met or missed (the ratios as the headline). */
export function printMissBench(result, label = '') {
  const { staticRps, serial, rows } = result;
  console.log(`\nCache misses${label}: distinct addresses, each asked once; static file ${f(staticRps)} req/s`);
  console.log('address kind   conns  answered/s  ratio  p50 ms  p99 ms  refused  refusal p99  distinct');
  for (const r of rows) console.log(formatRow(r, staticRps));
  console.log(`one at a time (server time): product page p50 ${f(serial.product.p50, 1)} ms / p99 ${f(serial.product.p99, 1)} ms, ` +
    `search page ${f(serial.search.p50, 1)} / ${f(serial.search.p99, 1)} ms, search API ${f(serial.searchApi.p50, 1)} / ${f(serial.searchApi.p99, 1)} ms`);
  return missTargetRows(result);
}

/** The issue's targets, met or missed, from the rows measured. */
export function missTargetRows({ staticRps, serial, rows }) {
  const T = MISS_TARGETS;
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  const best = (kind) => Math.max(...rows.filter((r) => r.kind === kind).map((r) => r.rps)) / staticRps;
  const at = (connections) => rows.filter((r) => r.connections === connections && r.kind !== 'searchApi');
  const out = [
    `product page miss/static ≥ ${T.productRatio}: ${best('product').toFixed(3)} ${verdict(best('product') >= T.productRatio)}`,
    `search page miss/static ≥ ${T.searchRatio}: ${best('search').toFixed(3)} ${verdict(best('search') >= T.searchRatio)}`,
    `product page miss p50 ≤ ${T.productServerP50Ms} ms (one at a time): ${serial.product.p50.toFixed(1)} ms ${verdict(serial.product.p50 <= T.productServerP50Ms)}`,
    `search API two words p50 ≤ 5 ms, p99 ≤ 20 ms (one at a time): ${serial.searchApi.p50.toFixed(1)} / ${serial.searchApi.p99.toFixed(1)} ms ${verdict(serial.searchApi.p50 <= 5 && serial.searchApi.p99 <= 20)}`,
  ];
  const burst = at(T.burstConnections);
  if (burst.length > 0) {
    const refused = burst.reduce((sum, r) => sum + r.refused, 0);
    const p99 = Math.max(...burst.map((r) => r.p99));
    out.push(`${T.burstConnections} connections of distinct pages: 0 refused, p99 ≤ ${T.burstP99Ms} ms: ${refused} refused, p99 ${p99.toFixed(0)} ms ${verdict(refused === 0 && p99 <= T.burstP99Ms)}`);
  }
  const flood = at(T.floodConnections);
  if (flood.length > 0) {
    const p99 = Math.max(...flood.map((r) => r.p99));
    const refusalP99 = Math.max(0, ...flood.filter((r) => r.refused > 0).map((r) => r.refusalP99));
    out.push(`${T.floodConnections} connections: answered p99 ≤ ${T.floodP99Ms} ms, refusals p99 ≤ ${T.floodRefusalP99Ms} ms: ${p99.toFixed(0)} / ${refusalP99.toFixed(0)} ms ${verdict(p99 <= T.floodP99Ms && refusalP99 <= T.floodRefusalP99Ms)}`);
  }
  return out;
}
