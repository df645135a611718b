import { streamSSE } from 'hono/streaming';
import type { AppRouteHandler } from '../../http/app-bindings';
import { drainSignal } from '../../http/graceful-shutdown';
import { runEventStream, STREAM_MAX_MS } from '../../live/event-stream';
import { pollAfter } from '../../live/shopper-events';
import type { eventStreamRoute, liveCountsRoute } from './user-events.routes';

export const eventStream: AppRouteHandler<typeof eventStreamRoute> = (c) => {
  const { db, events, user } = c.var;
  const resumeAfter = c.req.valid('header')['last-event-id'];
  // Proxies that buffer (nginx) pass each event on at once.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (stream) => runEventStream(stream, {
    db, events, owner: { tenantId: user.tenantId, userId: user.id }, resumeAfter,
    end: AbortSignal.any([c.req.raw.signal, drainSignal(), AbortSignal.timeout(STREAM_MAX_MS)]),
  }));
};

export const counts: AppRouteHandler<typeof liveCountsRoute> = async (c) => {
  const { db, user } = c.var;
  return c.json(await pollAfter(db, { tenantId: user.tenantId, userId: user.id }, c.req.valid('query').after), 200);
};
