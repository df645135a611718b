import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { ProblemError } from '../http/problem';
import { queriesTogether } from '../db/queries-together';

/**
 * Fixed-window counters in the database (so they hold across provider processes): at most
 * `max` counted attempts per `windowMs`, the window starting at the first of them.
 */
export interface Limit {
  /** What is counted and for whom, e.g. `login-account:ana@example.com`. */
  key: string;
  max: number;
  windowMs: number;
  /**
   * A limit over a whole client address in a set with per-account limits: it refuses only an
   * account whose own limits show an earlier failure this window, never one that has not failed.
   */
  clientWide?: boolean;
}


/** Counts `amount` (one attempt, or bytes) and answers how much the window holds now, and when it ends. */
async function count(db: Database, tenantId: string, { key, windowMs }: Limit, now: Date, amount: number): Promise<{ count: number; windowEnd: Date }> {
  const expiredBefore = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const windowIsOver = sql`${rateLimitCounters.windowStart} <= ${expiredBefore}`;
  // One atomic upsert: concurrent attempts from any process each see their own count.
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ tenantId, key, windowStart: now, count: amount })
    .onConflictDoUpdate({
      target: [rateLimitCounters.tenantId, rateLimitCounters.key],
      set: {
        // Capped at the column's range: refused byte counts keep adding up until the window ends.
        count: sql`case when ${windowIsOver} then ${amount}::integer else least(${rateLimitCounters.count}::bigint + ${amount}, 2147483647)::integer end`,
        windowStart: sql`case when ${windowIsOver} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart });
  if (!row) throw new Error(`Rate limit counter ${key} was not written`);
  return { count: row.count, windowEnd: new Date(row.windowStart.getTime() + windowMs) };
}

/**
 * Counts one attempt (or `amount` of something, such as uploaded bytes against a byte quota)
 * against every limit; 429 TOO_MANY_ATTEMPTS with Retry-After when any is exceeded.
 */
export async function takeAttempt(db: Database, tenantId: string, limits: readonly Limit[], now: Date, amount = 1): Promise<void> {
  const counts = await queriesTogether(db, limits.map((limit) => async () => ({ limit, ...(await count(db, tenantId, limit, now, amount)) })));
  // Counts include this attempt: above one, the account had failed before.
  const accountHasFailed = counts.some((entry) => !entry.limit.clientWide && entry.count > 1);
  const exceeded = counts.filter((entry) => entry.count > entry.limit.max && (!entry.limit.clientWide || accountHasFailed));
  if (exceeded.length === 0) return;
  const retryAfterSeconds = Math.max(...exceeded.map(({ windowEnd }) => Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000))));
  throw new ProblemError({
    status: 429,
    code: 'TOO_MANY_ATTEMPTS',
    detail: `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** Un-counts one attempt under each limit (it succeeded), so the counters hold failures only. */
async function giveBackAttempt(db: Database, tenantId: string, limits: readonly Limit[]): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.tenantId, tenantId), inArray(rateLimitCounters.key, limits.map((limit) => limit.key))));
}

/**
 * Runs an attempt that may fail (a password, a code) under failure limits. The attempt is
 * counted before it runs, so parallel tries cannot slip past a limit, and given back when it
 * succeeds; a blocked attempt never runs, even when it would have succeeded.
 */
export async function limitFailures<T>(
  db: Database,
  tenantId: string,
  limits: readonly Limit[],
  now: Date,
  attempt: () => Promise<T | null>,
): Promise<T | null> {
  await takeAttempt(db, tenantId, limits, now);
  const result = await attempt();
  if (result !== null) await giveBackAttempt(db, tenantId, limits);
  return result;
}
