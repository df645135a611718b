import type { Database } from '../db/client';
import { purchaseParcels, type purchaseOrderLines } from '../db/schema';
import { pictureJpeg } from '../catalog/product-pictures';
import { nextBusinessNo } from '../ledger/business-numbers';
import type { ObjectStorage } from '../storage/object-storage';

/** Every line gets 3 QC photos on arrival, plus the extra ones the shopper asked for. */
export const QC_PHOTOS_PER_LINE = 3;

type LineRow = typeof purchaseOrderLines.$inferSelect;

/**
 * The parcel a shop's lines arrived in: weighed and measured (drawn from the goods, as the
 * catalog pictures are drawn from the product), with QC photos of each line put in storage.
 */
export async function stockInParcel(
  tx: Database, storage: ObjectStorage, order: { tenantId: string; userId: number; id: number }, shopId: string, lines: readonly LineRow[], now: Date,
): Promise<void> {
  const qcPhotos: { lineId: number; keys: string[] }[] = [];
  for (const line of lines) {
    const keys: string[] = [];
    for (let index = 0; index < QC_PHOTOS_PER_LINE + line.extraQcPhotos; index++) {
      const key = `qc/${order.tenantId}/${order.id}/${line.id}-${index}.jpg`;
      await storage.put(key, await pictureJpeg(`qc-${line.id}`, index), 'image/jpeg');
      keys.push(key);
    }
    qcPhotos.push({ lineId: line.id, keys });
  }
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  await tx.insert(purchaseParcels).values({
    tenantId: order.tenantId, userId: order.userId, parcelNo: await nextBusinessNo(tx, 'PP', now), orderId: order.id, shopId,
    weightGrams: 150 + pieces * 320, lengthCm: 20 + Math.min(pieces, 20) * 2, widthCm: 15 + Math.min(pieces, 20), heightCm: 8 + Math.min(pieces, 20),
    qcPhotos, createdAt: now,
  }).onConflictDoNothing();
}
