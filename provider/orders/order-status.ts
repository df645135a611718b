import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Notice } from '../../contract/notices';
import type { OrderActor, PurchaseOrderLineStatus, PurchaseOrderStatus } from '../../contract/orders';
import type { Database } from '../db/client';
import { purchaseOrderLines, purchaseOrders } from '../db/schema';
import { stateConflict } from '../http/problem';
import { amountNote, type TimelineNote } from '../../contract/timeline-notes';
import { recordOrderEvent } from './order-events';
import { ofTenant } from '../db/ownership';

/*
 * The one writer of a purchase order's and its lines' status (docs/product.md, "Order states").
 * The order's life: WAITING_PAY → PAID → PURCHASING → PURCHASED → SELLER_SHIPPED → ARRIVED
 * (through PARTIALLY_ARRIVED while only some lines are in). CLOSED: the shopper cancels (or it
 * times out) before paying; the agent closes a paid order that cannot be bought, refunding it.
 */
const NEXT: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  WAITING_PAY: ['PAID', 'CLOSED'],
  PAID: ['PURCHASING', 'CLOSED'],
  PURCHASING: ['PURCHASED', 'CLOSED'],
  PURCHASED: ['SELLER_SHIPPED'],
  SELLER_SHIPPED: ['PARTIALLY_ARRIVED', 'ARRIVED'],
  PARTIALLY_ARRIVED: ['ARRIVED'],
  ARRIVED: [],
  CLOSED: [],
};

/** A line follows its order until it arrives on its own, runs out of stock, or closes. */
const LINE_NEXT: Record<PurchaseOrderLineStatus, readonly PurchaseOrderLineStatus[]> = {
  WAITING_PAY: ['PAID', 'CLOSED'],
  PAID: ['PURCHASING', 'OUT_OF_STOCK', 'CLOSED'],
  PURCHASING: ['PURCHASED', 'OUT_OF_STOCK', 'CLOSED'],
  PURCHASED: ['SELLER_SHIPPED'],
  SELLER_SHIPPED: ['ARRIVED'],
  ARRIVED: [],
  OUT_OF_STOCK: [],
  CLOSED: [],
};

/** Order statuses every line still in the order takes with it; arrival is per line. */
const LINES_FOLLOW = ['PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'CLOSED'] as const satisfies readonly PurchaseOrderStatus[];
const linesFollow = (to: PurchaseOrderStatus): to is (typeof LINES_FOLLOW)[number] => (LINES_FOLLOW as readonly string[]).includes(to);

/** The steps a line takes with its order, in order. */
const LINE_SEQUENCE = ['WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED'] as const satisfies readonly PurchaseOrderLineStatus[];

/**
 * The lines an order step takes along: on closing every line still in the order; else only the
 * lines behind the step, so a line the desk bought or shipped on its own never moves back.
 */
const linesTakenTo = (to: (typeof LINES_FOLLOW)[number]) => to === 'CLOSED'
  ? notInArray(purchaseOrderLines.status, [...DONE_LINE_STATUSES])
  : inArray(purchaseOrderLines.status, LINE_SEQUENCE.slice(0, LINE_SEQUENCE.indexOf(to)));

/** The agent's steps, in order, that apply to every line still being bought. */
export const AGENT_STEPS = ['PURCHASING', 'PURCHASED', 'SELLER_SHIPPED'] as const satisfies readonly PurchaseOrderStatus[];
export type AgentStep = (typeof AGENT_STEPS)[number];

const DONE_LINE_STATUSES = ['OUT_OF_STOCK', 'CLOSED'] as const satisfies readonly PurchaseOrderLineStatus[];

/** Lines that no longer follow the order (refunded as out of stock, or closed). */
export const isLineDone = (status: PurchaseOrderLineStatus) => (DONE_LINE_STATUSES as readonly string[]).includes(status);

/** 409 ORDER_STATE_CONFLICT unless `actor` may move an order from `from` to `to`: the shopper only pays and cancels. */
export function ensureOrderStep(actor: OrderActor, from: PurchaseOrderStatus, to: PurchaseOrderStatus): void {
  if (!NEXT[from].includes(to)) throw stateConflict(`A ${from} order cannot become ${to}.`);
  if (actor === 'SHOPPER' && !(from === 'WAITING_PAY' && (to === 'PAID' || to === 'CLOSED'))) {
    throw stateConflict(`The shopper cannot move a ${from} order to ${to}.`);
  }
}

/** 409 ORDER_STATE_CONFLICT unless a line may go from `from` to `to`. */
export function ensureLineStep(from: PurchaseOrderLineStatus, to: PurchaseOrderLineStatus): void {
  if (!LINE_NEXT[from].includes(to)) throw stateConflict(`A ${from} order line cannot become ${to}.`);
}

/** What the shopper is told when their order reaches a status, if anything. */
export function orderStatusNotice(orderNo: string, to: PurchaseOrderStatus): Notice | null {
  if (to === 'PURCHASED') return { kind: 'ORDER_PURCHASED', params: { orderNo } };
  if (to === 'ARRIVED') return { kind: 'ORDER_ARRIVED', params: { orderNo } };
  return null;
}

type OrderAt = Pick<typeof purchaseOrders.$inferSelect, 'tenantId' | 'id' | 'status'>;
type LineAt = Pick<typeof purchaseOrderLines.$inferSelect, 'tenantId' | 'id' | 'orderId' | 'status'>;

/**
 * Moves a locked order to `to` in the caller's transaction: checks the step for the actor,
 * stamps the time the status names (paid, closed), takes along the lines still in the order
 * that are behind it (for the statuses lines follow), and writes the timeline row.
 */
export async function setOrderStatus(tx: Database, order: OrderAt, to: PurchaseOrderStatus, actor: OrderActor, now: Date, note?: TimelineNote): Promise<void> {
  ensureOrderStep(actor, order.status, to);
  const stamps = to === 'PAID' ? { paidAt: now } : to === 'CLOSED' ? { closedAt: now } : {};
  await tx.update(purchaseOrders).set({ status: to, updatedAt: now, ...stamps })
    .where(and(ofTenant(purchaseOrders, order.tenantId), eq(purchaseOrders.id, order.id)));
  if (linesFollow(to)) {
    await tx.update(purchaseOrderLines).set({ status: to }).where(and(
      ofTenant(purchaseOrderLines, order.tenantId), eq(purchaseOrderLines.orderId, order.id), linesTakenTo(to),
    ));
  }
  await recordOrderEvent(tx, { tenantId: order.tenantId, orderId: order.id, from: order.status, to, actor, note }, now);
}

/** Moves one line of a locked order on its own (arrived, out of stock), with its timeline row. */
export async function setLineStatus(tx: Database, line: LineAt, to: PurchaseOrderLineStatus, actor: OrderActor, now: Date, note?: TimelineNote): Promise<void> {
  ensureLineStep(line.status, to);
  await tx.update(purchaseOrderLines).set({ status: to }).where(and(ofTenant(purchaseOrderLines, line.tenantId), eq(purchaseOrderLines.id, line.id)));
  await recordOrderEvent(tx, { tenantId: line.tenantId, orderId: line.orderId, lineId: line.id, from: line.status, to, actor, note }, now);
}

/** The order a paid ORDER payment pays for is PAID, with its lines, in the payment's transaction. */
export async function markOrderPaid(tx: Database, payment: { tenantId: string; orderId: number; amountFen: number }, now: Date): Promise<void> {
  const [order] = await tx.select({ tenantId: purchaseOrders.tenantId, id: purchaseOrders.id, status: purchaseOrders.status }).from(purchaseOrders)
    .where(and(ofTenant(purchaseOrders, payment.tenantId), eq(purchaseOrders.id, payment.orderId))).for('update');
  if (!order) throw new Error(`The order ${payment.orderId} of a paid payment is missing`);
  await setOrderStatus(tx, order, 'PAID', 'SHOPPER', now, amountNote(payment.amountFen));
}
