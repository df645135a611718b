import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { ProblemError } from '../http/problem';
import { queriesTogether } from '../db/queries-together';
import { ofTenant } from '../db/ownership';

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

/** A limit's count, this attempt included, and its window. */
export interface Counted {
  limit: Limit;
  count: number;
  windowStart: Date;
  windowEnd: Date;
}

/** Counts `amount` (one attempt, or bytes) and answers how much the window holds now, and when it started and ends. */
async function count(db: Database, tenantId: string, limit: Limit, now: Date, amount: number): Promise<Counted> {
  const { key, windowMs } = limit;
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
  return { limit, count: row.count, windowStart: row.windowStart, windowEnd: new Date(row.windowStart.getTime() + windowMs) };
}

/** When an attempt may run, judged from the counts that include it: a time to come, or null for now. */
export type RefusalRule = (counts: readonly Counted[], now: Date) => Date | null;

/** The latest end among the windows of `counts` over their limit; null when none is. */
export const latestWindowEnd = (counts: readonly Counted[]): Date | null =>
  counts.filter((entry) => entry.count > entry.limit.max)
    .reduce<Date | null>((latest, { windowEnd }) => (latest && latest >= windowEnd ? latest : windowEnd), null);

/** The plain rule: past any limit, wait until its window ends (a `clientWide` one only for an account that failed before). */
export const untilWindowEnds: RefusalRule = (counts) => {
  // Counts include this attempt: above one, the account had failed before.
  const accountHasFailed = counts.some((entry) => !entry.limit.clientWide && entry.count > 1);
  return latestWindowEnd(counts.filter((entry) => !entry.limit.clientWide || accountHasFailed));
};

/** 429 TOO_MANY_ATTEMPTS, with Retry-After the seconds until `allowedAt`. */
function tooManyAttempts(allowedAt: Date, now: Date): ProblemError {
  const retryAfterSeconds = Math.max(1, Math.ceil((allowedAt.getTime() - now.getTime()) / 1000));
  return new ProblemError({
    status: 429,
    code: 'TOO_MANY_ATTEMPTS',
    detail: `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

const countAll = (db: Database, tenantId: string, limits: readonly Limit[], now: Date, amount: number): Promise<Counted[]> =>
  queriesTogether(db, limits.map((limit) => () => count(db, tenantId, limit, now, amount)));

/**
 * Counts one attempt (or `amount` of something, such as uploaded bytes against a byte quota)
 * against every limit; 429 TOO_MANY_ATTEMPTS with Retry-After when any is exceeded.
 */
export async function takeAttempt(db: Database, tenantId: string, limits: readonly Limit[], now: Date, amount = 1): Promise<void> {
  const allowedAt = untilWindowEnds(await countAll(db, tenantId, limits, now, amount), now);
  if (allowedAt) throw tooManyAttempts(allowedAt, now);
}

/** How many more failures `limit` allows in its current window (all of them once the window is over). */
export async function failuresLeft(db: Database, tenantId: string, limit: Limit, now: Date): Promise<number> {
  const [row] = await db.select({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart }).from(rateLimitCounters)
    .where(and(ofTenant(rateLimitCounters, tenantId), eq(rateLimitCounters.key, limit.key)));
  const counted = row && row.windowStart.getTime() + limit.windowMs > now.getTime() ? row.count : 0;
  return Math.max(0, limit.max - counted);
}

/** Un-counts one attempt under each limit (it succeeded, or never ran), so the counters hold failures only. */
async function giveBackAttempt(db: Database, tenantId: string, limits: readonly Limit[]): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(ofTenant(rateLimitCounters, tenantId), inArray(rateLimitCounters.key, limits.map((limit) => limit.key))));
}

/**
 * Runs an attempt that may fail (a password, a code) under failure limits. The attempt is
 * counted before it runs, so parallel tries cannot slip past a limit, and given back when it
 * succeeds or is refused (it tried nothing, and the next Retry-After must not grow from
 * waiting tries); a refused attempt never runs, even when it would have succeeded. `rule`
 * says when the counts refuse (by default, until the exceeded windows end).
 */
export async function limitFailures<T>(
  db: Database,
  tenantId: string,
  limits: readonly Limit[],
  now: Date,
  attempt: () => Promise<T | null>,
  rule: RefusalRule = untilWindowEnds,
): Promise<T | null> {
  const allowedAt = rule(await countAll(db, tenantId, limits, now, 1), now);
  if (allowedAt) {
    await giveBackAttempt(db, tenantId, limits);
    throw tooManyAttempts(allowedAt, now);
  }
  const result = await attempt();
  if (result !== null) await giveBackAttempt(db, tenantId, limits);
  return result;
}
