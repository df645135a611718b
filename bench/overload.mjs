// The overload row of `npm run bench`: 256 connections on the search API of a running
// storefront. With load shedding, the requests it takes are answered quickly, the rest are
// refused at once (503 + Retry-After), a cached page stays fast, and full service returns by
// itself soon after the load stops.
import autocannon from 'autocannon';

export const OVERLOAD = { connections: 256, path: '/api/front/product/search?keyword=bag', probePath: '/faq' };
const TARGETS = { answeredP99Ms: 2000, refusalP99Ms: 50, recoveryS: 10 };
/** Full service: this many searches in a row answered 200, each within the answered-p99 target. */
const HEALTHY_IN_A_ROW = 5;

const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timedFetch(url) {
  const startedAt = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - startedAt };
}

export async function runOverloadBench(origin, seconds) {
  const latencies = new Map();
  const probes = [];
  let probing = true;
  // A shopper reading a cached page meanwhile, once every 200 ms.
  const probe = (async () => {
    while (probing) {
      probes.push((await timedFetch(origin + OVERLOAD.probePath)).ms);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: origin + OVERLOAD.path, connections: OVERLOAD.connections, duration: seconds, timeout: 60 }, (error, done) =>
      error ? reject(error) : resolve(done));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (!latencies.has(status)) latencies.set(status, []);
      latencies.get(status).push(ms);
    });
  });
  probing = false;
  await probe;

  const loadEndedAt = performance.now();
  let inARow = 0;
  let recoveryS = Number.NaN;
  while (performance.now() - loadEndedAt < 60_000) {
    const { status, ms } = await timedFetch(origin + OVERLOAD.path);
    inARow = status === 200 && ms <= TARGETS.answeredP99Ms ? inARow + 1 : 0;
    if (inARow === HEALTHY_IN_A_ROW) {
      recoveryS = (performance.now() - loadEndedAt) / 1000;
      break;
    }
  }
  const answered = latencies.get(200) ?? [];
  const refused = latencies.get(503) ?? [];
  const other = [...latencies.entries()].filter(([status]) => status !== 200 && status !== 503).reduce((sum, [, list]) => sum + list.length, 0);
  return {
    seconds,
    answered: answered.length,
    refused: refused.length,
    other: other + result.errors + result.timeouts,
    answeredP99Ms: percentile(answered, 99),
    refusalP99Ms: percentile(refused, 99),
    probeMaxMs: Math.max(...probes),
    recoveryS,
  };
}

export function printOverloadBench(r) {
  const verdict = (value, target) => (Number.isFinite(value) && value <= target ? 'met' : 'MISSED');
  console.log(`\nOverload: ${OVERLOAD.connections} connections on ${OVERLOAD.path} for ${r.seconds} s`);
  console.log(`answered 200: ${r.answered}   refused 503: ${r.refused}   other/errors: ${r.other}   cached ${OVERLOAD.probePath} meanwhile: worst ${r.probeMaxMs.toFixed(0)} ms`);
  console.log(`p99 of the answered 200s   ${r.answeredP99Ms.toFixed(0).padStart(6)} ms   target ≤ ${TARGETS.answeredP99Ms} ms   ${verdict(r.answeredP99Ms, TARGETS.answeredP99Ms)}`);
  console.log(`p99 of the refusals        ${r.refusalP99Ms.toFixed(0).padStart(6)} ms   target ≤ ${TARGETS.refusalP99Ms} ms     ${verdict(r.refusalP99Ms, TARGETS.refusalP99Ms)}`);
  console.log(`full service after the load ${r.recoveryS.toFixed(1).padStart(5)} s    target ≤ ${TARGETS.recoveryS} s      ${verdict(r.recoveryS, TARGETS.recoveryS)}`);
}
