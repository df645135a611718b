import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The shopper's address for rate limits: the storefront's forwarder names it in
 * X-Forwarded-For; a provider reached directly uses its socket's peer.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}
