import { z } from 'zod';

/*
 * Live updates (docs/product.md, "Live updates"): the shopper's event stream says what changed
 * and the counts the header shows, so open pages keep up without a reload.
 */

/** What a change is about: the page that shows it re-reads it. */
export const LIVE_CHANGE_KINDS = ['order', 'transitOrder', 'payment', 'notification'] as const;
export const LiveChangeKind = z.enum(LIVE_CHANGE_KINDS);
export type LiveChangeKind = z.infer<typeof LiveChangeKind>;

/** A `change` event: the kind and id of what changed (an order, a transit order, a payment, a notification). */
export const LiveChange = z.object({ kind: LiveChangeKind, id: z.number().int() });
export type LiveChange = z.infer<typeof LiveChange>;

/** A `counts` event (and the polling answer): what the header's badges show, fresh from the database. */
export const LiveCounts = z.object({
  /** Notifications not read yet. */
  unreadNotifications: z.number().int().nonnegative(),
  /** Unpaid payments: what the pending-payments page lists. */
  paymentsToPay: z.number().int().nonnegative(),
});
export type LiveCounts = z.infer<typeof LiveCounts>;
export type LiveCountName = keyof LiveCounts;

/**
 * GET /front/user-events/counts?after=: what a page polls when it cannot keep the stream open:
 * the counts, the changes after event `after` (the last the page saw), oldest first as the stream
 * would have sent them, and the id to ask after next time (without `after`: the newest, and no
 * changes).
 */
export const LivePoll = LiveCounts.extend({
  changes: z.array(LiveChange),
  lastEventId: z.number().int().nonnegative(),
});
export type LivePoll = z.infer<typeof LivePoll>;

/** The event names on the stream. */
export const LIVE_EVENT = { change: 'change', counts: 'counts' } as const;

/** The stream's path at the provider (under /api) and at the storefront. */
export const PROVIDER_EVENTS_PATH = 'front/user-events';
export const STOREFRONT_EVENTS_PATH = '/live/events';

/** `Last-Event-ID`: the id of the last event the browser saw (a positive integer), to resume after it. */
export const LastEventId = z.string().regex(/^[1-9]\d{0,14}$/, 'Not an event id').transform(Number);

/** The poll's query: `after`, the last event id the page saw (from the stream or the last poll). */
export const LivePollQuery = z.object({ after: LastEventId.optional() });
