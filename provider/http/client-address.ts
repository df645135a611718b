import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import { clientAddressFrom, parseTrustedProxies } from '../../contract/client-address.server';
import type { AppBindings } from './app-bindings';

const parsed = new Map<string, BlockList>();
const trustedProxies = (list: string): BlockList => {
  let trusted = parsed.get(list);
  if (!trusted) parsed.set(list, (trusted = parseTrustedProxies(list)));
  return trusted;
};

/**
 * The shopper's address for rate limits. The storefront's forwarder names it in
 * X-Forwarded-For, believed only from a peer in TRUSTED_PROXIES (the storefront processes and
 * proxies) or from the storefront in this process; anyone else is known by their socket's peer.
 */
export function clientAddress(c: Context<AppBindings>): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming ? (incoming.socket.remoteAddress ?? 'unknown') : null;
  return clientAddressFrom(peer, c.req.header('X-Forwarded-For'), trustedProxies(c.var.env.TRUSTED_PROXIES));
}
