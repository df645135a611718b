import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { TtlCache } from '../cache/ttl-cache.ts';
import { COOKIE } from '../session/cookies.ts';
import { SHARED_PAGE_PATHS } from './shared-pages.ts';

/** A rendered shared page, as sent: final headers, and the body in each encoding (made once, off the event loop). */
export interface CachedPage {
  headers: Record<string, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

// Rendered shared pages (home, guides, product and search results) are the same for every
// anonymous shopper of a host, language and address; caching them briefly turns most page
// views into a map lookup in the front door, before Astro. The catalog behind them is cached
// for 15 s (catalog.server.ts), so a page is at most 45 s behind the catalog.
// Astro bundles its own copy of this module beside the one the front door loads: the cache
// lives on globalThis so both see the same pages.
const CACHE = Symbol.for('proxy-storefront.page-cache');
const holder = globalThis as { [CACHE]?: TtlCache<string, CachedPage> | undefined };
const pages = (holder[CACHE] ??= new TtlCache<string, CachedPage>({ ttlMs: 30_000, staleMs: 0, maxEntries: 1000 }));

const LANGUAGE_COOKIE = new RegExp(`(?:^|;)\\s*${COOKIE.language}=([^;]*)`);

/** Only anonymous GETs of shared pages are cached: a logged-in shopper's page is never stored or served from here. */
export function isCacheablePageRequest(request: Request, pathname: string, loggedIn: boolean): boolean {
  return request.method === 'GET' && !loggedIn && SHARED_PAGE_PATHS.has(pathname);
}

/**
 * Everything of the raw request a shared page depends on: the Host (its tenant; only this
 * site's own hosts are stored), the language cookie (with `?lang=` and the tenant, the page
 * language), the address with its query (the language links keep the query), and whether it
 * came over HTTPS (the HSTS header). The front door and the middleware compute it alike from
 * the raw request; where they could differ, it is a miss, never another page.
 */
export interface PageIdentity {
  host: string;
  cookieHeader: string | null | undefined;
  pathAndQuery: string;
  https: boolean;
}

export function pageCacheKey({ host, cookieHeader, pathAndQuery, https }: PageIdentity): string {
  const language = LANGUAGE_COOKIE.exec(cookieHeader ?? '')?.[1] ?? '';
  return [host.toLowerCase(), language, pathAndQuery, https ? 's' : ''].join('\u0000');
}

export function cachedPage(key: string): CachedPage | undefined {
  return pages.peek(key);
}

const brotli = promisify(brotliCompress);
// Made once per page and kept: quality 10 takes a page some 20 ms on a zlib thread and saves
// about a tenth over 9, enough for a shopping page to reach a phone in the first round trip
// of a new connection (ten TCP segments, about 14 KB with the headers).
const BROTLI_PARAMS = (size: number) => ({ [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: size });
const gzipped = promisify(gzip);

/**
 * Stores a successful, cookie-free HTML answer (its headers final) and answers with a copy
 * of it. The compressed forms are made on zlib's threads; the page is served from the cache
 * once they are ready.
 */
export async function storePageResponse(key: string, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.includes('text/html') || response.headers.has('set-cookie')) return response;
  const identity = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers.entries());
  void Promise.all([brotli(identity, { params: BROTLI_PARAMS(identity.length) }), gzipped(identity, { level: 9 })])
    .then(([br, gzip]) => pages.set(key, { headers, identity, br, gzip }))
    .catch(() => undefined); // not stored: rendered again next time
  return new Response(identity, { status: 200, headers });
}
