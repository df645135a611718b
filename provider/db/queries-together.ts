import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs reads together on the pool (each on a connection of its own), but one after the other
 * in a transaction: a transaction is one connection, which runs one query at a time (node-postgres
 * queues overlapping ones, deprecated, and its next major refuses them).
 */
export async function queriesTogether<const T extends readonly (() => PromiseLike<unknown>)[]>(db: Database, queries: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return Promise.all(queries.map((query) => query())) as Promise<Results<T>>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
}
