import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const DAY_MS = 86_400_000;

/** Filters of a `dateFrom`/`dateTo` query: calendar days (YYYY-MM-DD, UTC), both included. */
export const dayRange = (column: PgColumn, from?: string, to?: string): SQL[] => [
  ...(from ? [gte(column, new Date(`${from}T00:00:00Z`))] : []),
  ...(to ? [lt(column, new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS))] : []),
];
