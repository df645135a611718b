import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '../../../src/lib/content/page-cache.server';
import { mayBeSharedPage } from '../../../src/lib/content/shared-pages';
import { robotsTxt, SITEMAP_PARTS, sitemapEntries, sitemapIndexXml, urlSetXml } from '../../../src/lib/seo/crawler-files';

const origin = 'https://ru.example.com';
const tenant = { supportedLanguages: ['ru', 'ru2', 'en'], defaultLanguage: 'ru' };

describe('robots.txt and sitemaps (docs/product.md, "Crawlers")', () => {
  it('keeps crawlers out of the personal pages and the API, and names the host\'s own sitemap', () => {
    const robots = robotsTxt(origin);
    for (const path of ['/my', '/cart', '/checkout', '/auth', '/api']) expect(robots).toContain(`\nDisallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://ru.example.com/sitemap.xml');
  });

  it('lists each language version of a page once, each with every alternate its head names', () => {
    const entries = sitemapEntries(origin, tenant, [{ path: '/faq', lastmod: (language) => (language === 'en' ? '2026-01-02T00:00:00.000Z' : undefined) }]);
    const alternates = [
      { hreflang: 'ru', href: 'https://ru.example.com/faq', language: 'ru' },
      { hreflang: 'en', href: 'https://ru.example.com/faq?lang=en', language: 'en' },
      { hreflang: 'x-default', href: 'https://ru.example.com/faq' },
    ];
    expect(entries).toEqual([
      { loc: 'https://ru.example.com/faq', lastmod: undefined, alternates },
      { loc: 'https://ru.example.com/faq?lang=en', lastmod: '2026-01-02T00:00:00.000Z', alternates },
    ]);
  });

  it('keeps the product of a product page and escapes the query for XML', () => {
    const [entry] = sitemapEntries(origin, tenant, [{ path: '/product', identity: new URLSearchParams({ url: '1abc' }) }]);
    const xml = urlSetXml(entry ? [entry] : []);
    expect(xml).toContain('<loc>https://ru.example.com/product?url=1abc</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://ru.example.com/product?url=1abc&amp;lang=en"/>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('are rendered for each host, never answered from the shared page cache (whose pages are kept per host)', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', ...SITEMAP_PARTS]) expect(mayBeSharedPage('GET', path, null), path).toBe(false);
    const page = { cookieHeader: null, pathAndQuery: '/terms', https: true };
    expect(pageCacheKey({ ...page, host: 'vn.example.com' })).not.toBe(pageCacheKey({ ...page, host: 'ru.example.com' }));
  });

  it('indexes the parts by absolute address', () => {
    expect(sitemapIndexXml(origin, [{ path: '/sitemap-pages.xml', lastmod: '2026-01-01T00:00:00.000Z' }, { path: '/sitemap-products.xml' }]))
      .toContain('<sitemap><loc>https://ru.example.com/sitemap-pages.xml</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></sitemap>');
  });
});
