import { pictureJpeg } from '../catalog/product-pictures';
import type { ObjectStorage } from '../storage/object-storage';
import { newPrivateKey } from '../storage/private-files';
import type { StockIn } from './stock-in';

/*
 * What the demo robot "records" at the warehouse (never in production): QC photos drawn like
 * the catalog pictures, stored under private keys (they are the shopper's own), and a weight
 * and size drawn from the number of pieces. An operator records the real ones at the desk.
 */

/** Stores `count(index)` made-up QC photos of each line; `subject` names the parcel the pictures are drawn from. */
async function takeQcPhotos(storage: ObjectStorage, tenantId: string, subject: string, ids: readonly number[], count: (index: number) => number) {
  const qcPhotos: StockIn['qcPhotos'] = [];
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

const measuresOf = (pieces: number) => ({
  weightGrams: 150 + pieces * 320, lengthCm: 20 + Math.min(pieces, 20) * 2, widthCm: 15 + Math.min(pieces, 20), heightCm: 8 + Math.min(pieces, 20),
});

/** The robot's record of a parcel of lines (`photos` of each, and `quantity` pieces each). */
export async function robotStockIn(
  storage: ObjectStorage, tenantId: string, subject: string, lines: readonly { id: number; quantity: number; photos: number }[],
): Promise<StockIn> {
  const qcPhotos = await takeQcPhotos(storage, tenantId, subject, lines.map((line) => line.id), (index) => lines[index]?.photos ?? 0);
  return { ...measuresOf(lines.reduce((sum, line) => sum + line.quantity, 0)), qcPhotos, storageLocation: '' };
}
