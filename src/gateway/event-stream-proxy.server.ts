import type { APIRoute } from 'astro';
import { LastEventId } from '../../contract/live';
import { drainSignal } from '../../provider/http/graceful-shutdown';
import { problemResponse, problemResponseFromError, providerUnavailable, validationFailed } from '../lib/endpoints/problem-response';

/**
 * The provider's stream passed on until it ends, the browser leaves (the body is cancelled), or
 * this server drains: then it ends cleanly (a stream cut mid-way would make Astro append an
 * error page to it) and the call to the provider is aborted. The drain signal is listened to
 * here, not combined into the call's signal: a combined signal nobody holds may be collected.
 */
function passedOnUntilDrained(upstream: ReadableStream<Uint8Array>, call: AbortController): ReadableStream<Uint8Array> {
  const reader = upstream.getReader();
  const drain = drainSignal();
  let stop = (): void => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      stop = () => {
        drain.removeEventListener('abort', stop);
        call.abort();
        reader.cancel().catch(() => undefined);
        try {
          controller.close();
        } catch {
          // Closed already.
        }
      };
      if (drain.aborted) stop();
      else drain.addEventListener('abort', stop);
    },
    async pull(controller) {
      try {
        const { value, done } = await reader.read();
        if (done) stop();
        else controller.enqueue(value);
      } catch {
        stop();
      }
    },
    cancel: () => stop(),
  });
}

/**
 * `GET /live/events` (docs/product.md, "Live updates"): the shopper's event stream, passed on
 * from the provider through the typed client, as it comes. The browser's EventSource resumes
 * with `Last-Event-ID`; a tab that closed its stream while hidden reopens it with `?lastEventId=`.
 * The stream ends when the browser leaves, the provider ends it, or this server drains
 * (scripts/start.mjs): it never holds up a shutdown. The front door gives its admission slot back
 * once it starts (front-door.server.ts).
 */
export const eventStream: APIRoute = async ({ request, url, locals }) => {
  if (!locals.loggedIn) return problemResponse(401, 'UNAUTHORIZED', 'Unauthorized');
  const raw = request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId');
  const lastEventId = raw === null ? undefined : LastEventId.safeParse(raw);
  if (lastEventId?.success === false) return validationFailed(lastEventId.error);
  const call = new AbortController();
  try {
    const upstream = await locals.api.openEventStream(lastEventId?.data, call.signal);
    if (!upstream.body) return providerUnavailable();
    return new Response(passedOnUntilDrained(upstream.body, call), {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
    });
  } catch (error) {
    return problemResponseFromError(error);
  }
};
