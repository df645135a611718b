import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { TtlCache } from '../cache/ttl-cache.ts';
import { COOKIE } from '../session/cookies.ts';
import { SHARED_PAGE_PATHS } from './shared-pages.ts';

/**
 * A rendered shared page, as sent: final headers, the body, and its compressed forms once the
 * page has been asked for again (encodedPage).
 */
export interface CachedPage {
  /** Whose page it is: a change to this tenant's site drops it (dropTenantPages). */
  tenantId: string;
  headers: Record<string, string>;
  identity: Buffer;
  encoded?: { br: Buffer; gzip: Buffer } | undefined;
  encoding?: Promise<void> | undefined;
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

/**
 * Where a shared page about to be rendered is kept: its key, its tenant, and a stamp taken
 * before the page read anything, so a page rendered across a site change is not kept.
 */
export interface PageCacheSlot {
  key: string;
  tenantId: string;
  since: number;
}

/** The stamp a request takes before it reads the tenant (PageCacheSlot.since). */
export const pageCacheStamp = (): number => pages.stamp();

/** Forgets every page of the tenants whose site changed (docs/product.md, "Site changes"). */
export function dropTenantPages(ids: ReadonlySet<string>): void {
  pages.drop((_key, page) => page !== undefined && ids.has(page.tenantId));
}

const brotli = promisify(brotliCompress);
// Made once per page and kept: quality 10 takes a page 20 to 100 ms of a zlib thread and saves
// about a tenth over the live answer's quality, enough for a shopping page to reach a phone in
// the first round trip of a new connection (ten TCP segments, about 14 KB with the headers).
// Only for a page asked for again: most product and search addresses are asked once, and on a
// 2-core machine compressing every rendered page so cost more than rendering it.
const BROTLI_PARAMS = (size: number) => ({ [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: size });
const gzipped = promisify(gzip);

/**
 * Stores a successful, cookie-free HTML answer (its headers final) and answers with a copy
 * of it, compressed on the way out like any answer.
 */
export async function storePageResponse({ key, tenantId, since }: PageCacheSlot, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.includes('text/html') || response.headers.has('set-cookie')) return response;
  const identity = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers.entries());
  pages.set(key, { tenantId, headers, identity }, since);
  return new Response(identity, { status: 200, headers });
}

/**
 * The cached page's body in `encoding`, or null while it is not made yet: the first call
 * starts making both forms on zlib's threads (the caller compresses this answer as it goes).
 */
export function encodedPage(page: CachedPage, encoding: 'br' | 'gzip'): Buffer | null {
  if (page.encoded) return page.encoded[encoding];
  page.encoding ??= Promise.all([brotli(page.identity, { params: BROTLI_PARAMS(page.identity.length) }), gzipped(page.identity, { level: 9 })])
    .then(([br, gzip]) => { page.encoded = { br, gzip }; })
    .catch(() => undefined); // not made: the page is compressed as it is sent
  return null;
}
