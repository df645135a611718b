import { createRoute, z } from '@hono/zod-openapi';
import { LastEventId, LivePoll, LivePollQuery } from '../../../contract/live';
import { USER_ROUTE } from '../../auth/require-user';
import {
  jsonResponse, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE, VALIDATION_FAILED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['User events'];

export const eventStreamRoute = createRoute({
  method: 'get',
  path: '/front/user-events',
  tags,
  summary: "The shopper's live event stream (server-sent events)",
  description: 'First a `counts` event (unread notifications, payments to pay), then for each change a `change` event '
    + '(`{ kind, id }`: an order, transit order, payment or notification) and the counts after it. Every event has an id; '
    + 'sent back as `Last-Event-ID`, the stream resumes after it. A comment every 20 s keeps it open; it ends after 10 minutes '
    + 'or when the server shuts down, and the browser reconnects.',
  ...USER_ROUTE,
  request: { headers: z.object({ 'last-event-id': LastEventId.optional() }) },
  responses: {
    200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'The event stream' },
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const liveCountsRoute = createRoute({
  method: 'get',
  path: '/front/user-events/counts',
  tags,
  summary: 'What the stream would have sent, for a browser that cannot keep a stream open (polling)',
  description: 'The counts (unread notifications, payments to pay), the changes after event `after` (the last event id the page saw, '
    + 'from the stream or the last poll; at most 100, oldest first) and `lastEventId`, to send as `after` next time. Without `after`: '
    + 'no changes, and the newest event id.',
  ...USER_ROUTE,
  request: { query: LivePollQuery },
  responses: {
    200: jsonResponse(LivePoll, 'The counts, the changes after `after` and the id to poll after next'),
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});
