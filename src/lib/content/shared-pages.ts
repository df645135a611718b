import { GUIDE_ROUTES, POLICY_ROUTES } from './article-routes.ts';
import { COOKIE } from '../session/cookies.ts';

/**
 * Pages that are the same for every anonymous shopper of a tenant, language and address: the
 * home page, the guides and terms, and the catalog's product and search pages (what is personal there,
 * the cart count and the viewing history, is filled in by the browser).
 */
export const SHARED_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/', '/product', '/product-search', ...GUIDE_ROUTES.map((g) => g.path), ...POLICY_ROUTES.map((p) => p.path),
]);

const TOKEN_COOKIE = new RegExp(`(?:^|;)\\s*${COOKIE.accessToken}=`);

/**
 * An anonymous GET of a shared page, which the page cache may answer without rendering.
 * Decided from the raw method, path and Cookie header alone, so the front door (before
 * Astro) and the middleware (inside it) classify every request the same way.
 */
export const mayBeSharedPage = (method: string, pathname: string, cookieHeader: string | null | undefined): boolean =>
  method === 'GET' && SHARED_PAGE_PATHS.has(pathname) && !TOKEN_COOKIE.test(cookieHeader ?? '');
