import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { OrderActor } from '../../contract/orders';
import type { TimelineNote } from '../../contract/timeline-notes';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { payments, purchaseOrderLines, purchaseOrders } from '../db/schema';
import { ProblemError, stateConflict } from '../http/problem';
import { nextBusinessNo } from '../ledger/business-numbers';
import type { AccountOwner } from '../db/ownership';
import { closeUnpaidPayments, createPayment } from '../payments/payment-records';
import { recordOrderEvent } from './order-events';
import type { PricedLine, PricedOrder } from './order-pricing';
import { setOrderStatus } from './order-status';
import { ownedBy, ofTenant } from '../db/ownership';

export type OrderRow = typeof purchaseOrders.$inferSelect;

export const orderNotFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such purchase order.' });

export const ofOwnedOrder = (owner: AccountOwner, id: number) => and(ownedBy(purchaseOrders, owner), eq(purchaseOrders.id, id));

/** Writes a priced order (WAITING_PAY), its lines, its first timeline row and its ORDER payment, in the caller's transaction. */
export async function insertOrder(
  tx: Database, owner: AccountOwner, order: PricedOrder, { now, payWithinMinutes }: { now: Date; payWithinMinutes: number },
): Promise<number> {
  const rows = await tx.insert(purchaseOrders).values({
    ...owner,
    orderNo: await nextBusinessNo(tx, 'PO', now),
    status: 'WAITING_PAY',
    tenantWarehouseId: order.tenantWarehouseId,
    goodsFen: order.goodsFen,
    domesticShippingFen: order.domesticShippingFen,
    serviceFeeFen: order.serviceFeeFen,
    totalFen: order.totalFen,
    serviceFeeBasisPoints: order.serviceFeeBasisPoints,
    cnyExchangeRate: order.cnyExchangeRate,
    payBefore: new Date(now.getTime() + payWithinMinutes * 60_000),
    createdAt: now,
    updatedAt: now,
  }).returning({ id: purchaseOrders.id });
  const orderId = theOne(rows, 'the new purchase order').id;
  await tx.insert(purchaseOrderLines).values(order.lines.map((line) => ({ tenantId: owner.tenantId, orderId, status: 'WAITING_PAY' as const, ...line })));
  await recordOrderEvent(tx, { tenantId: owner.tenantId, orderId, from: null, to: 'WAITING_PAY', actor: 'SHOPPER' }, now);
  await createPayment(tx, owner, { kind: 'ORDER', orderId, amountFen: order.totalFen }, now);
  return orderId;
}

/** The lines of an order as priced lines, to clone it. */
export async function orderLinesOf(db: Database, owner: AccountOwner, id: number): Promise<{ warehouseId: number; lines: PricedLine[] }> {
  const [order] = await db.select({ warehouseId: purchaseOrders.tenantWarehouseId }).from(purchaseOrders).where(ofOwnedOrder(owner, id));
  if (!order) throw orderNotFound();
  const lines = await db.select().from(purchaseOrderLines)
    .where(and(ofTenant(purchaseOrderLines, owner.tenantId), eq(purchaseOrderLines.orderId, id))).orderBy(asc(purchaseOrderLines.id));
  return {
    warehouseId: order.warehouseId,
    lines: lines.map(({ shopId, shopName, platform, productId, skuId, productUrl, title, imageKey, specification, options, quantity, unitPriceFen, remark, extraQcPhotos, custom }) =>
      ({ shopId, shopName, platform, productId, skuId, productUrl, title, imageKey, specification, options, quantity, unitPriceFen, remark, extraQcPhotos, custom })),
  };
}

/**
 * Closes an unpaid order (the shopper cancels it, or it timed out), in the caller's transaction,
 * with the order row locked: 409 when it was paid (or closed) meanwhile. Its unpaid payments close too.
 */
export async function closeUnpaidOrder(tx: Database, order: Pick<OrderRow, 'tenantId' | 'id'>, actor: OrderActor, note: TimelineNote, now: Date): Promise<void> {
  const [locked] = await tx.select({ tenantId: purchaseOrders.tenantId, id: purchaseOrders.id, status: purchaseOrders.status }).from(purchaseOrders)
    .where(and(ofTenant(purchaseOrders, order.tenantId), eq(purchaseOrders.id, order.id))).for('update');
  if (!locked) throw orderNotFound();
  if (locked.status !== 'WAITING_PAY') throw stateConflict('Only an unpaid order closes this way.');
  await setOrderStatus(tx, locked, 'CLOSED', actor, now, note);
  await closeUnpaidPayments(tx, { tenantId: order.tenantId, orderId: order.id });
}

/** The shopper cancels their unpaid order. */
export async function cancelOrder(db: Database, owner: AccountOwner, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ tenantId: purchaseOrders.tenantId, id: purchaseOrders.id }).from(purchaseOrders).where(ofOwnedOrder(owner, id));
    if (!order) throw orderNotFound();
    await closeUnpaidOrder(tx, order, 'SHOPPER', { key: 'CANCELLED_BY_SHOPPER', values: {} }, now);
  });
}

/**
 * Closes orders whose time to pay has run out, a batch at a time. SKIP LOCKED lets several
 * provider processes run this at once: each takes different orders, and an order being paid
 * right now (its row locked) is left for the next round, when it is no longer unpaid.
 */
export async function closeExpiredOrders(db: Database, now: Date, batch = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.select({ tenantId: purchaseOrders.tenantId, id: purchaseOrders.id }).from(purchaseOrders)
      .where(and(eq(purchaseOrders.status, 'WAITING_PAY'), lte(purchaseOrders.payBefore, now)))
      .orderBy(asc(purchaseOrders.id)).limit(batch).for('update', { skipLocked: true });
    for (const order of due) await closeUnpaidOrder(tx, order, 'SYSTEM', { key: 'NOT_PAID_IN_TIME', values: {} }, now);
    return due.length;
  });
}

/** Orders (ids) with their ORDER payment, for a list of ids of one shopper. */
export async function orderPaymentIds(db: Database, tenantId: string, orderIds: readonly number[]): Promise<Map<number, { id: number; paymentNo: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ orderId: payments.orderId, id: payments.id, paymentNo: payments.paymentNo }).from(payments)
    .where(and(ofTenant(payments, tenantId), eq(payments.kind, 'ORDER'), inArray(payments.orderId, [...orderIds])));
  const byOrder = new Map<number, { id: number; paymentNo: string }>();
  for (const row of rows) if (row.orderId !== null) byOrder.set(row.orderId, { id: row.id, paymentNo: row.paymentNo });
  return byOrder;
}

/** The ORDER payment of an order of this shopper (404 for another's order). */
export async function orderPaymentOf(db: Database, owner: AccountOwner, orderId: number): Promise<number> {
  const [order] = await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(ofOwnedOrder(owner, orderId));
  if (!order) throw orderNotFound();
  const payment = (await orderPaymentIds(db, owner.tenantId, [orderId])).get(orderId);
  if (!payment) throw orderNotFound();
  return payment.id;
}

