import { formatNumber } from '../../contract/money-format';
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

/**
 * ¥1,234.50 for 123450 fen: amounts in a price difference payment's note, which shows them as
 * the agent wrote them (stored text, written the English way as the rest of the note).
 */
export const yuan = (fen: number) => `¥${formatNumber(fen / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, 'en')}`;
