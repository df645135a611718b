import { STORAGE_UPLOAD_PATH } from '../../contract/body-limits';
import { REQUEST_ID_HEADER, requestIdFrom } from '../../contract/logging.server';
import { DEFAULT_TENANT_ID, hostName } from '../../contract/tenant-host';
import { REQUEST_TIMEOUT_MS } from '../lib/api/http';
import type { Tenant } from '../../contract/tenant';
import { log } from '../lib/logger.server';
import { crossSiteRefused, isCrossSite } from '../lib/endpoints/cross-site';
import { providerUnavailable } from '../lib/endpoints/problem-response';
import { bodyTooLarge, readBodyUpTo } from '../lib/request/body-limit';
import { shopperAddress } from '../lib/request/client-address.server';
import { isOwnHost, publicOriginOf } from '../lib/tenant/tenant.server';
import { PROVIDER_ORIGIN, providerBreaker, providerFetch, withUrl } from './provider-connection.server';
import { tenantForHost } from './server-api.server';

// Headers a browser may pass on to the provider; everything else (cookies above all) stays here.
// Idempotency-Key lets a pay or an order retried after a lost answer be answered once, not run twice.
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'content-length', 'if-none-match', 'idempotency-key'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// A payment provider's notification proves itself by its signature: the header that carries
// it passes on those routes alone (the provider checks it; without it no payment could complete).
const NOTIFICATION_PATH = /^\/api\/payment-notifications\/[a-z]+$/;
const NOTIFICATION_HEADERS = ['x-signature'];

/**
 * The storefront's `/api/*`: the same-origin door to the provider. It sets the tenant
 * headers from the host (never trusting the page's), turns the HttpOnly token cookie into
 * the Bearer header, and refuses state-changing calls sent from another site.
 */
export async function forwardToProvider(
  request: Request,
  /** The token cookie, the socket's peer, and whether the middleware found the request served over HTTPS. */
  { token, peer, https }: { token: string | undefined; peer: string; https: boolean },
): Promise<Response> {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request, host)) return crossSiteRefused();
  if (providerBreaker.isOpen()) return providerUnavailable();
  // A JSON body is read here, up to its limit, and refused (413) past it; the upload form
  // streams on to the provider, which holds it to its own limit.
  let body: BodyInit | null = request.body;
  if (body && url.pathname !== `/api${STORAGE_UPLOAD_PATH}`) {
    body = await readBodyUpTo(request);
    if (body === null) return bodyTooLarge();
  }
  const headers = new Headers();
  const passed = NOTIFICATION_PATH.test(url.pathname) ? [...FORWARDED_REQUEST_HEADERS, ...NOTIFICATION_HEADERS] : FORWARDED_REQUEST_HEADERS;
  for (const name of passed) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // One id for the storefront's and the provider's log lines of this call; the provider echoes it.
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  headers.set(REQUEST_ID_HEADER, requestId);
  headers.set('x-tenant-domain', hostName(host));
  headers.set('x-forwarded-for', shopperAddress(request, peer));
  let tenant: Pick<Tenant, 'host'> = { host: DEFAULT_TENANT_ID };
  try {
    const found = await tenantForHost(host);
    headers.set('x-tenant-id', found.id);
    tenant = found;
  } catch {
    // The provider answers for itself below (most likely that it is unavailable).
  }
  // The provider builds absolute links (the upload form's address) for the shopper's site, not
  // its own: from the Host when it is this site's (HTTPS only on a trusted proxy's word), else
  // from the tenant's configured public origin, never the provider's internal address.
  const site = isOwnHost(host) ? { host, protocol: https ? 'https:' : 'http:' } : new URL(publicOriginOf(tenant));
  headers.set('x-forwarded-host', site.host);
  headers.set('x-forwarded-proto', site.protocol.slice(0, -1));
  if (token) headers.set('authorization', `Bearer ${token}`);

  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
  try {
    const forwarded = withUrl(request, `${PROVIDER_ORIGIN}${url.pathname}${url.search}`, headers, signal, body);
    return await providerBreaker.observe(forwarded, await providerFetch(forwarded));
  } catch (error) {
    // A shopper who left does not make the provider unhealthy; a call that failed or timed out does.
    if (!request.signal.aborted) providerBreaker.trip();
    log.error({ requestId, err: error }, 'provider call failed');
    return providerUnavailable();
  }
}

