import { and, asc, eq } from 'drizzle-orm';
import type { TrackingEventCode } from '../../contract/transit';
import type { Database } from '../db/client';
import { tenantWarehouses, transitOrders, transitTrackingEvents } from '../db/schema';
import type { AccountOwner } from '../db/ownership';
import type { StepResult } from '../orders/fulfilment';
import { stateConflict } from '../http/problem';
import { ensureWithinOrderFenMax } from '../payments/amount-bound';
import { createPayment } from '../payments/payment-records';
import { chargeableWeightGrams, transitFeeFen } from './freight-rules';
import type { TransitOrderRow } from './transit-orders';
import { amountNote } from '../../contract/timeline-notes';
import { setTransitStatus } from './transit-status';
import { ofTenant } from '../db/ownership';

/*
 * The warehouse's and the carrier's side of a transit order (the demo worker, or an operator):
 * packing, weighing, asking for the fee, shipping and the carrier's scans. Each step runs in the
 * caller's transaction with the order row locked and answers what the shopper should be told
 * (sent after commit).
 */

const ownerOf = (order: TransitOrderRow): AccountOwner => ({ tenantId: order.tenantId, userId: order.userId });
const ofOrder = (order: TransitOrderRow) => and(ofTenant(transitOrders, order.tenantId), eq(transitOrders.id, order.id));

/** The packed parcel as the warehouse found it: weighed, measured and photographed (private keys of the shopper's). */
export interface PackedParcel {
  weightGrams: number;
  size: { lengthCm: number; widthCm: number; heightCm: number };
  photoKeys: string[];
}

/** Records the packed parcel's weight, size and photos and prices it on the rates its line had when it was made (PACKING → PACKED). */
export async function packTransitOrder(tx: Database, order: TransitOrderRow, packed: PackedParcel, now: Date): Promise<StepResult> {
  const line = order.lineRates;
  const { weightGrams, size } = packed;
  const volumeCm3 = size.lengthCm * size.widthCm * size.heightCm;
  const charged = chargeableWeightGrams({ weightGrams, volumeCm3 }, line);
  const fee = transitFeeFen(charged.chargeableWeightGrams, line);
  ensureWithinOrderFenMax(fee, 'The transit fee');
  const actual = { weightGrams, volumeCm3, size, ...charged, fee };
  await setTransitStatus(tx, order, 'PACKED', 'AGENT', now, { actual, packagePhotoKeys: packed.photoKeys, packedAt: now }, { key: 'PACKED', values: { grams: weightGrams, amount: fee } });
  return { owner: ownerOf(order), notice: null };
}

/** The packed order waits for its fee: a TRANSIT_FEE payment of the actual fee, in the shopper's pending payments. */
export async function requestTransitFee(tx: Database, order: TransitOrderRow, now: Date): Promise<StepResult> {
  const actual = order.actual ?? order.estimate;
  const payment = await createPayment(tx, ownerOf(order), {
    kind: 'TRANSIT_FEE', orderId: null, transitOrderId: order.id, amountFen: actual.fee,
  }, now);
  await setTransitStatus(tx, order, 'WAITING_PAY', 'AGENT', now, {}, amountNote(payment.amountFen));
  return {
    owner: ownerOf(order),
    notice: {
      kind: 'TRANSIT_FEE_DUE',
      params: { orderNo: order.orderNo, weightGrams: actual.weightGrams, amount: actual.fee, estimate: order.estimate.fee, paymentNo: payment.paymentNo },
    },
  };
}

/** The carrier and its number for the parcel, as the warehouse hands it over. */
export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

/** Hands the paid order to the carrier: carrier, tracking number and the first scan, at the China warehouse. */
export async function shipTransitOrder(tx: Database, order: TransitOrderRow, { carrier, trackingNumber }: Shipment, now: Date): Promise<StepResult> {
  const [origin] = await tx.select({ city: tenantWarehouses.city }).from(tenantWarehouses)
    .where(and(ofTenant(tenantWarehouses, order.tenantId), eq(tenantWarehouses.region, 'CHINA'))).orderBy(asc(tenantWarehouses.id)).limit(1);
  await setTransitStatus(tx, order, 'SHIPPED', 'AGENT', now, { carrier, trackingNumber, shippedAt: now }, { key: 'SHIPPED', values: { carrier, trackingNumber } });
  await tx.insert(transitTrackingEvents).values({ tenantId: order.tenantId, transitOrderId: order.id, code: 'HANDED_TO_CARRIER', location: origin?.city ?? 'China', at: now });
  return {
    owner: ownerOf(order),
    notice: { kind: 'TRANSIT_SHIPPED', params: { orderNo: order.orderNo, carrier, trackingNumber } },
  };
}

/** A carrier's scan of a shipped order: where it was seen, and what happened there. */
export interface CarrierScan {
  code: TrackingEventCode;
  location: string;
}

/** The carrier's scans an order has had, oldest first. */
export async function scansOfTransitOrder(tx: Database, order: TransitOrderRow): Promise<TrackingEventCode[]> {
  const seen = await tx.select({ code: transitTrackingEvents.code }).from(transitTrackingEvents)
    .where(and(ofTenant(transitTrackingEvents, order.tenantId), eq(transitTrackingEvents.transitOrderId, order.id)))
    .orderBy(asc(transitTrackingEvents.at), asc(transitTrackingEvents.id));
  return seen.map((event) => event.code);
}

/**
 * Records a carrier's scan of a SHIPPED order (409 otherwise, and for a scan it had already);
 * DELIVERED delivers it, and the shopper is asked to confirm receipt.
 */
export async function scanTransitOrder(tx: Database, order: TransitOrderRow, scan: CarrierScan, now: Date): Promise<StepResult> {
  if (order.status !== 'SHIPPED') throw stateConflict(`A ${order.status} transit order takes no carrier scans.`);
  if ((await scansOfTransitOrder(tx, order)).includes(scan.code)) throw stateConflict(`The order has the scan ${scan.code} already.`);
  await tx.insert(transitTrackingEvents).values({ tenantId: order.tenantId, transitOrderId: order.id, code: scan.code, location: scan.location, at: now });
  if (scan.code !== 'DELIVERED') {
    await tx.update(transitOrders).set({ updatedAt: now }).where(ofOrder(order));
    return { owner: ownerOf(order), notice: null };
  }
  await setTransitStatus(tx, order, 'DELIVERED', 'AGENT', now, { deliveredAt: now });
  return {
    owner: ownerOf(order),
    notice: { kind: 'TRANSIT_DELIVERED', params: { orderNo: order.orderNo } },
  };
}
