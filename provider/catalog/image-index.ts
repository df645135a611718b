import { isNotNull } from 'drizzle-orm';
import type { ProductPlatformName } from '../../contract/product-links';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { hammingDistance } from './image-hash';

/**
 * Every cover hash in memory, per database: a linear scan of 10,000 64-bit hashes takes about
 * a millisecond, so no index structure is needed. Forgotten whenever hashes are added.
 */

interface IndexedCover { productId: string; platform: ProductPlatformName; hash: bigint }

const indexes = new WeakMap<Database, Promise<IndexedCover[]>>();

export function forgetImageIndex(db: Database): void {
  indexes.delete(db);
}

function imageIndexOf(db: Database): Promise<IndexedCover[]> {
  let index = indexes.get(db);
  if (!index) {
    index = db.select({ productId: products.id, platform: products.platform, hash: products.imageHash })
      .from(products).where(isNotNull(products.imageHash))
      .then((rows) => rows.map((row) => ({ ...row, hash: row.hash ?? 0n })));
    index.catch(() => forgetImageIndex(db));
    indexes.set(db, index);
  }
  return index;
}

/** Ids of the products whose covers are nearest to `hash`, nearest first, within `maxDistance` bits. */
export async function nearestCovers(
  db: Database, hash: bigint, platforms: readonly ProductPlatformName[], { limit, maxDistance }: { limit: number; maxDistance: number },
): Promise<string[]> {
  const scored: { productId: string; distance: number }[] = [];
  for (const cover of await imageIndexOf(db)) {
    if (!platforms.includes(cover.platform)) continue;
    const distance = hammingDistance(hash, cover.hash);
    if (distance <= maxDistance) scored.push({ productId: cover.productId, distance });
  }
  return scored.sort((a, b) => a.distance - b.distance || a.productId.localeCompare(b.productId))
    .slice(0, limit).map((cover) => cover.productId);
}
