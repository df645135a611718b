import type { APIRoute } from 'astro';
import { sitemapEntries, urlSetXml } from '../lib/seo/crawler-files';
import { contentPages, xmlResponse } from '../lib/seo/sitemaps.server';

/** The home page, guides and terms pages in every language of the tenant (docs/product.md, "Crawlers"). */
export const GET: APIRoute = async ({ locals }) => {
  const pages = await contentPages(locals);
  return xmlResponse(pages.ok ? { ok: true, value: urlSetXml(sitemapEntries(locals.origin, locals.tenant, pages.value)) } : pages);
};
