import { and, asc, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shopperEvents } from '../db/schema';
import { DAY_MS } from '../http/day-range';

/**
 * How long a recorded change stays (docs/operations.md, "Pruning"): long enough to resume a
 * stream or a poll after the drops and hidden spells a tab lives through.
 */
export const SHOPPER_EVENT_RETENTION_DAYS = 7;
const BATCH = 1000;
/** A round deletes at most this many batches; a longer backlog goes in the next rounds. */
const BATCHES_PER_ROUND = 10;

/**
 * Deletes the live changes (`shopper_events`) older than the retention, oldest first, in
 * batches of `batch` rows, at most `batches` of them: each batch is the oldest rows by id (a
 * short walk of the primary key, no index on the time needed) that are old enough, skipping
 * rows another process is deleting. Ids grow with time, so a batch that finds fewer old rows
 * than it read reached the young ones. Answers how many were deleted.
 */
export async function pruneShopperEvents(db: Database, now: Date, { batch = BATCH, batches = BATCHES_PER_ROUND } = {}): Promise<number> {
  const before = new Date(now.getTime() - SHOPPER_EVENT_RETENTION_DAYS * DAY_MS);
  let pruned = 0;
  for (let round = 0; round < batches; round++) {
    const oldest = db.select({ id: shopperEvents.id }).from(shopperEvents).orderBy(asc(shopperEvents.id)).limit(batch).for('update', { skipLocked: true });
    const deleted = await db.delete(shopperEvents).where(and(inArray(shopperEvents.id, oldest), lt(shopperEvents.createdAt, before))).returning({ id: shopperEvents.id });
    pruned += deleted.length;
    if (deleted.length < batch) break;
  }
  return pruned;
}
