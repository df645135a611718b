import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { DuePayment } from '../../contract/payments';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { type AccountOwner, ofTenant, ownedBy } from '../db/ownership';

/*
 * What the shopper has to pay (docs/product.md, "Money to pay"): the unpaid payments of their
 * orders and transit orders. A deposit by card is the shopper's own top-up, not a task, so it
 * never counts.
 */

const isDue = eq(payments.status, 'UNPAID');

/** The unpaid payments of purchase orders (`orderId`) or transit orders (`transitOrderId`), by that order's id, oldest first. */
export async function duePaymentsOf(
  db: Database, tenantId: string, of: 'orderId' | 'transitOrderId', ids: readonly number[],
): Promise<Map<number, DuePayment[]>> {
  const byOrder = new Map<number, DuePayment[]>();
  if (ids.length === 0) return byOrder;
  const rows = await db.select().from(payments)
    .where(and(ofTenant(payments, tenantId), inArray(payments[of], [...ids]), isDue)).orderBy(asc(payments.id));
  for (const row of rows) {
    const orderId = row[of];
    if (orderId === null) continue;
    const due = byOrder.get(orderId) ?? [];
    due.push({ paymentId: row.id, paymentNo: row.paymentNo, kind: row.kind, amount: row.amountFen, priceChange: row.priceChange, createdAt: row.createdAt.toISOString() });
    byOrder.set(orderId, due);
  }
  return byOrder;
}

/** How many payments wait for this shopper: the count on the account menu. */
export async function dueCount(db: Database, owner: AccountOwner): Promise<number> {
  const [row] = await db.select({ count: count() }).from(payments).where(and(ownedBy(payments, owner), isDue, ne(payments.kind, 'DEPOSIT')));
  return row?.count ?? 0;
}
