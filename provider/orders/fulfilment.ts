import { and, asc, eq } from 'drizzle-orm';
import type { Notice } from '../../contract/notices';
import type { PurchaseOrderLineStatus, PurchaseOrderStatus } from '../../contract/orders';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { payments, purchaseOrderLines, purchaseOrders } from '../db/schema';
import { ProblemError, stateConflict } from '../http/problem';
import type { AccountOwner } from '../db/ownership';
import { closeUnpaidPayments, createPayment } from '../payments/payment-records';
import { amountNote, type TimelineNote } from '../../contract/timeline-notes';
import { recordOrderEvent } from './order-events';
import { type AgentStep, ensureOrderStep, isLineDone, orderStatusNotice, setLineStatus, setOrderStatus } from './order-status';
import { refundToBalance } from './refunds';
import { ofTenant } from '../db/ownership';

/*
 * The agent's side of an order (the demo worker, or an operator): buying, shipping, arrival,
 * price differences, out-of-stock lines and closing with a refund. Each step is one
 * transaction with the order row locked, writes its timeline rows, and answers what the
 * shopper should be told (sent after commit).
 */

type OrderRow = typeof purchaseOrders.$inferSelect;
type LineRow = typeof purchaseOrderLines.$inferSelect;

export interface StepResult {
  owner: AccountOwner;
  notice: Notice | null;
}

const LINE_NOT_FOUND = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such order line.' });
const ORDER_NOT_FOUND = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such purchase order.' });

async function lockOrder(tx: Database, tenantId: string, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(purchaseOrders).where(and(ofTenant(purchaseOrders, tenantId), eq(purchaseOrders.id, orderId))).for('update');
  if (!order) throw ORDER_NOT_FOUND();
  return order;
}

async function linesOf(tx: Database, order: OrderRow): Promise<LineRow[]> {
  return tx.select().from(purchaseOrderLines)
    .where(and(ofTenant(purchaseOrderLines, order.tenantId), eq(purchaseOrderLines.orderId, order.id))).orderBy(asc(purchaseOrderLines.id));
}

/** The line and its order, the order locked. */
async function lockLine(tx: Database, tenantId: string, lineId: number): Promise<{ order: OrderRow; line: LineRow }> {
  const [found] = await tx.select({ orderId: purchaseOrderLines.orderId }).from(purchaseOrderLines)
    .where(and(ofTenant(purchaseOrderLines, tenantId), eq(purchaseOrderLines.id, lineId)));
  if (!found) throw LINE_NOT_FOUND();
  const order = await lockOrder(tx, tenantId, found.orderId);
  const lines = await tx.select().from(purchaseOrderLines).where(and(ofTenant(purchaseOrderLines, tenantId), eq(purchaseOrderLines.id, lineId)));
  return { order, line: theOne(lines, `order line ${lineId}`) };
}

const ownerOf = (order: OrderRow): AccountOwner => ({ tenantId: order.tenantId, userId: order.userId });

/** Whether a payment of the order (a price difference) waits to be paid. */
export async function hasUnpaidPayment(tx: Database, order: Pick<OrderRow, 'tenantId' | 'id'>): Promise<boolean> {
  const [unpaid] = await tx.select({ id: payments.id }).from(payments)
    .where(and(ofTenant(payments, order.tenantId), eq(payments.orderId, order.id), eq(payments.status, 'UNPAID'))).limit(1);
  return unpaid !== undefined;
}

/** Moves a paid order one agent step on (PURCHASING, PURCHASED, SELLER_SHIPPED), with every line still in it. */
export async function advanceOrder(db: Database, tenantId: string, orderId: number, to: AgentStep, now: Date): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenantId, orderId);
    ensureOrderStep('AGENT', order.status, to);
    if (to === 'PURCHASED') {
      const unconfirmed = (await linesOf(tx, order)).some((line) => line.custom && line.confirmedAt === null && !isLineDone(line.status));
      if (unconfirmed) throw stateConflict('A custom line waits for its confirmation.');
      if (await hasUnpaidPayment(tx, order)) throw stateConflict('A price difference of the order is not paid yet.');
    }
    await setOrderStatus(tx, order, to, 'AGENT', now);
    return { owner: ownerOf(order), notice: orderStatusNotice(order.orderNo, to) };
  });
}

/** A line reached the warehouse: the order is ARRIVED when every line still in it is, else PARTIALLY_ARRIVED. */
export async function markLineArrived(db: Database, tenantId: string, lineId: number, now: Date): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, tenantId, lineId);
    await setLineStatus(tx, line, 'ARRIVED', 'AGENT', now);
    const lines = await linesOf(tx, order);
    const allIn = lines.every((candidate) => isLineDone(candidate.status) || candidate.status === 'ARRIVED');
    const to = allIn ? 'ARRIVED' : 'PARTIALLY_ARRIVED';
    if (to !== order.status) await setOrderStatus(tx, order, to, 'AGENT', now);
    return { owner: ownerOf(order), notice: orderStatusNotice(order.orderNo, to) };
  });
}

/** The goods' share of the service fee, rounded down so refunds never return more than was charged. */
const serviceFeeShare = (goodsFen: number, basisPoints: number) => Math.floor((goodsFen * basisPoints) / 10_000);

/** Order (and line) statuses while buying: prices may change, lines may run out of stock. */
const BUYING = ['PAID', 'PURCHASING'] as const satisfies readonly (PurchaseOrderStatus & PurchaseOrderLineStatus)[];
const isBuying = (status: PurchaseOrderStatus | PurchaseOrderLineStatus) => (BUYING as readonly string[]).includes(status);

/**
 * The seller has none left: the line is refunded (goods and its share of the fee, and the
 * shop's domestic shipping when no other line of that shop is left in the order); an order with
 * no line left closes, one whose other lines are all bought moves on (rollUpOrder).
 */
export async function markLineOutOfStock(db: Database, tenantId: string, lineId: number, now: Date): Promise<StepResult[]> {
  return db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, tenantId, lineId);
    if (!isBuying(order.status) || isLineDone(line.status)) throw stateConflict(`A line of a ${order.status} order cannot be out of stock now.`);
    // No note: the status says it in the shopper's language.
    await setLineStatus(tx, line, 'OUT_OF_STOCK', 'AGENT', now);
    const lines = await linesOf(tx, order);
    const shopGone = lines.every((candidate) => candidate.shopId !== line.shopId || isLineDone(candidate.status));
    const goods = line.unitPriceFen * line.quantity;
    const refunded = await refundToBalance(tx, ownerOf(order), {
      orderId: order.id, lineId: line.id, reason: 'OUT_OF_STOCK',
      covers: { goods, serviceFee: serviceFeeShare(goods, order.serviceFeeBasisPoints), domesticShipping: shopGone ? line.shopShippingFen : 0 },
    }, now);
    await recordOrderEvent(tx, { tenantId, orderId: order.id, lineId: line.id, from: null, to: 'REFUNDED', actor: 'AGENT', note: amountNote(refunded) }, now);
    const outOfStock: StepResult = {
      owner: ownerOf(order),
      notice: { kind: 'LINE_OUT_OF_STOCK', params: { orderNo: order.orderNo, item: line.title, amount: refunded } },
    };
    if (lines.every((candidate) => isLineDone(candidate.status))) {
      await closeWithRefund(tx, order, { key: 'NOTHING_BOUGHT', values: {} }, now);
      return [outOfStock];
    }
    return [outOfStock, ...await rollUpOrder(tx, order, 'AGENT', now)];
  });
}

/** Lines the desk bought (or the seller shipped) on their own: the order follows once every open line has. */
const isBought = (line: LineRow) => line.status === 'PURCHASED' || line.status === 'SELLER_SHIPPED';

/**
 * The order follows its lines, in the caller's transaction with the order locked
 * (docs/product.md, "Purchasing"): PURCHASING → PURCHASED once every line still in it is bought
 * and no price difference waits to be paid, PURCHASED → SELLER_SHIPPED once every one is
 * shipped. Called after each line step and when a price difference is paid, so an order never
 * waits on a step nobody is left to take. Answers what the shopper is told.
 */
export async function rollUpOrder(tx: Database, locked: Pick<OrderRow, 'tenantId' | 'id'>, actor: 'AGENT' | 'SYSTEM', now: Date): Promise<StepResult[]> {
  const [order] = await tx.select().from(purchaseOrders).where(and(ofTenant(purchaseOrders, locked.tenantId), eq(purchaseOrders.id, locked.id)));
  if (!order) throw ORDER_NOT_FOUND();
  const open = (await linesOf(tx, order)).filter((line) => !isLineDone(line.status));
  const steps: AgentStep[] = [];
  if (open.length > 0 && order.status === 'PURCHASING' && open.every(isBought) && !await hasUnpaidPayment(tx, order)) steps.push('PURCHASED');
  if (open.length > 0 && (order.status === 'PURCHASED' || steps.length > 0) && open.every((line) => line.status === 'SELLER_SHIPPED')) steps.push('SELLER_SHIPPED');
  const results: StepResult[] = [];
  let status = order.status;
  for (const to of steps) {
    await setOrderStatus(tx, { ...order, status }, to, actor, now);
    status = to;
    results.push({ owner: ownerOf(order), notice: orderStatusNotice(order.orderNo, to) });
  }
  return results;
}

/** Takes a paid order into buying when the desk starts on its first line. */
async function startBuying(tx: Database, order: OrderRow, now: Date): Promise<void> {
  if (order.status === 'PAID') await setOrderStatus(tx, order, 'PURCHASING', 'AGENT', now);
  else if (order.status !== 'PURCHASING') throw stateConflict(`A line of a ${order.status} order cannot be bought now.`);
}

/**
 * The buyer bought a line from the seller: it is PURCHASED with the seller's order number (a
 * custom line is confirmed by it), and the order follows (rollUpOrder). The price is settled
 * before, by settlePriceDifference, when it changed.
 */
export async function markLineBought(db: Database, tenantId: string, lineId: number, sellerOrderNo: string, now: Date): Promise<StepResult[]> {
  return db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, tenantId, lineId);
    if (isLineDone(line.status)) throw stateConflict(`A ${line.status} line cannot be bought.`);
    await startBuying(tx, order, now);
    // A line of a PAID order went along to PURCHASING with it.
    await setLineStatus(tx, { ...line, status: order.status === 'PAID' ? 'PURCHASING' : line.status }, 'PURCHASED', 'AGENT', now, { key: 'SELLER_ORDER_NO', values: { number: sellerOrderNo } });
    await tx.update(purchaseOrderLines).set({ sellerOrderNo, confirmedAt: line.confirmedAt ?? now })
      .where(and(ofTenant(purchaseOrderLines, tenantId), eq(purchaseOrderLines.id, lineId)));
    return rollUpOrder(tx, order, 'AGENT', now);
  });
}

/** The seller shipped a bought line to the warehouse under a domestic tracking number; the order follows (rollUpOrder). */
export async function markLineShipped(db: Database, tenantId: string, lineId: number, trackingNo: string, now: Date): Promise<StepResult[]> {
  return db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, tenantId, lineId);
    await setLineStatus(tx, line, 'SELLER_SHIPPED', 'AGENT', now, { key: 'DOMESTIC_TRACKING_NO', values: { number: trackingNo } });
    await tx.update(purchaseOrderLines).set({ domesticTrackingNo: trackingNo })
      .where(and(ofTenant(purchaseOrderLines, tenantId), eq(purchaseOrderLines.id, lineId)));
    return rollUpOrder(tx, order, 'AGENT', now);
  });
}

/**
 * The seller's price changed: the line takes the new unit price. A higher price raises a
 * PRICE_DIFFERENCE payment (in the shopper's pending payments); a lower one refunds the
 * difference. A custom line is confirmed by it too.
 */
export async function settlePriceDifference(db: Database, tenantId: string, lineId: number, unitPriceFen: number, now: Date): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, tenantId, lineId);
    if (!isBuying(order.status) || !isBuying(line.status)) throw stateConflict(`A ${line.status} line of a ${order.status} order cannot change its price now.`);
    const difference = (unitPriceFen - line.unitPriceFen) * line.quantity;
    if (difference === 0) throw stateConflict('The price did not change.');
    const ofOrder = and(ofTenant(purchaseOrders, tenantId), eq(purchaseOrders.id, order.id));
    await tx.update(purchaseOrderLines).set({ unitPriceFen, confirmedAt: now })
      .where(and(ofTenant(purchaseOrderLines, tenantId), eq(purchaseOrderLines.id, line.id)));
    await tx.update(purchaseOrders).set({ goodsFen: order.goodsFen + difference, totalFen: order.totalFen + difference, updatedAt: now }).where(ofOrder);
    const owner = ownerOf(order);
    const change = { from: line.unitPriceFen, to: unitPriceFen, quantity: line.quantity };
    if (difference > 0) {
      const payment = await createPayment(tx, owner, { kind: 'PRICE_DIFFERENCE', orderId: order.id, amountFen: difference, priceChange: change }, now);
      await recordOrderEvent(tx, { tenantId, orderId: order.id, lineId: line.id, from: null, to: 'PRICE_DIFFERENCE', actor: 'AGENT', note: { key: 'PRICE_CHANGE', values: change } }, now);
      return { owner, notice: { kind: 'PRICE_DIFFERENCE_DUE', params: { orderNo: order.orderNo, item: line.title, amount: difference, paymentNo: payment.paymentNo } } };
    }
    const refunded = await refundToBalance(tx, owner, {
      orderId: order.id, lineId: line.id, reason: 'PRICE_DIFFERENCE', covers: { goods: -difference, serviceFee: 0, domesticShipping: 0 },
    }, now);
    await recordOrderEvent(tx, { tenantId, orderId: order.id, lineId: line.id, from: null, to: 'REFUNDED', actor: 'AGENT', note: { key: 'PRICE_CHANGE_REFUNDED', values: { ...change, amount: refunded } } }, now);
    return { owner, notice: { kind: 'PRICE_DIFFERENCE_REFUNDED', params: { orderNo: order.orderNo, item: line.title, amount: refunded } } };
  });
}

/** The agent accepts a custom line at the shopper's price. */
export async function confirmCustomLine(db: Database, tenantId: string, lineId: number, now: Date): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const { order, line } = await lockLine(tx, tenantId, lineId);
    if (!line.custom || line.confirmedAt !== null || isLineDone(line.status)) throw stateConflict('Only an unconfirmed custom line can be confirmed.');
    await tx.update(purchaseOrderLines).set({ confirmedAt: now }).where(and(ofTenant(purchaseOrderLines, tenantId), eq(purchaseOrderLines.id, lineId)));
    await recordOrderEvent(tx, { tenantId, orderId: order.id, lineId, from: null, to: 'CONFIRMED', actor: 'AGENT', note: amountNote(line.unitPriceFen) }, now);
    return { owner: ownerOf(order), notice: null };
  });
}

async function closeWithRefund(tx: Database, order: OrderRow, note: TimelineNote, now: Date): Promise<number> {
  await setOrderStatus(tx, order, 'CLOSED', 'AGENT', now, note);
  await closeUnpaidPayments(tx, { tenantId: order.tenantId, orderId: order.id });
  return refundToBalance(tx, ownerOf(order), { orderId: order.id, amountFen: Number.MAX_SAFE_INTEGER, reason: 'ORDER_CLOSED' }, now);
}

/** The agent cannot buy a paid order at all: it closes and everything paid and not yet refunded goes back. */
export async function closePaidOrder(db: Database, tenantId: string, orderId: number, reason: string, now: Date): Promise<StepResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenantId, orderId);
    if (!isBuying(order.status)) throw stateConflict(`The agent cannot close a ${order.status} order.`);
    if ((await linesOf(tx, order)).some(isBought)) throw stateConflict('A line of the order is bought already.');
    const refunded = await closeWithRefund(tx, order, { key: 'OPERATOR_REASON', values: { text: reason } }, now);
    return { owner: ownerOf(order), notice: { kind: 'ORDER_CLOSED_REFUNDED', params: { orderNo: order.orderNo, amount: refunded } } };
  });
}
