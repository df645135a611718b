import { TtlCache } from '../cache/ttl-cache';
import { SHARED_PAGE_PATHS } from './shared-pages';

interface CachedPage {
  /** Encoded once, so a hit writes bytes instead of encoding the page again. */
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

// Rendered guide pages and the home page are the same for every anonymous shopper of a
// tenant and language; caching them briefly turns most page views into a map lookup.
const pages = new TtlCache<string, CachedPage>({ ttlMs: 30_000, staleMs: 0, maxEntries: 2000 });

/** Only anonymous GETs of shared pages are cached: a logged-in shopper's page is never stored or served from here. */
export function isCacheablePageRequest(request: Request, pathname: string, loggedIn: boolean): boolean {
  return request.method === 'GET' && !loggedIn && SHARED_PAGE_PATHS.has(pathname);
}

/**
 * Everything a shared page depends on: the tenant (which fixes its origin), the language and
 * the address with its query (the language links keep the query). Nothing else of the request
 * reaches the page; the Host is reduced to its tenant, and absolute links use the tenant's
 * configured origin.
 */
export interface PageIdentity {
  tenantId: string;
  lng: string;
  pathname: string;
  search: string;
}

export function pageCacheKey({ tenantId, lng, pathname, search }: PageIdentity): string {
  return [tenantId, lng, pathname, search].join('\u0000');
}

export function cachedPageResponse(key: string): Response | null {
  const page = pages.peek(key);
  return page ? new Response(page.body, { status: 200, headers: page.headers }) : null;
}

/** Stores a successful, cookie-free HTML render and answers with a copy of it. */
export async function storePageResponse(key: string, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.includes('text/html') || response.headers.has('set-cookie')) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: [string, string][] = [...response.headers.entries()];
  pages.set(key, { body, headers });
  return new Response(body, { status: 200, headers });
}
