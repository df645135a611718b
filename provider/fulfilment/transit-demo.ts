import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { inboundParcels, transitOrders } from '../db/schema';
import { ProblemError } from '../http/problem';
import { notifySteps } from '../notifications/notify-shopper';
import type { StepResult } from '../orders/fulfilment';
import { packTransitOrder, requestTransitFee, shipTransitOrder, trackTransitOrder } from '../transit/transit-fulfilment';
import type { TransitOrderRow } from '../transit/transit-orders';
import { setTransitStatus } from '../transit/transit-status';
import type { Database } from '../db/client';
import type { ObjectStorage } from '../storage/object-storage';
import type { Mailer } from '../mail/mailer';
import { stockInInbound } from './stock-in';

const BATCH = 20;

/** One step of a transit order the warehouse or carrier is working on; WAITING_PAY waits for the shopper. */
async function stepTransitOrder(tx: Database, storage: ObjectStorage, order: TransitOrderRow, now: Date): Promise<StepResult | null> {
  switch (order.status) {
    case 'CREATED':
      await setTransitStatus(tx, order, 'PACKING', 'AGENT', now);
      return null;
    case 'PACKING':
      return packTransitOrder(tx, storage, order, now);
    case 'PACKED':
      return requestTransitFee(tx, order, now);
    case 'PAID':
      return shipTransitOrder(tx, order, now);
    case 'SHIPPED':
      return trackTransitOrder(tx, order, now);
    default:
      return null;
  }
}

/**
 * The warehouse and the carrier in a demo: inbound parcels arrive and become stock-in parcels,
 * transit orders are packed, weighed, shipped and tracked one step per DEMO_STEP_MS. Rows are
 * taken with FOR UPDATE SKIP LOCKED, so several processes never take the same one twice.
 * Answers how many rows it moved.
 */
export async function runTransitDemoRound(deps: { db: Database; storage: ObjectStorage; mailer: Mailer }, now: Date, stepMs: number): Promise<number> {
  const dueBefore = new Date(now.getTime() - stepMs);
  const { results, moved } = await deps.db.transaction(async (tx) => {
    const arrivals = await tx.select().from(inboundParcels)
      .where(and(eq(inboundParcels.status, 'EXPECTED'), lte(inboundParcels.createdAt, dueBefore)))
      .orderBy(asc(inboundParcels.createdAt)).limit(BATCH).for('update', { skipLocked: true });
    for (const inbound of arrivals) await stockInInbound(tx, deps.storage, inbound, now);
    const due = await tx.select().from(transitOrders)
      .where(and(inArray(transitOrders.status, ['CREATED', 'PACKING', 'PACKED', 'PAID', 'SHIPPED']), lte(transitOrders.updatedAt, dueBefore)))
      .orderBy(asc(transitOrders.updatedAt)).limit(BATCH).for('update', { skipLocked: true });
    const stepResults: StepResult[] = [];
    for (const order of due) {
      try {
        const result = await tx.transaction((step) => stepTransitOrder(step, deps.storage, order, now));
        if (result) stepResults.push(result);
      } catch (error) {
        // A refused step (409) rolled back to its savepoint; the order is tried again next round.
        if (!(error instanceof ProblemError)) throw error;
      }
    }
    return { results: stepResults, moved: arrivals.length + due.length };
  });
  await notifySteps(deps, results, now);
  return moved;
}
