import { isNotNull } from 'drizzle-orm';
import { PRODUCT_PLATFORMS } from '../../contract/tenant';
import type { ProductPlatformName } from '../../contract/product-links';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { nearestInWorker } from './image-hash';
import { COVER_DESCRIPTOR_BYTES, type CoverDescriptors } from './image-hash-pool';

/**
 * Every cover's descriptors, per database, in shared memory that the image workers scan
 * without a copy (25 crops × 24 bytes, 6 MB for 10,000 covers; a scan takes a few ms).
 * Loaded from the database on the first image search, forgotten whenever covers are described.
 */

interface CoverIndex { productIds: string[]; descriptors: CoverDescriptors }

const indexes = new WeakMap<Database, Promise<CoverIndex>>();

export function forgetImageIndex(db: Database): void {
  indexes.delete(db);
}

async function loadIndex(db: Database): Promise<CoverIndex> {
  const rows = (await db.select({ productId: products.id, platform: products.platform, descriptor: products.imageDescriptor })
    .from(products).where(isNotNull(products.imageDescriptor)))
    // A cover described with another set of crops (before an upgrade) waits for the background pass to redo it.
    .filter((row) => row.descriptor?.byteLength === COVER_DESCRIPTOR_BYTES);
  const words = new Uint32Array(new SharedArrayBuffer(rows.length * COVER_DESCRIPTOR_BYTES));
  const platforms = new Uint8Array(new SharedArrayBuffer(rows.length));
  rows.forEach((row, i) => {
    const descriptor = row.descriptor ?? new Uint8Array();
    words.set(new Uint32Array(descriptor.buffer.slice(descriptor.byteOffset, descriptor.byteOffset + descriptor.byteLength)), (i * COVER_DESCRIPTOR_BYTES) / 4);
    platforms[i] = PRODUCT_PLATFORMS.indexOf(row.platform);
  });
  return { productIds: rows.map((row) => row.productId), descriptors: { words, platforms } };
}

function imageIndexOf(db: Database): Promise<CoverIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = loadIndex(db);
    index.catch(() => forgetImageIndex(db));
    indexes.set(db, index);
  }
  return index;
}

/** Ids of the products whose covers are nearest the photo, nearest first, close enough to be the same picture. */
export async function nearestCovers(db: Database, photo: Uint8Array, platforms: readonly ProductPlatformName[], limit: number): Promise<string[]> {
  const { productIds, descriptors } = await imageIndexOf(db);
  const allowed = platforms.map((platform) => PRODUCT_PLATFORMS.indexOf(platform));
  const matches = await nearestInWorker(photo, descriptors, allowed, limit);
  return matches.map((match) => productIds[match.index] ?? '');
}
