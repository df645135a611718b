import type { OrderActor } from '../../contract/orders';
import { TRANSIT_CLOSABLE, type TransitOrderStatus } from '../../contract/transit';
import { and, eq } from 'drizzle-orm';
import type { TimelineNote } from '../../contract/timeline-notes';
import type { Database } from '../db/client';
import { transitOrderEvents, transitOrders } from '../db/schema';
import { timelineNoteOf } from '../db/schema/columns';
import { stateConflict } from '../http/problem';
import { ofTenant } from '../db/ownership';

/*
 * The one writer of a transit order's status (docs/product.md, "Transit order states"). Its life
 * (contract/transit.ts): every step to the next status, or to CLOSED before pay.
 */
const NEXT: Record<TransitOrderStatus, readonly TransitOrderStatus[]> = {
  CREATED: ['PACKING', 'CLOSED'],
  PACKING: ['PACKED', 'CLOSED'],
  PACKED: ['WAITING_PAY', 'CLOSED'],
  WAITING_PAY: ['PAID', 'CLOSED'],
  PAID: ['SHIPPED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: ['COMPLETED'],
  COMPLETED: [],
  CLOSED: [],
};

/** What the shopper may do: close before paying, pay, and confirm a delivered order. */
const SHOPPER_STEPS: Partial<Record<TransitOrderStatus, readonly TransitOrderStatus[]>> = {
  ...Object.fromEntries(TRANSIT_CLOSABLE.map((status) => [status, ['CLOSED']])),
  WAITING_PAY: ['PAID', 'CLOSED'],
  DELIVERED: ['COMPLETED'],
};

/** 409 ORDER_STATE_CONFLICT unless `actor` may move the order from `from` to `to`. */
export function ensureTransitStep(actor: OrderActor, from: TransitOrderStatus, to: TransitOrderStatus): void {
  const allowed = actor === 'SHOPPER' ? SHOPPER_STEPS[from] ?? [] : NEXT[from];
  if (!allowed.includes(to)) throw stateConflict(`A ${from} transit order cannot become ${to}.`);
}

/** Writes a row of the transit order's timeline, in the transaction of the change it records. */
export async function recordTransitEvent(
  tx: Database, event: { tenantId: string; transitOrderId: number; from: TransitOrderStatus | null; to: TransitOrderStatus; actor: OrderActor; note?: TimelineNote | undefined }, now: Date,
): Promise<void> {
  await tx.insert(transitOrderEvents).values({
    tenantId: event.tenantId, transitOrderId: event.transitOrderId, fromStatus: event.from, toStatus: event.to, actor: event.actor,
    ...timelineNoteOf(event.note), createdAt: now,
  });
}

type TransitOrderAt = Pick<typeof transitOrders.$inferSelect, 'tenantId' | 'id' | 'status'>;

/** Moves a locked transit order on: its status, the time and details of the step, its timeline. */
export async function setTransitStatus(
  tx: Database, order: TransitOrderAt, to: TransitOrderStatus, actor: OrderActor, now: Date, changes: Partial<typeof transitOrders.$inferInsert> = {}, note?: TimelineNote,
): Promise<void> {
  ensureTransitStep(actor, order.status, to);
  await tx.update(transitOrders).set({ ...changes, status: to, updatedAt: now })
    .where(and(ofTenant(transitOrders, order.tenantId), eq(transitOrders.id, order.id)));
  await recordTransitEvent(tx, { tenantId: order.tenantId, transitOrderId: order.id, from: order.status, to, actor, note }, now);
}
