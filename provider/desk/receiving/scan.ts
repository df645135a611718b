import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ScanMatch, ScannedLine, ScanResult } from '../../../contract/desk-receiving';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { queriesTogether } from '../../db/queries-together';
import { inboundParcels, purchaseOrderLines, purchaseOrders, purchaseParcels } from '../../db/schema';
import { markCodeOf } from '../../transit/inbound-parcels';

/** More would be a mistake at the seller's or the purchasing desk; the bench shows the first ones. */
const MATCHES_MAX = 50;

type ParcelRow = Pick<typeof purchaseParcels.$inferSelect, 'orderId' | 'parcelNo' | 'storageLocation' | 'qcPhotos'>;

/** A tracking number as stored: order lines keep it as the buyer typed it (compared in upper case), inbound parcels in upper case. */
export const upperTrackingNo = (trackingNo: string) => trackingNo.trim().toUpperCase();

/** The order lines whose seller's tracking number is `trackingNo` (in any case). */
export const linesWithTrackingNo = (trackingNo: string) => and(
  ne(purchaseOrderLines.domesticTrackingNo, ''), eq(sql`upper(${purchaseOrderLines.domesticTrackingNo})`, upperTrackingNo(trackingNo)),
);

/** The parcel an order line arrived in, among its order's parcels. */
export const parcelOfLine = <P extends ParcelRow>(parcels: readonly P[], orderId: number, lineId: number): P | undefined =>
  parcels.find((parcel) => parcel.orderId === orderId && parcel.qcPhotos.some((entry) => entry.lineId === lineId));

/** What the bench finds by a scanned tracking number: the order lines that carry it (by order), and the inbound parcels registered with it. */
export async function scanTrackingNo(db: Database, tenantId: string, trackingNo: string): Promise<ScanResult> {
  const [lines, inbound] = await queriesTogether(db, [
    () => db.select({ line: purchaseOrderLines, orderNo: purchaseOrders.orderNo, userId: purchaseOrders.userId }).from(purchaseOrderLines)
      .innerJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, purchaseOrderLines.tenantId), eq(purchaseOrders.id, purchaseOrderLines.orderId)))
      .where(and(ofTenant(purchaseOrderLines, tenantId), linesWithTrackingNo(trackingNo))).orderBy(purchaseOrderLines.id).limit(MATCHES_MAX),
    () => db.select({ inbound: inboundParcels, parcelNo: purchaseParcels.parcelNo, storageLocation: purchaseParcels.storageLocation }).from(inboundParcels)
      .leftJoin(purchaseParcels, and(eq(purchaseParcels.tenantId, inboundParcels.tenantId), eq(purchaseParcels.inboundParcelId, inboundParcels.id)))
      .where(and(ofTenant(inboundParcels, tenantId), eq(inboundParcels.domesticTrackingNo, upperTrackingNo(trackingNo))))
      .orderBy(inboundParcels.id).limit(MATCHES_MAX),
  ]);
  const orderIds = [...new Set(lines.map((row) => row.line.orderId))];
  const parcels = orderIds.length === 0 ? [] : await db.select({
    orderId: purchaseParcels.orderId, parcelNo: purchaseParcels.parcelNo, storageLocation: purchaseParcels.storageLocation, qcPhotos: purchaseParcels.qcPhotos,
  }).from(purchaseParcels).where(and(ofTenant(purchaseParcels, tenantId), inArray(purchaseParcels.orderId, orderIds)));

  const matches: ScanMatch[] = orderIds.flatMap((orderId): ScanMatch[] => {
    const ofOrder = lines.filter((row) => row.line.orderId === orderId);
    const [first] = ofOrder;
    if (!first) return [];
    return [{
      source: 'PURCHASE', orderId, orderNo: first.orderNo, markCode: markCodeOf(first.userId), shopName: first.line.shopName,
      lines: ofOrder.map(({ line }): ScannedLine => {
        const parcel = parcelOfLine(parcels, orderId, line.id);
        return {
          id: line.id, title: line.title, specification: line.specification, quantity: line.quantity, status: line.status,
          extraQcPhotos: line.extraQcPhotos, receivable: line.status === 'SELLER_SHIPPED',
          parcelNo: parcel?.parcelNo ?? null, storageLocation: parcel?.storageLocation ?? null,
        };
      }),
    }];
  });
  for (const row of inbound) {
    matches.push({
      source: 'INBOUND', inboundParcelId: row.inbound.id, markCode: markCodeOf(row.inbound.userId), carrier: row.inbound.domesticCarrier,
      status: row.inbound.status, receivable: row.inbound.status === 'EXPECTED',
      contents: row.inbound.contents.map((content, index) => ({ index, name: content.name, quantity: content.quantity })),
      parcelNo: row.parcelNo, storageLocation: row.storageLocation,
    });
  }
  return { trackingNo: upperTrackingNo(trackingNo), matches };
}
