import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { tenantOrigin } from '../../playwright.config';

/**
 * What a crawler reads (docs/product.md, "Crawlers"), on two tenants' hosts: robots.txt, the
 * sitemap index and its parts, and every page they list, which must answer 200 with exactly the
 * `hreflang` alternates the sitemap names and structured data that parses and has the
 * required properties of its type. Fetched from a page of the tenant (the browser resolves
 * `*.localhost`), several at a time. Every page of the pages sitemap is fetched; of the product
 * pages (a render each), every product in the default language and every language of the first
 * one: the language versions differ only by `lang`, which the pages sitemap proves already.
 */

interface UrlEntry { loc: string; lastmod: string | null; alternates: Record<string, string> }
interface Fetched {
  loc: string;
  status: number;
  canonical: string | null;
  alternates: Record<string, string>;
  jsonLd: string[];
  meta: Record<string, string | null>;
}

const sitemapUrls = (page: Page, parts: string[]) => page.evaluate(async (paths) => {
  const entries: UrlEntry[] = [];
  for (const path of paths) {
    const xml = new DOMParser().parseFromString(await (await fetch(path)).text(), 'application/xml');
    for (const url of xml.getElementsByTagName('url')) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      entries.push({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        alternates: Object.fromEntries(links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])),
      });
    }
  }
  return entries;
}, parts);

const fetchPages = (page: Page, locs: string[]) => page.evaluate(async (all) => {
  const PARALLEL = 4;
  const results: Fetched[] = [];
  const queue = [...all];
  const worker = async () => {
    for (let loc = queue.shift(); loc !== undefined; loc = queue.shift()) {
      const response = await fetch(loc, { credentials: 'omit' });
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      results.push({
        loc,
        status: response.status,
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        alternates: Object.fromEntries([...doc.querySelectorAll('link[rel="alternate"][hreflang]')]
          .map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])),
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
        meta: Object.fromEntries(['description', 'og:image', 'article:modified_time'].map((name) =>
          [name, doc.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content') ?? null])),
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}, locs);

type Thing = Record<string, unknown>;
const list = (value: unknown): Thing[] => (Array.isArray(value) ? (value as Thing[]) : []);

/** The properties schema.org (and the search engines' rich results) require of each type the site writes. */
const REQUIRED: Record<string, (thing: Thing) => boolean> = {
  Organization: (o) => Boolean(o['name'] && o['url']),
  WebSite: (w) => {
    const action = w['potentialAction'] as Thing | undefined;
    const target = action?.['target'] as Thing | undefined;
    return Boolean(w['name'] && w['url'] && action?.['@type'] === 'SearchAction'
      && String(target?.['urlTemplate']).includes('{search_term_string}') && action['query-input'] === 'required name=search_term_string');
  },
  BreadcrumbList: (b) => list(b['itemListElement']).length > 0
    && list(b['itemListElement']).every((item, i) => item['@type'] === 'ListItem' && item['position'] === i + 1 && item['name'] && /^https?:/.test(String(item['item']))),
  FAQPage: (f) => list(f['mainEntity']).length > 0
    && list(f['mainEntity']).every((q) => q['@type'] === 'Question' && q['name'] && (q['acceptedAnswer'] as Thing | undefined)?.['text']),
  HowTo: (h) => Boolean(h['name']) && list(h['step']).length > 0 && list(h['step']).every((s) => s['@type'] === 'HowToStep' && s['text']),
  Product: (p) => {
    const offer = p['offers'] as Thing | undefined;
    return Boolean(p['name'] && list(p['image']).length > 0 && offer?.['@type'] === 'Offer'
      && /^\d+(\.\d+)?$/.test(String(offer['price'])) && /^[A-Z]{3}$/.test(String(offer['priceCurrency']))
      && /^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(offer['availability'])));
  },
};

for (const { tenant, currency } of [{ tenant: 'vn', currency: 'VND' }, { tenant: 'gh', currency: 'GHS' }]) {
  test(`${tenant}: robots.txt and the sitemaps list pages that answer with their hreflang and valid structured data`, async ({ page }) => {
    test.slow();
    const origin = tenantOrigin(tenant);
    const robots = await page.goto(`${origin}/robots.txt`);
    expect(robots?.status()).toBe(200);
    expect(robots?.headers()['content-type']).toMatch(/^text\/plain/);
    const robotsText = (await robots?.text()) ?? '';
    expect(robotsText).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ['/my', '/cart', '/checkout', '/auth', '/api']) expect(robotsText).toContain(`Disallow: ${path}\n`);

    const index = await page.evaluate(async () => {
      const response = await fetch('/sitemap.xml');
      const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
      return { type: response.headers.get('content-type'), parts: [...xml.getElementsByTagName('loc')].map((l) => l.textContent) };
    });
    expect(index.type).toMatch(/^application\/xml/);
    expect(index.parts).toEqual([`${origin}/sitemap-pages.xml`, `${origin}/sitemap-products.xml`]);
    const entries = await sitemapUrls(page, index.parts);
    const locs = entries.map((e) => e.loc);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/terms`);
    expect(locs).toContain(`${origin}/privacy`);
    expect(locs.some((loc) => loc.startsWith(`${origin}/product?url=`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    // Articles carry their version; every language of each page is listed.
    expect(entries.find((e) => e.loc === `${origin}/faq`)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const entry of entries) {
      for (const [hreflang, href] of Object.entries(entry.alternates)) {
        if (hreflang !== 'x-default') expect(locs, `${entry.loc} names ${href}`).toContain(href);
      }
    }

    const products = locs.filter((loc) => new URL(loc).pathname === '/product');
    const firstProduct = new URL(products[0] ?? origin).searchParams.get('url');
    const toFetch = locs.filter((loc) => {
      const url = new URL(loc);
      return url.pathname !== '/product' || !url.searchParams.has('lang') || url.searchParams.get('url') === firstProduct;
    });
    expect(toFetch.length).toBeGreaterThan(products.length / 3);
    const pages = await fetchPages(page, toFetch);
    const types = new Set<string>();
    for (const fetched of pages) {
      const entry = entries.find((e) => e.loc === fetched.loc);
      expect(fetched.status, fetched.loc).toBe(200);
      expect(fetched.canonical, fetched.loc).toBe(fetched.loc);
      expect(fetched.alternates, fetched.loc).toEqual(entry?.alternates);
      for (const block of fetched.jsonLd) {
        const thing = JSON.parse(block) as Thing;
        const type = String(thing['@type']);
        types.add(type);
        expect(thing['@context'], fetched.loc).toBe('https://schema.org');
        expect(REQUIRED[type]?.(thing), `${type} on ${fetched.loc}: ${block}`).toBe(true);
        if (type === 'Product') expect((thing['offers'] as Thing)['priceCurrency']).toBe(currency);
      }
      // A guide or terms page: its own description, a picture and its article's version, as the sitemap says.
      if (entry?.lastmod) {
        expect(fetched.meta['article:modified_time'], fetched.loc).toBe(entry.lastmod);
        expect(fetched.meta['og:image'], fetched.loc).toMatch(/^http/);
        expect(fetched.meta['description']?.length, fetched.loc).toBeGreaterThan(20);
      }
      const own = fetched.jsonLd.map((block) => (JSON.parse(block) as Thing)['@type']);
      expect(own.slice(0, 2), fetched.loc).toEqual(['Organization', 'WebSite']);
      if (new URL(fetched.loc).pathname === '/faq') expect(own).toContain('FAQPage');
      if (new URL(fetched.loc).pathname === '/how-to-use') expect(own).toContain('HowTo');
      if (new URL(fetched.loc).pathname === '/product') expect(own).toEqual(expect.arrayContaining(['BreadcrumbList', 'Product']));
    }
    expect([...types].sort()).toEqual(['BreadcrumbList', 'FAQPage', 'HowTo', 'Organization', 'Product', 'WebSite']);
  });
}
