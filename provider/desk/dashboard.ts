import { and, asc, count, eq, exists, inArray, isNotNull, isNull, lt, min, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DESK_QUEUE_AREAS, DESK_QUEUE_NAMES, type DeskDashboard, type DeskQueue, type DeskQueueName } from '../../contract/desk-dashboard';
import { mayWorkIn, type OperatorRole } from '../../contract/desk';
import type { PurchaseOrderLineStatus, PurchaseOrderStatus } from '../../contract/orders';
import type { Database } from '../db/client';
import { ofTenant } from '../db/ownership';
import { queriesTogether } from '../db/queries-together';
import { deposits, inboundParcels, payments, purchaseOrderLines, purchaseOrders, transitOrders, withdrawals } from '../db/schema';

/** How many items wait in a queue, and since when the oldest waits. */
interface Waiting {
  count: number;
  oldest: Date | null;
}

/** Count and oldest time of the tenant's rows of `table` that match `where`, aged by `since`. */
async function waitingIn(db: Database, table: PgTable & { tenantId: PgColumn }, since: AnyPgColumn<{ data: Date }>, tenantId: string, where: SQL): Promise<Waiting> {
  const [row] = await db.select({ count: count(), oldest: min(since) }).from(table).where(and(ofTenant(table, tenantId), where));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Two queues' items as one. */
const together = (first: Waiting, second: Waiting): Waiting => ({
  count: first.count + second.count,
  oldest: [first.oldest, second.oldest].filter((at): at is Date => at !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null,
});

/** The payment time of the earliest-paid order of `orderStatus` holding a line in `lineStatuses`, if paid before `before`. */
async function earliestPaid(
  db: Database, tenantId: string, orderStatus: PurchaseOrderStatus, lineStatuses: readonly PurchaseOrderLineStatus[], before: Date | null,
): Promise<Date | null> {
  const [row] = await db.select({ paidAt: purchaseOrders.paidAt }).from(purchaseOrders)
    .where(and(ofTenant(purchaseOrders, tenantId), eq(purchaseOrders.status, orderStatus), before ? lt(purchaseOrders.paidAt, before) : isNotNull(purchaseOrders.paidAt), exists(
      db.select({ one: sql`1` }).from(purchaseOrderLines).where(and(
        eq(purchaseOrderLines.tenantId, purchaseOrders.tenantId), inArray(purchaseOrderLines.status, [...lineStatuses]), eq(purchaseOrderLines.orderId, purchaseOrders.id),
      )),
    )))
    .orderBy(asc(purchaseOrders.paidAt)).limit(1);
  return row?.paidAt ?? null;
}

/**
 * The payment time of the earliest-paid order holding a line in `lineStatuses`. Lines follow
 * their order (provider/orders/order-status.ts), a step behind it at most while the desk works
 * line by line, so such lines sit in orders of `orderStatuses` only. Each status is walked along
 * the order index in payment order up to its first order with such a line, instead of joining
 * every waiting line to its order; the statuses come furthest along first (their orders were
 * paid earliest), and each later walk stops at the oldest found so far, so the younger statuses
 * cost next to nothing.
 */
async function oldestLinePaid(
  db: Database, tenantId: string, lineStatuses: readonly PurchaseOrderLineStatus[], orderStatuses: readonly PurchaseOrderStatus[],
): Promise<Date | null> {
  let oldest: Date | null = null;
  for (const orderStatus of orderStatuses) oldest = await earliestPaid(db, tenantId, orderStatus, lineStatuses, oldest) ?? oldest;
  return oldest;
}

/** Order lines in `lineStatuses` (of orders in `orderStatuses`, furthest along first), aged from their order's payment. */
async function waitingLines(
  db: Database, tenantId: string, lineStatuses: readonly PurchaseOrderLineStatus[], orderStatuses: readonly PurchaseOrderStatus[],
): Promise<Waiting> {
  const [[row], oldest] = await queriesTogether(db, [
    () => db.select({ count: count() }).from(purchaseOrderLines)
      .where(and(ofTenant(purchaseOrderLines, tenantId), inArray(purchaseOrderLines.status, [...lineStatuses]))),
    () => oldestLinePaid(db, tenantId, lineStatuses, orderStatuses),
  ]);
  return { count: row?.count ?? 0, oldest };
}

/**
 * Each queue's reading (docs/product.md, "Desk"). Every one is answered by a partial index of
 * its own rows (provider/db/schema), so it stays fast however many finished rows the tenant has.
 */
const QUEUE_READERS: Record<DeskQueueName, (db: Database, tenantId: string) => Promise<Waiting>> = {
  TO_BUY: (db, tenantId) => waitingLines(db, tenantId, ['PAID', 'PURCHASING'], ['PURCHASING', 'PAID']),
  SELLER_TO_SHIP: (db, tenantId) => waitingLines(db, tenantId, ['PURCHASED'], ['PURCHASED', 'PURCHASING']),
  PARCELS_EXPECTED: async (db, tenantId) => together(
    await waitingLines(db, tenantId, ['SELLER_SHIPPED'], ['PARTIALLY_ARRIVED', 'SELLER_SHIPPED', 'PURCHASED']),
    await waitingIn(db, inboundParcels, inboundParcels.createdAt, tenantId, eq(inboundParcels.status, 'EXPECTED')),
  ),
  // CREATED: the shopper asked for it and the warehouse has not started packing it.
  TRANSIT_TO_PACK: (db, tenantId) => waitingIn(db, transitOrders, transitOrders.createdAt, tenantId, eq(transitOrders.status, 'CREATED')),
  FEES_UNPAID: (db, tenantId) => waitingIn(db, payments, payments.createdAt, tenantId,
    and(eq(payments.status, 'UNPAID'), inArray(payments.kind, ['TRANSIT_FEE', 'PRICE_DIFFERENCE'])) as SQL),
  // A deposit without a payment is a bank transfer: card and wallet deposits have their provider's payment.
  DEPOSITS_TO_CONFIRM: (db, tenantId) => waitingIn(db, deposits, deposits.createdAt, tenantId, and(eq(deposits.status, 'PENDING'), isNull(deposits.paymentId)) as SQL),
  WITHDRAWALS_TO_PAY: (db, tenantId) => waitingIn(db, withdrawals, withdrawals.createdAt, tenantId, eq(withdrawals.status, 'PENDING')),
};

const queueOf = (queue: DeskQueueName, waiting: Waiting, now: Date): DeskQueue => ({
  queue,
  area: DESK_QUEUE_AREAS[queue],
  count: waiting.count,
  oldestSince: waiting.oldest?.toISOString() ?? null,
  oldestAgeSeconds: waiting.oldest ? Math.max(0, Math.floor((now.getTime() - waiting.oldest.getTime()) / 1000)) : null,
});

/** Longest-waiting first; empty queues last, in the table's order. */
const byWait = (a: DeskQueue, b: DeskQueue): number => (b.oldestAgeSeconds ?? -1) - (a.oldestAgeSeconds ?? -1);

/** The dashboard of an operator of `role`: the queues of the areas the role works in. */
export async function deskDashboard(db: Database, tenantId: string, role: OperatorRole, now: Date): Promise<DeskDashboard> {
  const shown = DESK_QUEUE_NAMES.filter((queue) => mayWorkIn(role, DESK_QUEUE_AREAS[queue]));
  const waiting = await queriesTogether(db, shown.map((queue) => () => QUEUE_READERS[queue](db, tenantId)));
  const queues = shown.map((queue, index) => queueOf(queue, waiting[index] ?? { count: 0, oldest: null }, now));
  return { asOf: now.toISOString(), queues: queues.sort(byWait) };
}
