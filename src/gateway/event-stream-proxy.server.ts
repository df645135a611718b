import type { APIRoute } from 'astro';
import { LastEventId } from '../../contract/live';
import { drainSignal } from '../../provider/http/graceful-shutdown';
import { problemResponse, problemResponseFromError, validationFailed } from '../lib/endpoints/problem-response';

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
  try {
    const upstream = await locals.api.openEventStream(lastEventId?.data, AbortSignal.any([request.signal, drainSignal()]));
    return new Response(upstream.body, {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
    });
  } catch (error) {
    return problemResponseFromError(error);
  }
};
