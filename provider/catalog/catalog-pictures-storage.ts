import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { catalogImageKey, IMAGES_PER_PRODUCT } from './generator';
import { pictureJpeg } from './product-pictures';

const CATALOG_PICTURE_KEY = /^catalog\/([A-Za-z0-9-]{1,64})\/(\d)\.jpg$/;

/**
 * Storage that draws a catalog product's picture on its first request and keeps it: drawing
 * 30,000 pictures at seed time would hold up the first start for minutes. Only pictures of
 * products in the catalog are drawn, so requests cannot fill the disk.
 */
export function withCatalogPictures(storage: ObjectStorage, db: Database): ObjectStorage {
  return {
    ...storage,
    async get(key) {
      const stored = await storage.get(key);
      const match = stored ? null : CATALOG_PICTURE_KEY.exec(key);
      if (!match) return stored;
      const [, productId = '', index = ''] = match;
      if (Number(index) >= IMAGES_PER_PRODUCT) return null;
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
      if (!product) return null;
      const bytes = await pictureJpeg(productId, Number(index));
      await storage.put(key, bytes, 'image/jpeg');
      return { bytes, contentType: 'image/jpeg' };
    },
  };
}

const PUBLISH_BATCH = 200;
/** Pictures drawn and written at once: the store's round trips overlap while sharp encodes. */
const PUBLISH_CONCURRENCY = 8;

/**
 * Draws and writes every catalog picture the storage lacks, in the background after the
 * seed, for a site whose files are served from a CDN or the bucket itself (an absolute
 * PUBLIC_STORAGE_URL): no request reaches the provider there to draw a picture on demand.
 * Answers how many were written; a restart skips the ones already stored.
 */
export async function publishCatalogPictures(db: Database, storage: ObjectStorage, log: (line: string) => void): Promise<number> {
  const startedAt = performance.now();
  let written = 0;
  let after = '';
  for (;;) {
    const batch = await db.select({ id: products.id }).from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(PUBLISH_BATCH);
    const last = batch.at(-1);
    if (!last) break;
    const pictures = batch.flatMap(({ id }) => Array.from({ length: IMAGES_PER_PRODUCT }, (_, index) => ({ id, index })));
    for (let start = 0; start < pictures.length; start += PUBLISH_CONCURRENCY) {
      const stored = await Promise.all(pictures.slice(start, start + PUBLISH_CONCURRENCY).map(async ({ id, index }) => {
        const key = catalogImageKey(id, index);
        if (await storage.has(key)) return 0;
        await storage.put(key, await pictureJpeg(id, index), 'image/jpeg');
        return 1;
      }));
      written += stored.reduce<number>((sum, one) => sum + one, 0);
    }
    after = last.id;
  }
  log(`catalog pictures published (${written} written in ${Math.round(performance.now() - startedAt)} ms)`);
  return written;
}
