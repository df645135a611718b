import type { BlockList } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import { clientAddressFrom } from '../../contract/client-address.server';
import { type LoadShedder, OVERLOAD_RETRY_AFTER_SECONDS } from './load-shedder';
import { problemResponse } from './problem';

export const overloadedProblem = (): Response =>
  problemResponse({
    status: 503,
    code: 'OVERLOADED',
    detail: 'The server is busy: try again in a moment.',
    headers: { 'Retry-After': String(OVERLOAD_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });

/**
 * The stand-alone provider's front door: queues a request until a slot is free (and the client,
 * the shopper the storefront names in X-Forwarded-For from a trusted peer, is under its share
 * of them), or refuses it when it could not be served in time, before any routing or database work.
 */
export function shedLoad(
  shedder: LoadShedder,
  trustedProxies: BlockList,
  fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>,
) {
  return async (request: Request, env: HttpBindings): Promise<Response> => {
    const address = clientAddressFrom(env.incoming.socket.remoteAddress ?? 'unknown', request.headers.get('x-forwarded-for'), trustedProxies);
    const admitted = shedder.tryEnter(address);
    if (!admitted) return overloadedProblem();
    try {
      if (!(await admitted.started)) return overloadedProblem();
      return await fetch(request, env);
    } finally {
      admitted.release();
    }
  };
}
