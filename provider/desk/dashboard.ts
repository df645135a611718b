import { and, count, eq, inArray, isNull, min, type SQL } from 'drizzle-orm';
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

/** Order lines in `lineStatuses` of orders in `orderStatuses`, aged from the order's payment. */
async function waitingLines(
  db: Database, tenantId: string, lineStatuses: readonly PurchaseOrderLineStatus[], orderStatuses?: readonly PurchaseOrderStatus[],
): Promise<Waiting> {
  const [row] = await db.select({ count: count(), oldest: min(purchaseOrders.paidAt) })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, purchaseOrderLines.tenantId), eq(purchaseOrders.id, purchaseOrderLines.orderId)))
    .where(and(
      ofTenant(purchaseOrderLines, tenantId),
      inArray(purchaseOrderLines.status, [...lineStatuses]),
      orderStatuses ? inArray(purchaseOrders.status, [...orderStatuses]) : undefined,
    ));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

const together = (first: Waiting, second: Waiting): Waiting => ({
  count: first.count + second.count,
  oldest: [first.oldest, second.oldest].filter((at): at is Date => at !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null,
});

/**
 * Each queue's reading (docs/product.md, "Desk"). Every one is answered by a partial index of
 * its own rows (provider/db/schema), so it stays fast however many finished rows the tenant has.
 */
const QUEUE_READERS: Record<DeskQueueName, (db: Database, tenantId: string) => Promise<Waiting>> = {
  TO_BUY: (db, tenantId) => waitingLines(db, tenantId, ['PAID', 'PURCHASING'], ['PAID', 'PURCHASING']),
  SELLER_TO_SHIP: (db, tenantId) => waitingLines(db, tenantId, ['PURCHASED']),
  PARCELS_EXPECTED: async (db, tenantId) => together(
    await waitingLines(db, tenantId, ['SELLER_SHIPPED']),
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
