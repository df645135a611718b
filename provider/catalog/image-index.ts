import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { PRODUCT_PLATFORMS } from '../../contract/tenant';
import type { ProductPlatformName } from '../../contract/product-links';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { nearestInWorker, nearestKeysInWorker } from './image-hash';
import { COVER_DESCRIPTOR_BYTES, COVER_KEY_BYTES } from './image-hash-pool';
import type { CoverKeys } from './image-hash-types';

/**
 * Every cover's key (see image-hash-pool.ts), per database, in shared memory that the image
 * workers scan without a copy: 8 bytes a cover, 8 MB for a million (a scan takes a few ms).
 * The full descriptors (600 bytes a cover) stay in the database; a search reads those of the
 * covers whose keys are nearest the photo's. Loaded on the first image search, forgotten
 * whenever covers are described.
 */

interface CoverIndex { productIds: string[]; keys: CoverKeys }

const indexes = new WeakMap<Database, Promise<CoverIndex>>();

export function forgetImageIndex(db: Database): void {
  indexes.delete(db);
}

/** Bytes from the database as 32-bit words, copied into `into` at word `at`. */
function copyWords(bytes: Uint8Array, into: Uint32Array, at: number): void {
  into.set(new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)), at);
}

async function loadIndex(db: Database): Promise<CoverIndex> {
  const rows = (await db.select({ productId: products.id, platform: products.platform, key: products.imageKey }).from(products)
    // A cover described with another set of crops (before an upgrade) waits for the background pass to redo it.
    .where(and(isNotNull(products.imageKey), sql`length(${products.imageDescriptor}) = ${COVER_DESCRIPTOR_BYTES}`)))
    .filter((row) => row.key?.byteLength === COVER_KEY_BYTES);
  const words = new Uint32Array(new SharedArrayBuffer(rows.length * COVER_KEY_BYTES));
  const platforms = new Uint8Array(new SharedArrayBuffer(rows.length));
  rows.forEach((row, i) => {
    copyWords(row.key ?? new Uint8Array(), words, (i * COVER_KEY_BYTES) / 4);
    platforms[i] = PRODUCT_PLATFORMS.indexOf(row.platform);
  });
  return { productIds: rows.map((row) => row.productId), keys: { words, platforms } };
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
  const { productIds, keys } = await imageIndexOf(db);
  const allowed = platforms.map((platform) => PRODUCT_PLATFORMS.indexOf(platform));
  const { photo: described, candidates } = await nearestKeysInWorker(photo, keys, allowed);
  const ids = candidates.map((index) => productIds[index] ?? '');
  if (ids.length === 0) return [];
  const rows = await db.select({ id: products.id, descriptor: products.imageDescriptor }).from(products).where(inArray(products.id, ids));
  const found = rows.filter((row) => row.descriptor?.byteLength === COVER_DESCRIPTOR_BYTES);
  const words = new Uint32Array(new SharedArrayBuffer(found.length * COVER_DESCRIPTOR_BYTES));
  found.forEach((row, i) => copyWords(row.descriptor ?? new Uint8Array(), words, (i * COVER_DESCRIPTOR_BYTES) / 4));
  const matches = await nearestInWorker(described, { words, platforms: new Uint8Array(new SharedArrayBuffer(found.length)) }, limit);
  return matches.map((match) => found[match.index]?.id ?? '');
}
