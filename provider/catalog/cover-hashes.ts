import { isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { describeCover } from './image-hash';
import { COVER_DESCRIPTOR_BYTES } from './image-hash-pool';
import { forgetImageIndex } from './image-index';
import { DESCRIBE_RENDER_SIZE, rawPicture } from './product-pictures';

/**
 * Describes every cover that has no image-search descriptor and key yet (or a descriptor made
 * with another set of crops, before an upgrade), after the seed and off the request path, so the first start
 * serves at once and image search covers the whole catalog once "catalog images hashed" is
 * logged. Each cover is drawn on the event loop (a fraction of a millisecond at this size, one
 * per turn) and described in the image worker pool.
 */

const BATCH = 500;
const running = new WeakMap<Database, Promise<void>>();
const finished = new WeakSet<Database>();

/** Whether every cover of this database has its descriptor (image search covers the whole catalog). */
export const areCatalogCoversHashed = (db: Database): boolean => finished.has(db);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function describeMissingCovers(db: Database, log: (line: string) => void): Promise<void> {
  const startedAt = performance.now();
  const missing = await db.select({ id: products.id }).from(products)
    .where(or(isNull(products.imageDescriptor), isNull(products.imageKey), ne(sql`length(${products.imageDescriptor})`, COVER_DESCRIPTOR_BYTES)));
  for (let start = 0; start < missing.length; start += BATCH) {
    const described: Promise<{ id: string; descriptor: string; key: string }>[] = [];
    for (const { id } of missing.slice(start, start + BATCH)) {
      described.push(describeCover(rawPicture(id, 0, DESCRIBE_RENDER_SIZE)).then(({ descriptor, key }) =>
        ({ id, descriptor: Buffer.from(descriptor).toString('hex'), key: Buffer.from(key).toString('hex') })));
      await nextTurn();
    }
    await db.execute(sql`
      update products set image_descriptor = decode(described.descriptor, 'hex'), image_key = decode(described.key, 'hex')
      from jsonb_to_recordset(${JSON.stringify(await Promise.all(described))}::jsonb) as described(id text, descriptor text, key text)
      where products.id = described.id`);
    forgetImageIndex(db);
    if (missing.length > BATCH) log(`catalog images hashed: ${Math.min(start + BATCH, missing.length)}/${missing.length}`);
  }
  // The updates left the rows' pages unmarked in the visibility map: mark them again, so keyword searches read their index alone.
  if (missing.length > 0) await db.execute(sql`vacuum products`);
  log(`catalog images hashed (${missing.length} in ${Math.round(performance.now() - startedAt)} ms)`);
}

/** Starts describing once per database; resolves when every cover has its descriptor. */
export function hashCatalogCovers(db: Database, log: (line: string) => void): Promise<void> {
  let job = running.get(db);
  if (!job) {
    job = describeMissingCovers(db, log).then(() => {
      finished.add(db);
    });
    running.set(db, job);
  }
  return job;
}
