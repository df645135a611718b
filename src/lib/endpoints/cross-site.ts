import { problemResponse } from './problem-response';

/**
 * A state-changing request sent by a page of another origin (Fetch Metadata, else the Origin
 * header). `same-site` is refused too: a sibling tenant (vn.localhost beside ru.localhost) is
 * the same site but another shop. `host` is the Host the storefront was reached at.
 */
export function isCrossSite(request: Request, host: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin') return false;
  if (site === 'same-site' || site === 'cross-site') return true;
  const origin = request.headers.get('origin');
  return origin !== null && (URL.canParse(origin) ? new URL(origin).host : '') !== host;
}

export const crossSiteRefused = (): Response => problemResponse(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
