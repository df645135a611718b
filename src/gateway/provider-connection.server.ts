import { config } from '../lib/config.server';
import { createCircuitBreaker } from './circuit-breaker';

/** Origin the server-side client addresses; `providerFetch` maps it to the real provider. */
export const PROVIDER_ORIGIN = 'http://provider.internal';

let embeddedModule: Promise<typeof import('../../provider/embedded')> | undefined;

/**
 * Sends a request to the provider: in-process when `PROVIDER_URL` is unset (the provider
 * module is loaded on first use, which opens, migrates and seeds the database), otherwise
 * over HTTP to `PROVIDER_URL` with the same path and query.
 */
export async function providerFetch(request: Request): Promise<Response> {
  if (!config.providerUrl) {
    // Imported once: an import() of a loaded module still resolves it again on every call.
    embeddedModule ??= import('../../provider/embedded');
    const { getEmbeddedProvider } = await embeddedModule;
    return (await getEmbeddedProvider()).fetch(request);
  }
  const url = new URL(request.url);
  return fetch(withUrl(request, `${config.providerUrl}${url.pathname}${url.search}`));
}

/** The same request (or its body as read already) aimed at another URL; a streamed body needs `duplex: 'half'` in Node. */
export function withUrl(
  request: Request, url: string, headers: Headers = request.headers, signal: AbortSignal = request.signal,
  body: BodyInit | null = request.body,
): Request {
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    body,
    duplex: 'half',
    signal,
    redirect: 'manual',
  };
  return new Request(url, init);
}

/** Pages rendering on the server give the provider this long before showing their error state. */
export const SERVER_RENDER_TIMEOUT_MS = 2500;

/**
 * What this process knows of the provider's health, shared by server rendering and the /api
 * forwarder. Behind a balanced provider tier (PROVIDER_URL), one gateway error is usually one
 * request that died with its provider while the balancer already sends the rest to another:
 * only several in a row say the tier is down (no answer at all still says so at once).
 */
export const providerBreaker = createCircuitBreaker({ openMs: 3000, failuresToOpen: config.providerUrl ? 5 : 1 });

/** The transport for server rendering: fails fast for a few seconds once the provider stops answering. */
export const serverRenderFetch = providerBreaker.guard(providerFetch);
