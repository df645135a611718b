import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/seo/crawler-files';

/** `/robots.txt` of the tenant's host (docs/product.md, "Crawlers"). */
export const GET: APIRoute = ({ locals }) =>
  new Response(robotsTxt(locals.origin), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
