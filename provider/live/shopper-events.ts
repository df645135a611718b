import { and, asc, desc, gt } from 'drizzle-orm';
import type { LiveChange, LiveCounts, LivePoll } from '../../contract/live';
import type { Database } from '../db/client';
import { ownedBy, type AccountOwner } from '../db/ownership';
import { shopperEvents } from '../db/schema';
import { unreadNotificationCount } from '../users/profile';
import { dueCount } from '../payments/due-payments';

/** A change with its event id, in the order it was recorded. */
export interface RecordedChange extends LiveChange {
  eventId: number;
}

/** The id of the shopper's newest event (0: none yet): a new stream starts after it. */
export async function latestEventId(db: Database, owner: AccountOwner): Promise<number> {
  const [row] = await db.select({ id: shopperEvents.id }).from(shopperEvents).where(ownedBy(shopperEvents, owner)).orderBy(desc(shopperEvents.id)).limit(1);
  return row?.id ?? 0;
}

/** The shopper's changes after event `afterId`, oldest first, at most `limit`. */
export async function changesAfter(db: Database, owner: AccountOwner, afterId: number, limit: number): Promise<RecordedChange[]> {
  const rows = await db.select({ eventId: shopperEvents.id, kind: shopperEvents.kind, id: shopperEvents.subjectId }).from(shopperEvents)
    .where(and(ownedBy(shopperEvents, owner), gt(shopperEvents.id, afterId)))
    .orderBy(asc(shopperEvents.id)).limit(limit);
  return rows;
}

/** What the header's badges show: unread notifications and the payments the shopper has to make (docs/product.md, "Money to pay"). */
export async function liveCounts(db: Database, owner: AccountOwner): Promise<LiveCounts> {
  const [unreadNotifications, paymentsToPay] = await Promise.all([
    unreadNotificationCount(db, { tenantId: owner.tenantId, id: owner.userId }),
    dueCount(db, owner),
  ]);
  return { unreadNotifications, paymentsToPay };
}

/** Changes one poll answers at most; a longer backlog comes with the next polls. */
const POLL_CHANGES = 100;

/**
 * What a page on the polling fallback gets (docs/product.md, "Live updates"): the changes after
 * `after` (the stream's resume, by request), then the counts after them; without `after`, the
 * newest event id to start from.
 */
export async function pollAfter(db: Database, owner: AccountOwner, after: number | undefined): Promise<LivePoll> {
  const recorded = after === undefined ? [] : await changesAfter(db, owner, after, POLL_CHANGES);
  const lastEventId = recorded.at(-1)?.eventId ?? after ?? await latestEventId(db, owner);
  const changes = recorded.map(({ kind, id }) => ({ kind, id }));
  return { ...await liveCounts(db, owner), changes, lastEventId };
}
