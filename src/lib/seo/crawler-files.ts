import type { Tenant } from '../../../contract/tenant';
import { alternateLinks, tenantLanguages, type Alternate } from '../i18n/language-links';
import type { Language } from '../i18n/languages';

/**
 * What crawlers read besides the pages (docs/product.md, "Crawlers"): robots.txt and the
 * sitemaps of one tenant's host, all absolute from the tenant's configured origin.
 */

/** Paths no crawler has business in: the shopper's own pages, the cart, the checkout, login and the API. */
export const CRAWLER_DISALLOWED_PATHS = ['/my', '/cart', '/checkout', '/auth', '/api', '/desk'] as const;

/** The parts of the sitemap index, each its own file. */
export const SITEMAP_PARTS = ['/sitemap-pages.xml', '/sitemap-products.xml'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...CRAWLER_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/** One page of the site in every language the tenant offers. */
export interface SitemapPage {
  path: string;
  /** The query parameters that make the page itself (a product's `url`), as in its canonical link. */
  identity?: URLSearchParams | undefined;
  /** When its content last changed in a page language (ISO 8601); none, no `lastmod`. */
  lastmod?: ((language: Language) => string | undefined) | undefined;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string | undefined;
  /** Every language version of the page, as its `hreflang` links name them (x-default included). */
  alternates: Alternate[];
}

/**
 * One `<url>` per language version of each page, each listing all versions, exactly the
 * alternates the page's own head links name (docs/product.md, "Crawlers").
 */
export function sitemapEntries(origin: string, tenant: Pick<Tenant, 'supportedLanguages' | 'defaultLanguage'>, pages: readonly SitemapPage[]): SitemapEntry[] {
  const languages = tenantLanguages(tenant);
  return pages.flatMap((page) => {
    const alternates = alternateLinks(origin, new URL(page.path, origin), languages, tenant.defaultLanguage, page.identity);
    return alternates.flatMap(({ href, language }) =>
      language === undefined ? [] : [{ loc: href, lastmod: page.lastmod?.(language), alternates }]);
  });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => [
    '<url>',
    `<loc>${xml(entry.loc)}</loc>`,
    entry.lastmod ? `<lastmod>${xml(entry.lastmod)}</lastmod>` : '',
    ...entry.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`),
    '</url>',
  ].join(''));
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndexXml(origin: string, parts: readonly { path: string; lastmod?: string | undefined }[]): string {
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((part) => `<sitemap><loc>${xml(new URL(part.path, origin).href)}</loc>${part.lastmod ? `<lastmod>${xml(part.lastmod)}</lastmod>` : ''}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
