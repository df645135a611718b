import { clientAddressFrom, DEFAULT_TRUSTED_PROXIES, isTrustedProxy, parseTrustedProxies } from '../../../contract/client-address.server';

/** TRUSTED_PROXIES: the load balancers and proxies in front of the storefront, read once at start. */
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES || DEFAULT_TRUSTED_PROXIES);

/**
 * The shopper's address (for the provider's rate limits): the socket's peer (Astro's
 * `clientAddress`), or the address a trusted proxy names in X-Forwarded-For.
 */
export const shopperAddress = (request: Request, peer: string): string =>
  clientAddressFrom(peer, request.headers.get('x-forwarded-for'), trustedProxies);

/** Whether the shopper reached the site over HTTPS: the request itself, or a trusted proxy's X-Forwarded-Proto. */
export function servedOverHttps(request: Request, peer: string): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const proto = request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  return proto === 'https' && isTrustedProxy(peer, trustedProxies);
}
