// The Lighthouse rows of `npm run bench`: Lighthouse's mobile preset (its default: a
// mid-range phone on a slow 4G link, simulated) on Debian's chromium, for each page given.
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export const LIGHTHOUSE_TARGETS = { score: 100, lcpMs: 1500 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DEBUGGING_PORT = Number(process.env.BENCH_DEVTOOLS_PORT ?? 9347);

export async function runLighthouse(origin, pages) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${DEBUGGING_PORT}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = [];
  try {
    for (const [name, path] of pages) {
      const { lhr } = await lighthouse(origin + path, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      const failing = CATEGORIES.flatMap((c) =>
        lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
      results.push({ name, path, scores, lcpMs: lhr.audits['largest-contentful-paint'].numericValue, failing });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function printLighthouse(results) {
  console.log('page               perf  a11y  best   seo   LCP ms   below 100 because of');
  for (const { name, scores, lcpMs, failing } of results) {
    console.log(`${name.padEnd(17)}${scores.map((s) => String(s).padStart(6)).join('')}${lcpMs.toFixed(0).padStart(9)}   ${failing.join(', ') || '-'}`);
  }
}

/** The target rows: every score 100 and LCP within target, page by page. */
export function lighthouseTargetRows(results) {
  return results.map(({ name, scores, lcpMs }) => {
    const met = scores.every((s) => s >= LIGHTHOUSE_TARGETS.score) && lcpMs <= LIGHTHOUSE_TARGETS.lcpMs;
    return `Lighthouse ${name}: scores ${scores.join('/')} (target ${LIGHTHOUSE_TARGETS.score} each), LCP ${(lcpMs / 1000).toFixed(2)} s (target ≤ ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s) ${met ? 'met' : 'MISSED'}`;
  });
}
