import { and, eq, inArray } from 'drizzle-orm';
import type { CargoCategory } from '../../contract/transit';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { inboundParcels, products, purchaseOrderLines, purchaseParcels } from '../db/schema';
import { nextBusinessNo } from '../ledger/business-numbers';
import { ofTenant } from '../db/ownership';

/** Every line gets 3 QC photos on arrival, plus the extra ones the shopper asked for. */
export const QC_PHOTOS_PER_LINE = 3;

type LineRow = typeof purchaseOrderLines.$inferSelect;
type InboundRow = typeof inboundParcels.$inferSelect;
type ParcelRow = typeof purchaseParcels.$inferSelect;

/**
 * What the warehouse recorded of an arrived parcel (an operator at the receiving bench, or the
 * demo robot's made-up values): its weight and size, the private keys of each line's QC photos
 * (for an inbound parcel, `lineId` is the index of the declared content line) and where it is stored.
 */
export interface StockIn {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  qcPhotos: { lineId: number; keys: string[] }[];
  storageLocation: string;
}

/** What the warehouse finds in goods of a catalog category that shipping lines may refuse. */
const CATEGORY_CARGO: Record<string, readonly CargoCategory[]> = {
  'electronics-audio': ['BATTERY'],
  'electronics-phone': ['BATTERY', 'MAGNET'],
  'accessories-watches': ['BATTERY'],
  'beauty-makeup': ['POWDER', 'COSMETIC'],
  'beauty-skincare': ['LIQUID', 'COSMETIC'],
};

/** Whether a line's photos include the extra ones its shopper asked for. */
export const hasEveryQcPhoto = (line: Pick<LineRow, 'extraQcPhotos'>, photos: number): boolean => photos >= QC_PHOTOS_PER_LINE + line.extraQcPhotos;

/**
 * The parcel some of a shop's lines arrived in, as the warehouse recorded it (`stockIn`), with
 * the goods lines may refuse (batteries, liquids…) noted from their category. Lines whose
 * photos include the extra ones asked for no longer owe them.
 */
export async function stockInParcel(
  tx: Database, order: { tenantId: string; userId: number; id: number }, shopId: string, lines: readonly LineRow[], stockIn: StockIn, now: Date,
): Promise<ParcelRow> {
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const kinds = productIds.length === 0 ? [] : await tx.select({ categoryId: products.categoryId }).from(products).where(inArray(products.id, productIds));
  const rows = await tx.insert(purchaseParcels).values({
    tenantId: order.tenantId, userId: order.userId, parcelNo: await nextBusinessNo(tx, 'PP', now), orderId: order.id, shopId, ...stockIn,
    categories: [...new Set(kinds.flatMap((kind) => CATEGORY_CARGO[kind.categoryId] ?? []))], createdAt: now,
  }).returning();
  const complete = lines.filter((line) => line.extraQcPhotos > 0
    && hasEveryQcPhoto(line, stockIn.qcPhotos.find((entry) => entry.lineId === line.id)?.keys.length ?? 0));
  if (complete.length > 0) {
    await tx.update(purchaseOrderLines).set({ extraQcPhotosDoneAt: now })
      .where(and(ofTenant(purchaseOrderLines, order.tenantId), inArray(purchaseOrderLines.id, complete.map((line) => line.id))));
  }
  return theOne(rows, 'the new stock-in parcel');
}

/** An inbound parcel the shopper registered arrives: it becomes a stock-in parcel as the warehouse recorded it. */
export async function stockInInbound(tx: Database, inbound: InboundRow, stockIn: StockIn, now: Date): Promise<ParcelRow> {
  const rows = await tx.insert(purchaseParcels).values({
    tenantId: inbound.tenantId, userId: inbound.userId, parcelNo: await nextBusinessNo(tx, 'PP', now), inboundParcelId: inbound.id, shopId: 'inbound',
    ...stockIn, categories: [...new Set(inbound.contents.flatMap((content) => content.categories))], createdAt: now,
  }).returning();
  await tx.update(inboundParcels).set({ status: 'ARRIVED', arrivedAt: now }).where(and(ofTenant(inboundParcels, inbound.tenantId), eq(inboundParcels.id, inbound.id)));
  return theOne(rows, 'the new stock-in parcel');
}
