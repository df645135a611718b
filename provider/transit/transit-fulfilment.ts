import { and, asc, eq } from 'drizzle-orm';
import { formatMoney } from '../../contract/money-format';
import type { TrackingEventCode } from '../../contract/transit';
import { pictureJpeg } from '../catalog/product-pictures';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { tenantWarehouses, transitOptions, transitOrders, transitTrackingEvents } from '../db/schema';
import type { AccountOwner } from '../db/ownership';
import type { StepResult } from '../orders/fulfilment';
import { createPayment } from '../payments/payment-records';
import type { ObjectStorage } from '../storage/object-storage';
import { chargeableWeightGrams, transitFeeFen } from './freight-rules';
import { newPrivateKey } from '../storage/private-files';
import { transitOptionOf } from './transit-lines';
import type { TransitOrderRow } from './transit-orders';
import { setTransitStatus } from './transit-status';
import { ofTenant } from '../db/ownership';

/*
 * The warehouse's and the carrier's side of a transit order (the demo worker, or an operator):
 * packing, weighing, asking for the fee, shipping and the carrier's scans. Each step runs in the
 * caller's transaction with the order row locked and answers what the shopper should be told
 * (sent after commit).
 */

/** Packing material the warehouse adds, and how much air repacking takes out. */
const PACKAGING_GRAMS = 200;
const REPACKED_VOLUME = 0.85;
const PACKAGE_PHOTOS = 2;

const ownerOf = (order: TransitOrderRow): AccountOwner => ({ tenantId: order.tenantId, userId: order.userId });
const ofOrder = (order: TransitOrderRow) => and(ofTenant(transitOrders, order.tenantId), eq(transitOrders.id, order.id));
/** An amount for the order's history, which operators read in CNY. */
const inCny = (fen: number) => formatMoney(fen, { cnyExchangeRate: 1, currency: 'CNY' });

/** A box of about `volume` cm³, a little longer than wide and high. */
function boxOf(volume: number) {
  const side = Math.max(10, Math.cbrt(volume));
  const lengthCm = Math.ceil(side * 1.25);
  const widthCm = Math.ceil(side);
  return { lengthCm, widthCm, heightCm: Math.max(5, Math.ceil(volume / (lengthCm * widthCm))) };
}

/** Weighs and measures the packed parcel, photographs it (private pictures of the shopper's) and prices it on its line from the actual weight. */
export async function packTransitOrder(tx: Database, storage: ObjectStorage, order: TransitOrderRow, now: Date): Promise<StepResult> {
  const line = transitOptionOf(theOne(await tx.select().from(transitOptions).where(eq(transitOptions.id, order.transitOptionId)), 'the line of a transit order'));
  const weightGrams = Math.round(order.estimate.weightGrams * 1.03) + PACKAGING_GRAMS;
  const size = boxOf(order.estimate.volumeCm3 * REPACKED_VOLUME);
  const volumeCm3 = size.lengthCm * size.widthCm * size.heightCm;
  const charged = chargeableWeightGrams({ weightGrams, volumeCm3 }, line);
  const keys: string[] = [];
  for (let index = 0; index < PACKAGE_PHOTOS; index++) {
    const key = newPrivateKey(order.tenantId);
    await storage.put(key, await pictureJpeg(`package-${order.tenantId}-${order.id}`, index), 'image/jpeg');
    keys.push(key);
  }
  const actual = { weightGrams, volumeCm3, size, ...charged, fee: transitFeeFen(charged.chargeableWeightGrams, line) };
  await setTransitStatus(tx, order, 'PACKED', 'AGENT', now, { actual, packagePhotoKeys: keys, packedAt: now }, `${weightGrams} g, ${inCny(actual.fee)}`);
  return { owner: ownerOf(order), notice: null };
}

/** The packed order waits for its fee: a TRANSIT_FEE payment of the actual fee, in the shopper's pending payments. */
export async function requestTransitFee(tx: Database, order: TransitOrderRow, now: Date): Promise<StepResult> {
  const actual = order.actual ?? order.estimate;
  const payment = await createPayment(tx, ownerOf(order), {
    kind: 'TRANSIT_FEE', orderId: null, transitOrderId: order.id, amountFen: actual.fee, note: order.orderNo,
  }, now);
  await setTransitStatus(tx, order, 'WAITING_PAY', 'AGENT', now, {}, payment.paymentNo);
  return {
    owner: ownerOf(order),
    notice: {
      kind: 'TRANSIT_FEE_DUE',
      params: { orderNo: order.orderNo, weightGrams: actual.weightGrams, amount: actual.fee, estimate: order.estimate.fee, paymentNo: payment.paymentNo },
    },
  };
}

/** Carriers by the first word of the line's name; a generic one otherwise. */
const CARRIERS: Record<string, string> = { Air: 'DHL Express', Economy: 'China Post', Sea: 'COSCO Shipping', Авиа: 'СДЭК' };
const carrierOf = (lineName: string) => CARRIERS[lineName.split(' ')[0] ?? ''] ?? 'YunExpress';

/** Hands the paid order to the carrier: carrier, tracking number and the first scan. */
export async function shipTransitOrder(tx: Database, order: TransitOrderRow, now: Date): Promise<StepResult> {
  const carrier = carrierOf(order.transitOptionName);
  const trackingNumber = `${order.orderNo.replace(/\D/g, '')}CN`;
  const [origin] = await tx.select({ city: tenantWarehouses.city }).from(tenantWarehouses)
    .where(and(ofTenant(tenantWarehouses, order.tenantId), eq(tenantWarehouses.region, 'CHINA'))).orderBy(asc(tenantWarehouses.id)).limit(1);
  await tx.insert(transitTrackingEvents).values({ tenantId: order.tenantId, transitOrderId: order.id, code: 'HANDED_TO_CARRIER', location: origin?.city ?? 'China', at: now });
  await setTransitStatus(tx, order, 'SHIPPED', 'AGENT', now, { carrier, trackingNumber, shippedAt: now }, `${carrier} ${trackingNumber}`);
  return {
    owner: ownerOf(order),
    notice: { kind: 'TRANSIT_SHIPPED', params: { orderNo: order.orderNo, carrier, trackingNumber } },
  };
}

/** The carrier's scans after hand-over, to the door or to the pickup point. */
const scansOf = (selfPickup: boolean): readonly TrackingEventCode[] => [
  'DEPARTED_ORIGIN', 'ARRIVED_DESTINATION_COUNTRY', 'CUSTOMS_CLEARED', selfPickup ? 'READY_FOR_PICKUP' : 'OUT_FOR_DELIVERY', 'DELIVERED',
];

/** The next scan of a shipped order; the last one delivers it. */
export async function trackTransitOrder(tx: Database, order: TransitOrderRow, now: Date): Promise<StepResult> {
  const seen = await tx.select({ code: transitTrackingEvents.code }).from(transitTrackingEvents)
    .where(and(ofTenant(transitTrackingEvents, order.tenantId), eq(transitTrackingEvents.transitOrderId, order.id)));
  const next = scansOf(order.destination.selfPickup).find((code) => !seen.some((event) => event.code === code)) ?? 'DELIVERED';
  const { destination } = order;
  const location = next === 'DEPARTED_ORIGIN' ? 'China' : destination.localWarehouse?.city ?? destination.address?.city ?? destination.country;
  await tx.insert(transitTrackingEvents).values({ tenantId: order.tenantId, transitOrderId: order.id, code: next, location, at: now });
  if (next !== 'DELIVERED') {
    await tx.update(transitOrders).set({ updatedAt: now }).where(ofOrder(order));
    return { owner: ownerOf(order), notice: null };
  }
  await setTransitStatus(tx, order, 'DELIVERED', 'AGENT', now, { deliveredAt: now });
  return {
    owner: ownerOf(order),
    notice: { kind: 'TRANSIT_DELIVERED', params: { orderNo: order.orderNo } },
  };
}
