import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { differenceHash, toSignedBigint } from './image-hash';
import { forgetImageIndex } from './image-index';
import { HASH_RENDER_SIZE, rawPicture } from './product-pictures';

/**
 * Computes the perceptual hash of every cover that has none yet, after the seed and off the
 * request path (about 1.5 ms per cover), so the first start serves at once and image search
 * covers the whole catalog once "catalog images hashed" is logged.
 */

const BATCH = 500;
const running = new WeakMap<Database, Promise<void>>();
const finished = new WeakSet<Database>();

/** Whether every cover of this database has its hash (image search covers the whole catalog). */
export const areCatalogCoversHashed = (db: Database): boolean => finished.has(db);

async function hashMissingCovers(db: Database, log: (line: string) => void): Promise<void> {
  const startedAt = performance.now();
  const missing = await db.select({ id: products.id }).from(products).where(isNull(products.imageHash));
  for (let start = 0; start < missing.length; start += BATCH) {
    const batch = missing.slice(start, start + BATCH);
    const hashes = await Promise.all(batch.map(async ({ id }) => ({
      id, hash: toSignedBigint(await differenceHash(rawPicture(id, 0, HASH_RENDER_SIZE))).toString(),
    })));
    await db.execute(sql`
      update products set image_hash = hashed.hash::bigint
      from jsonb_to_recordset(${JSON.stringify(hashes)}::jsonb) as hashed(id text, hash text)
      where products.id = hashed.id`);
    forgetImageIndex(db);
    if (missing.length > BATCH) log(`catalog images hashed: ${Math.min(start + BATCH, missing.length)}/${missing.length}`);
  }
  log(`catalog images hashed (${missing.length} in ${Math.round(performance.now() - startedAt)} ms)`);
}

/** Starts hashing once per database; resolves when every cover has its hash. */
export function hashCatalogCovers(db: Database, log: (line: string) => void): Promise<void> {
  let job = running.get(db);
  if (!job) {
    job = hashMissingCovers(db, log).then(() => {
      finished.add(db);
    });
    running.set(db, job);
  }
  return job;
}
