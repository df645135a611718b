import type { APIRoute } from 'astro';
import { SITEMAP_PARTS, sitemapIndexXml } from '../lib/seo/crawler-files';
import { contentLastmod, xmlResponse } from '../lib/seo/sitemaps.server';

/** `/sitemap.xml`: the sitemap index of the tenant's host (docs/product.md, "Crawlers"). */
export const GET: APIRoute = async ({ locals }) => {
  if (locals.tenantUnavailable) return xmlResponse({ ok: false, reason: 'unavailable' });
  const [pages, products] = SITEMAP_PARTS;
  const lastmod = await contentLastmod(locals);
  return xmlResponse({ ok: true, value: sitemapIndexXml(locals.origin, [{ path: pages, lastmod }, { path: products }]) });
};
