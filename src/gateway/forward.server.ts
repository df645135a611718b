import { isHttpsRequest } from '../lib/session/cookies';
import { hostName } from '../../contract/tenant-host';
import { crossSiteRefused, isCrossSite } from '../lib/endpoints/cross-site';
import { REQUEST_TIMEOUT_MS } from '../lib/api/http';
import { providerUnavailable } from '../lib/endpoints/problem-response';
import { PROVIDER_ORIGIN, providerBreaker, providerFetch, withUrl } from './provider-connection.server';
import { tenantForHost } from './server-api.server';

// Headers a browser may pass on to the provider; everything else (cookies above all) stays here.
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'content-length', 'if-none-match'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The storefront's `/api/*`: the same-origin door to the provider. It sets the tenant
 * headers from the host (never trusting the page's), turns the HttpOnly token cookie into
 * the Bearer header, and refuses state-changing calls sent from another site.
 */
export async function forwardToProvider(request: Request, token: string | undefined, clientAddress: string): Promise<Response> {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request, host)) return crossSiteRefused();
  if (providerBreaker.isOpen()) return providerUnavailable();
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-tenant-domain', hostName(host));
  headers.set('x-forwarded-for', clientAddress);
  // The provider builds absolute links (the upload form's address) for the shopper's site, not its own.
  headers.set('x-forwarded-host', host);
  headers.set('x-forwarded-proto', isHttpsRequest(request) ? 'https' : 'http');
  try {
    headers.set('x-tenant-id', (await tenantForHost(host)).id);
  } catch {
    // The provider answers for itself below (most likely that it is unavailable).
  }
  if (token) headers.set('authorization', `Bearer ${token}`);

  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
  try {
    return providerBreaker.observe(await providerFetch(withUrl(request, `${PROVIDER_ORIGIN}${url.pathname}${url.search}`, headers, signal)));
  } catch (error) {
    // A shopper who left does not make the provider unhealthy; a call that failed or timed out does.
    if (!request.signal.aborted) providerBreaker.trip();
    console.error('provider call failed:', error instanceof Error ? error.message : error);
    return providerUnavailable();
  }
}

