import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { inboundParcels, transitOrders } from '../db/schema';
import { ProblemError } from '../http/problem';
import { notifySteps } from '../notifications/notify-shopper';
import type { StepResult } from '../orders/fulfilment';
import type { TrackingEventCode } from '../../contract/transit';
import { pictureJpeg } from '../catalog/product-pictures';
import {
  type CarrierScan, type PackedParcel, packTransitOrder, requestTransitFee, scansOfTransitOrder, type Shipment, shipTransitOrder, scanTransitOrder,
} from '../transit/transit-fulfilment';
import type { TransitOrderRow } from '../transit/transit-orders';
import { setTransitStatus } from '../transit/transit-status';
import type { Database } from '../db/client';
import type { ObjectStorage } from '../storage/object-storage';
import { newPrivateKey } from '../storage/private-files';
import type { Mailer } from '../mail/mailer';
import { robotStockIn } from './robot-stock-in';
import { QC_PHOTOS_PER_LINE, stockInInbound } from './stock-in';

const BATCH = 20;

/** Packing material the robot's warehouse adds, and how much air repacking takes out. */
const PACKAGING_GRAMS = 200;
const REPACKED_VOLUME = 0.85;
const PACKAGE_PHOTOS = 2;

/** A box of about `volume` cm³, a little longer than wide and high. */
function boxOf(volume: number) {
  const side = Math.max(10, Math.cbrt(volume));
  const lengthCm = Math.ceil(side * 1.25);
  const widthCm = Math.ceil(side);
  return { lengthCm, widthCm, heightCm: Math.max(5, Math.ceil(volume / (lengthCm * widthCm))) };
}

/** The robot's packed parcel: a little heavier than the estimate, repacked tighter, two generated photos. */
async function robotPacking(storage: ObjectStorage, order: TransitOrderRow): Promise<PackedParcel> {
  const photoKeys: string[] = [];
  for (let index = 0; index < PACKAGE_PHOTOS; index++) {
    const key = newPrivateKey(order.tenantId);
    await storage.put(key, await pictureJpeg(`package-${order.tenantId}-${order.id}`, index), 'image/jpeg');
    photoKeys.push(key);
  }
  return {
    weightGrams: Math.round(order.estimate.weightGrams * 1.03) + PACKAGING_GRAMS,
    size: boxOf(order.estimate.volumeCm3 * REPACKED_VOLUME),
    photoKeys,
  };
}

/** Carriers by the first word of the line's name; a generic one otherwise. */
const CARRIERS: Record<string, string> = { Air: 'DHL Express', Economy: 'China Post', Sea: 'COSCO Shipping', Авиа: 'СДЭК' };

/** The robot's carrier for the line, and a tracking number made of the order's digits. */
const robotShipment = (order: TransitOrderRow): Shipment => ({
  carrier: CARRIERS[order.transitOptionName.split(' ')[0] ?? ''] ?? 'YunExpress',
  trackingNumber: `${order.orderNo.replace(/\D/g, '')}CN`,
});

/** The carrier's scans after hand-over, to the door or to the pickup point. */
const scansOf = (selfPickup: boolean): readonly TrackingEventCode[] => [
  'DEPARTED_ORIGIN', 'ARRIVED_DESTINATION_COUNTRY', 'CUSTOMS_CLEARED', selfPickup ? 'READY_FOR_PICKUP' : 'OUT_FOR_DELIVERY', 'DELIVERED',
];

/** The robot carrier's next scan of a shipped order: the first it has not had, leaving China, then at the destination. */
async function robotScan(tx: Database, order: TransitOrderRow): Promise<CarrierScan> {
  const seen = await scansOfTransitOrder(tx, order);
  const code = scansOf(order.destination.selfPickup).find((candidate) => !seen.includes(candidate)) ?? 'DELIVERED';
  const { destination } = order;
  const location = code === 'DEPARTED_ORIGIN' ? 'China' : destination.localWarehouse?.city ?? destination.address?.city ?? destination.country;
  return { code, location };
}

/** One step of a transit order the warehouse or carrier is working on; WAITING_PAY waits for the shopper. */
async function stepTransitOrder(tx: Database, storage: ObjectStorage, order: TransitOrderRow, now: Date): Promise<StepResult | null> {
  switch (order.status) {
    case 'CREATED':
      await setTransitStatus(tx, order, 'PACKING', 'AGENT', now);
      return null;
    case 'PACKING':
      return packTransitOrder(tx, order, await robotPacking(storage, order), now);
    case 'PACKED':
      return requestTransitFee(tx, order, now);
    case 'PAID':
      return shipTransitOrder(tx, order, robotShipment(order), now);
    case 'SHIPPED':
      return scanTransitOrder(tx, order, await robotScan(tx, order), now);
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
    for (const inbound of arrivals) {
      const contents = inbound.contents.map((content, index) => ({ id: index, quantity: content.quantity, photos: QC_PHOTOS_PER_LINE }));
      await stockInInbound(tx, inbound, await robotStockIn(deps.storage, inbound.tenantId, `inbound-${inbound.id}`, contents), now);
    }
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
