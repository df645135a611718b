import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Receipt, ReceiveRequest } from '../../../contract/desk-receiving';
import type { Notice } from '../../../contract/notices';
import type { AccountOwner } from '../../db/ownership';
import { ofTenant } from '../../db/ownership';
import type { Database } from '../../db/client';
import { inboundParcels, purchaseOrderLines, purchaseOrders, type purchaseParcels } from '../../db/schema';
import { stockInInbound, stockInParcel, type StockIn } from '../../fulfilment/stock-in';
import { ProblemError, stateConflict } from '../../http/problem';
import type { Mailer } from '../../mail/mailer';
import { notifyShopper } from '../../notifications/notify-shopper';
import { markLineArrived, type StepResult } from '../../orders/fulfilment';
import { type DeskActor, recordDeskAction } from '../audit';
import { type PhotoDeps, withOperatorPhotos } from '../desk-photos';
import { linesWithTrackingNo, upperTrackingNo } from './scan';

type PurchaseReceipt = Extract<z.output<typeof ReceiveRequest>, { source: 'PURCHASE' }>;
type InboundReceipt = Extract<z.output<typeof ReceiveRequest>, { source: 'INBOUND' }>;

const alreadyReceived = () => new ProblemError({ status: 409, code: 'ALREADY_RECEIVED', detail: 'This parcel was received already.' });
const notExpected = (detail: string) => new ProblemError({ status: 404, code: 'NOT_FOUND', detail });
const wrongPhotos = (message: string) => new ProblemError({
  status: 400, code: 'VALIDATION_FAILED', detail: 'The request body is invalid.', errors: [{ path: 'photos', message }],
});

/** The parcel as the operator recorded it, with the photos' private keys. */
const stockInOf = (request: PurchaseReceipt | InboundReceipt, privateKey: (key: string) => string): StockIn => ({
  weightGrams: request.weightGrams, lengthCm: request.lengthCm, widthCm: request.widthCm, heightCm: request.heightCm,
  storageLocation: request.storageLocation,
  qcPhotos: request.photos.map((entry) => ({ lineId: entry.lineId, keys: entry.keys.map(privateKey) })),
});

const measuresOf = (stockIn: StockIn) => ({
  weightGrams: stockIn.weightGrams, lengthCm: stockIn.lengthCm, widthCm: stockIn.widthCm, heightCm: stockIn.heightCm, storageLocation: stockIn.storageLocation,
  photos: stockIn.qcPhotos.reduce((sum, entry) => sum + entry.keys.length, 0),
});

/** Every photo key of a request, with the field it came from. */
const photoKeysOf = (request: PurchaseReceipt | InboundReceipt) => {
  const keys = request.photos.flatMap((entry, line) => entry.keys.map((key, index) => ({ key, path: `photos.${line}.keys.${index}` })));
  return { keys: keys.map((entry) => entry.key), path: (index: number) => keys[index]?.path ?? 'photos' };
};

/** Each line being received has its photos, and no other line has. */
function ensurePhotosOf(stockIn: StockIn, lineIds: readonly number[]): void {
  const named = stockIn.qcPhotos.map((entry) => entry.lineId);
  if (named.length !== lineIds.length || !lineIds.every((id) => named.includes(id))) {
    throw wrongPhotos(`Give the photos of exactly the lines received: ${lineIds.join(', ')}`);
  }
}

/** A received parcel, and whom to tell once it committed. */
export interface Received {
  parcel: typeof purchaseParcels.$inferSelect;
  notices: { owner: AccountOwner; notice: Notice }[];
}

/**
 * The seller's package of an order arrived, in the caller's transaction: the order's lines
 * carrying its tracking number that the seller shipped become ARRIVED (the order rolls up to
 * PARTIALLY_ARRIVED or ARRIVED) and one stock-in parcel of the shopper, as the warehouse
 * recorded it (`stockIn`, its photos kept already). Lines received already are 409
 * ALREADY_RECEIVED; lines not shipped yet 409 ORDER_STATE_CONFLICT.
 */
export async function receiveOrderLinesIn(
  tx: Database, actor: DeskActor, request: Pick<PurchaseReceipt, 'orderId' | 'trackingNo'>, stockIn: StockIn, now: Date,
): Promise<Received> {
  const [order] = await tx.select().from(purchaseOrders)
    .where(and(ofTenant(purchaseOrders, actor.tenantId), eq(purchaseOrders.id, request.orderId))).for('update');
  if (!order) throw notExpected('There is no such purchase order.');
  const lines = await tx.select().from(purchaseOrderLines).where(and(
    ofTenant(purchaseOrderLines, actor.tenantId), eq(purchaseOrderLines.orderId, order.id), linesWithTrackingNo(request.trackingNo),
  )).orderBy(purchaseOrderLines.id);
  if (lines.length === 0) throw notExpected('No line of this order carries this tracking number.');
  const shipped = lines.filter((line) => line.status === 'SELLER_SHIPPED');
  const [first] = shipped;
  if (!first) {
    if (lines.some((line) => line.status === 'ARRIVED')) throw alreadyReceived();
    throw stateConflict(`The lines with this tracking number are ${lines[0]?.status ?? ''}: the seller has not shipped them.`);
  }
  ensurePhotosOf(stockIn, shipped.map((line) => line.id));
  const steps: StepResult[] = [];
  for (const line of shipped) steps.push(await markLineArrived(tx, actor.tenantId, line.id, now));
  // One tracking number is one seller's package, so the lines are of one shop.
  const parcel = await stockInParcel(tx, order, first.shopId, shipped, stockIn, now);
  await recordDeskAction(tx, actor, {
    action: 'purchase_parcel.receive', recordType: 'purchase_parcel', recordId: parcel.parcelNo,
    before: { orderNo: order.orderNo, trackingNo: upperTrackingNo(request.trackingNo), lines: shipped.map((line) => ({ id: line.id, status: line.status })) },
    after: { lines: shipped.map((line) => ({ id: line.id, status: 'ARRIVED' })), ...measuresOf(stockIn) },
  }, now);
  return { parcel, notices: steps.flatMap((step) => (step.notice ? [{ owner: step.owner, notice: step.notice }] : [])) };
}

/** An inbound parcel the shopper registered arrived, in the caller's transaction: it becomes their stock-in parcel (409 ALREADY_RECEIVED the second time). */
export async function receiveInboundIn(
  tx: Database, actor: DeskActor, request: Pick<InboundReceipt, 'inboundParcelId' | 'trackingNo'>, stockIn: StockIn, now: Date,
): Promise<Received> {
  const [inbound] = await tx.select().from(inboundParcels)
    .where(and(ofTenant(inboundParcels, actor.tenantId), eq(inboundParcels.id, request.inboundParcelId))).for('update');
  if (!inbound || inbound.domesticTrackingNo !== upperTrackingNo(request.trackingNo)) {
    throw notExpected('No inbound parcel is registered with this tracking number.');
  }
  if (inbound.status !== 'EXPECTED') throw alreadyReceived();
  ensurePhotosOf(stockIn, inbound.contents.map((_, index) => index));
  const parcel = await stockInInbound(tx, inbound, stockIn, now);
  await recordDeskAction(tx, actor, {
    action: 'inbound_parcel.receive', recordType: 'inbound_parcel', recordId: inbound.id,
    before: { status: inbound.status, trackingNo: inbound.domesticTrackingNo },
    after: { status: 'ARRIVED', parcelNo: parcel.parcelNo, ...measuresOf(stockIn) },
  }, now);
  const owner: AccountOwner = { tenantId: inbound.tenantId, userId: inbound.userId };
  const notice: Notice = { kind: 'INBOUND_ARRIVED', params: { trackingNo: inbound.domesticTrackingNo, parcelNo: parcel.parcelNo } };
  return { parcel, notices: [{ owner, notice }] };
}

/** The operator's receipt in one transaction, its uploaded photos kept as the shopper's private pictures first. */
function receiveUploaded(deps: PhotoDeps, actor: DeskActor, request: z.output<typeof ReceiveRequest>, now: Date): Promise<Received> {
  const { keys, path } = photoKeysOf(request);
  return withOperatorPhotos(deps, actor.tenantId, keys, path, now, (privateKey) => deps.db.transaction((tx) => (request.source === 'PURCHASE'
    ? receiveOrderLinesIn(tx, actor, request, stockInOf(request, privateKey), now)
    : receiveInboundIn(tx, actor, request, stockInOf(request, privateKey), now))));
}

/**
 * Receives a scanned parcel at the warehouse (docs/product.md, "Receiving") in one transaction
 * with its audit row, then tells the shopper. The demo robot calls the `...In` cores with its
 * made-up measures and photos.
 */
export async function receiveParcel(
  deps: PhotoDeps & { mailer: Mailer }, actor: DeskActor, request: z.output<typeof ReceiveRequest>, now: Date,
): Promise<Receipt> {
  const { parcel, notices } = await receiveUploaded(deps, actor, request, now);
  for (const { owner, notice } of notices) await notifyShopper(deps, owner, notice, now);
  return { parcelId: parcel.id, parcelNo: parcel.parcelNo, storageLocation: parcel.storageLocation };
}
