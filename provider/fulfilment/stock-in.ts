import { and, eq, inArray } from 'drizzle-orm';
import type { CargoCategory } from '../../contract/transit';
import type { Database } from '../db/client';
import { inboundParcels, products, purchaseParcels, type purchaseOrderLines } from '../db/schema';
import { pictureJpeg } from '../catalog/product-pictures';
import { nextBusinessNo } from '../ledger/business-numbers';
import type { ObjectStorage } from '../storage/object-storage';
import { ofTenant } from '../db/ownership';
import { newPrivateKey } from '../storage/private-files';

/** Every line gets 3 QC photos on arrival, plus the extra ones the shopper asked for. */
export const QC_PHOTOS_PER_LINE = 3;

type LineRow = typeof purchaseOrderLines.$inferSelect;
type InboundRow = typeof inboundParcels.$inferSelect;

/** What the warehouse finds in goods of a catalog category that shipping lines may refuse. */
const CATEGORY_CARGO: Record<string, readonly CargoCategory[]> = {
  'electronics-audio': ['BATTERY'],
  'electronics-phone': ['BATTERY', 'MAGNET'],
  'accessories-watches': ['BATTERY'],
  'beauty-makeup': ['POWDER', 'COSMETIC'],
  'beauty-skincare': ['LIQUID', 'COSMETIC'],
};

/**
 * Stores the QC photos of each line (`count(index)` of them) under private keys (they are the
 * shopper's own) and answers their keys by line. `subject` names the parcel the pictures are drawn from.
 */
async function takeQcPhotos(storage: ObjectStorage, tenantId: string, subject: string, ids: readonly number[], count: (index: number) => number) {
  const qcPhotos: { lineId: number; keys: string[] }[] = [];
  for (const [index, lineId] of ids.entries()) {
    const keys: string[] = [];
    for (let photo = 0; photo < count(index); photo++) {
      const key = newPrivateKey(tenantId);
      await storage.put(key, await pictureJpeg(`qc/${tenantId}/${subject}-${lineId}`, photo), 'image/jpeg');
      keys.push(key);
    }
    qcPhotos.push({ lineId, keys });
  }
  return qcPhotos;
}

/** Weight and size drawn from the number of pieces, as the catalog pictures are drawn from the product. */
const measuresOf = (pieces: number) => ({
  weightGrams: 150 + pieces * 320, lengthCm: 20 + Math.min(pieces, 20) * 2, widthCm: 15 + Math.min(pieces, 20), heightCm: 8 + Math.min(pieces, 20),
});

/**
 * The parcel a shop's lines arrived in: weighed and measured, with QC photos of each line put
 * in storage and the goods lines may refuse (batteries, liquids…) noted from their category.
 */
export async function stockInParcel(
  tx: Database, storage: ObjectStorage, order: { tenantId: string; userId: number; id: number }, shopId: string, lines: readonly LineRow[], now: Date,
): Promise<void> {
  const qcPhotos = await takeQcPhotos(storage, order.tenantId, String(order.id), lines.map((line) => line.id), (index) => QC_PHOTOS_PER_LINE + (lines[index]?.extraQcPhotos ?? 0));
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const kinds = productIds.length === 0 ? [] : await tx.select({ categoryId: products.categoryId }).from(products).where(inArray(products.id, productIds));
  await tx.insert(purchaseParcels).values({
    tenantId: order.tenantId, userId: order.userId, parcelNo: await nextBusinessNo(tx, 'PP', now), orderId: order.id, shopId,
    ...measuresOf(lines.reduce((sum, line) => sum + line.quantity, 0)), qcPhotos,
    categories: [...new Set(kinds.flatMap((kind) => CATEGORY_CARGO[kind.categoryId] ?? []))], createdAt: now,
  }).onConflictDoNothing();
}

/** An inbound parcel the shopper registered arrives: it becomes a stock-in parcel with QC photos of each declared line. */
export async function stockInInbound(tx: Database, storage: ObjectStorage, inbound: InboundRow, now: Date): Promise<void> {
  const qcPhotos = await takeQcPhotos(storage, inbound.tenantId, `inbound-${inbound.id}`, inbound.contents.map((_, index) => index), () => QC_PHOTOS_PER_LINE);
  await tx.insert(purchaseParcels).values({
    tenantId: inbound.tenantId, userId: inbound.userId, parcelNo: await nextBusinessNo(tx, 'PP', now), inboundParcelId: inbound.id, shopId: 'inbound',
    ...measuresOf(inbound.contents.reduce((sum, content) => sum + content.quantity, 0)), qcPhotos,
    categories: [...new Set(inbound.contents.flatMap((content) => content.categories))], createdAt: now,
  });
  await tx.update(inboundParcels).set({ status: 'ARRIVED', arrivedAt: now }).where(and(ofTenant(inboundParcels, inbound.tenantId), eq(inboundParcels.id, inbound.id)));
}
