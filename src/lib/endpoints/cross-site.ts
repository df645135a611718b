import { problemResponse } from './problem-response';

/**
 * A state-changing request sent by a page of another site (Fetch Metadata, else the Origin
 * header). `host` is the Host the storefront was reached at.
 */
export function isCrossSite(request: Request, host: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'cross-site';
  const origin = request.headers.get('origin');
  return origin !== null && (URL.canParse(origin) ? new URL(origin).host : '') !== host;
}

export const crossSiteRefused = (): Response => problemResponse(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
