import type { OrderActor, OrderEventKind } from '../../contract/orders';
import type { TimelineNote } from '../../contract/timeline-notes';
import type { Database } from '../db/client';
import { purchaseOrderEvents } from '../db/schema';
import { timelineNoteOf } from '../db/schema/columns';

export interface OrderEvent {
  tenantId: string;
  orderId: number;
  lineId?: number | null;
  from: OrderEventKind | null;
  to: OrderEventKind;
  actor: OrderActor;
  note?: TimelineNote | undefined;
}

/** Writes a row of the order's timeline, in the transaction of the change it records. */
export async function recordOrderEvent(tx: Database, event: OrderEvent, now: Date): Promise<void> {
  await tx.insert(purchaseOrderEvents).values({
    tenantId: event.tenantId, orderId: event.orderId, lineId: event.lineId ?? null,
    fromStatus: event.from, toStatus: event.to, actor: event.actor, ...timelineNoteOf(event.note), createdAt: now,
  });
}
