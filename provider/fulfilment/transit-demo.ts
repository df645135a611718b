import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { inboundParcels, transitOrders } from '../db/schema';
import { notifySteps } from '../notifications/notify-shopper';
import type { StepResult } from '../orders/fulfilment';
import type { ScanRequest, ShipRequest } from '../../contract/desk-packing';
import { pictureJpeg } from '../catalog/product-pictures';
import type { DeskActor } from '../desk/audit';
import { packOrderIn, scanOrderIn, shipOrderIn } from '../desk/packing/packing-actions';
import { receiveInboundIn } from '../desk/receiving/receive';
import { type PackedParcel, scansOfTransitOrder } from '../transit/transit-fulfilment';
import type { TransitOrderRow } from '../transit/transit-orders';
import type { Database } from '../db/client';
import type { ObjectStorage } from '../storage/object-storage';
import { newPrivateKey } from '../storage/private-files';
import type { Mailer } from '../mail/mailer';
import { robotStockIn } from './robot-stock-in';
import { robotActors, robotStep } from './robot-operator';
import { QC_PHOTOS_PER_LINE } from './stock-in';

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
const robotShipment = (order: TransitOrderRow): ShipRequest => ({
  carrier: CARRIERS[order.transitOptionName.split(' ')[0] ?? ''] ?? 'YunExpress',
  trackingNumber: `${order.orderNo.replace(/\D/g, '')}CN`,
});

/** The carrier's scans after hand-over, to the door or to the pickup point. */
const scansOf = (selfPickup: boolean): readonly ScanRequest['code'][] => [
  'DEPARTED_ORIGIN', 'ARRIVED_DESTINATION_COUNTRY', 'CUSTOMS_CLEARED', selfPickup ? 'READY_FOR_PICKUP' : 'OUT_FOR_DELIVERY', 'DELIVERED',
];

/** The robot carrier's next scan of a shipped order: the first it has not had, leaving China, then at the destination. */
async function robotScan(tx: Database, order: TransitOrderRow): Promise<ScanRequest> {
  const seen = await scansOfTransitOrder(tx, order);
  const code = scansOf(order.destination.selfPickup).find((candidate) => !seen.includes(candidate)) ?? 'DELIVERED';
  const { destination } = order;
  const location = code === 'DEPARTED_ORIGIN' ? 'China' : destination.localWarehouse?.city ?? destination.address?.city ?? destination.country;
  return { code, location };
}

/** The packing desk's step of a transit order the warehouse or carrier is working on; WAITING_PAY waits for the shopper. */
async function stepTransitOrder(tx: Database, storage: ObjectStorage, actor: DeskActor, order: TransitOrderRow, now: Date): Promise<StepResult[]> {
  switch (order.status) {
    case 'CREATED':
    case 'PACKING':
      return packOrderIn(tx, actor, order.id, await robotPacking(storage, order), now);
    case 'PAID':
      return shipOrderIn(tx, actor, order.id, robotShipment(order), now);
    case 'SHIPPED':
      return scanOrderIn(tx, actor, order.id, await robotScan(tx, order), now);
    default:
      return [];
  }
}

/**
 * The warehouse and the carrier in a demo, through the receiving and packing desks' services
 * under the robot's operator row: inbound parcels are received by their tracking number with
 * made-up measures and QC photos, transit orders are packed (weighed, photographed, the fee
 * asked), shipped and tracked one step per DEMO_STEP_MS. Rows are taken with FOR UPDATE SKIP
 * LOCKED, so several processes never take the same one twice. Answers how many rows it moved.
 */
export async function runTransitDemoRound(deps: { db: Database; storage: ObjectStorage; mailer: Mailer }, now: Date, stepMs: number): Promise<number> {
  const dueBefore = new Date(now.getTime() - stepMs);
  const { results, moved } = await deps.db.transaction(async (tx) => {
    const robotOf = robotActors(tx, now);
    const stepResults: StepResult[] = [];
    const arrivals = await tx.select().from(inboundParcels)
      .where(and(eq(inboundParcels.status, 'EXPECTED'), lte(inboundParcels.createdAt, dueBefore)))
      .orderBy(asc(inboundParcels.createdAt)).limit(BATCH).for('update', { skipLocked: true });
    for (const inbound of arrivals) {
      const actor = await robotOf(inbound.tenantId);
      const contents = inbound.contents.map((content, index) => ({ id: index, quantity: content.quantity, photos: QC_PHOTOS_PER_LINE }));
      const stockIn = await robotStockIn(deps.storage, inbound.tenantId, `inbound-${inbound.id}`, contents);
      const receipt = { inboundParcelId: inbound.id, trackingNo: inbound.domesticTrackingNo };
      stepResults.push(...await robotStep(tx, async (step) => (await receiveInboundIn(step, actor, receipt, stockIn, now)).notices));
    }
    const due = await tx.select().from(transitOrders)
      .where(and(inArray(transitOrders.status, ['CREATED', 'PACKING', 'PAID', 'SHIPPED']), lte(transitOrders.updatedAt, dueBefore)))
      .orderBy(asc(transitOrders.updatedAt)).limit(BATCH).for('update', { skipLocked: true });
    for (const order of due) {
      const actor = await robotOf(order.tenantId);
      stepResults.push(...await robotStep(tx, (step) => stepTransitOrder(step, deps.storage, actor, order, now)));
    }
    return { results: stepResults, moved: arrivals.length + due.length };
  });
  await notifySteps(deps, results, now);
  return moved;
}
