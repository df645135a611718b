import { enabledGuides, enabledPolicies } from '../content/article-routes';
import { articleVersionIn, latest } from '../content/article-version';
import { loadArticleVersions, loadPreferredProducts, type Loaded } from '../content/site-content.server';
import { encodeProductUrlParam } from '../product/product-url-param';
import type { SitemapPage } from './crawler-files';

/**
 * The tenant's sitemaps (docs/product.md, "Crawlers"): what each lists, from the site content.
 * Content the provider cannot give now is a failure (503), never a shorter sitemap that a
 * crawler would take as pages removed.
 */

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

export function xmlResponse(loaded: Loaded<string>): Response {
  if (!loaded.ok) return new Response(null, { status: loaded.reason === 'missing' ? 404 : 503, headers: { 'retry-after': '60' } });
  return new Response(loaded.value, { headers: XML_HEADERS });
}

/** The home page, the guides and the terms pages. */
export async function contentPages(locals: App.Locals): Promise<Loaded<SitemapPage[]>> {
  const versions = await loadArticleVersions(locals);
  if (!versions.ok) return versions;
  const articles = [...enabledGuides(locals.tenant), ...enabledPolicies(locals.tenant)];
  return {
    ok: true,
    value: [{ path: '/' }, ...articles.map((a) => ({ path: a.path, lastmod: (language: string) => articleVersionIn(versions.value, a.article, language, locals.tenant) }))],
  };
}

/** The product pages of the preferred products. */
export async function productPages(locals: App.Locals): Promise<Loaded<SitemapPage[]>> {
  const products = await loadPreferredProducts(locals);
  if (!products.ok) return products;
  return {
    ok: true,
    value: products.value.map((p) => ({ path: '/product', identity: new URLSearchParams({ url: encodeProductUrlParam(p.productUrl) }) })),
  };
}

/** When the content of the pages sitemap last changed: its newest article. */
export async function contentLastmod(locals: App.Locals): Promise<string | undefined> {
  const versions = await loadArticleVersions(locals);
  return versions.ok ? latest(versions.value.map((v) => v.updatedAt)) : undefined;
}
