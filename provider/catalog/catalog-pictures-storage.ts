import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { IMAGES_PER_PRODUCT } from './generator';
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
