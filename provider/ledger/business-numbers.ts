import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';

/** PO order, PM payment, DP deposit, WD withdrawal, RF refund, PP stock-in parcel, TO transit order, AD balance adjustment. */
export type BusinessNoPrefix = 'PO' | 'PM' | 'DP' | 'WD' | 'RF' | 'PP' | 'TO' | 'AD';

/** `PO2611230100001`: prefix, the UTC day, and the next value of one shared sequence (unique across processes). */
export async function nextBusinessNo(tx: Database, prefix: BusinessNoPrefix, now: Date): Promise<string> {
  // Both drivers (node-postgres and PGlite) answer raw queries with `rows`.
  const result = await tx.execute(sql`select nextval('business_numbers')::text as next`);
  const { rows } = result as { rows: { next: string }[] };
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${theOne(rows, 'the next business number').next.padStart(7, '0')}`;
}
