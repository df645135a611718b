import { isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { describeCovers } from './image-hash';
import { COVER_DESCRIPTOR_BYTES } from './image-hash-pool';
import { forgetImageIndex } from './image-index';
import { DESCRIBE_RENDER_SIZE, rawPicture } from './product-pictures';

/**
 * Describes every cover that has no image-search descriptor and key yet (or a descriptor made
 * with another set of crops, before an upgrade), after the seed and off the request path, so the first start
 * serves at once and image search covers the whole catalog once "catalog images hashed" is
 * logged. Covers are drawn on the event loop (a few hundredths of a millisecond each at this
 * size, PER_JOB a turn) and described in the image worker pool.
 */

const BATCH = 500;
/** Covers a worker describes in one job: a few milliseconds of work, saving a message per cover. */
const PER_JOB = 50;
const running = new WeakMap<Database, Promise<void>>();
const finished = new WeakSet<Database>();

/** Whether every cover of this database has its descriptor (image search covers the whole catalog). */
export const areCatalogCoversHashed = (db: Database): boolean => finished.has(db);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface DescribedCover { id: string; descriptor: string; key: string }

/**
 * The covers described, PER_JOB to a worker job, with one job waiting while the worker runs
 * another: a shopper's image search never queues behind more.
 */
async function describeBatch(ids: string[]): Promise<DescribedCover[]> {
  const jobs: Promise<DescribedCover[]>[] = [];
  for (let at = 0; at < ids.length; at += PER_JOB) {
    const jobIds = ids.slice(at, at + PER_JOB);
    await nextTurn();
    const job = describeCovers(jobIds.map((id) => rawPicture(id, 0, DESCRIBE_RENDER_SIZE))).then((covers) => covers.map(({ descriptor, key }, i) =>
      ({ id: jobIds[i] ?? '', descriptor: Buffer.from(descriptor).toString('hex'), key: Buffer.from(key).toString('hex') })));
    job.catch(() => {}); // awaited below; a failure while an earlier job is awaited is not unhandled
    jobs.push(job);
    if (jobs.length >= 2) await jobs[jobs.length - 2];
  }
  return (await Promise.all(jobs)).flat();
}

/**
 * Keyword searches read products from an index alone only on pages the visibility map marks
 * all-visible. The seed, this pass's updates and a migration that rewrote the table (a new
 * stored column) leave pages unmarked, and autovacuum may leave them so for a long while; the
 * pass vacuums then. (pg_class's count is the last vacuum's, so this pass's own updates are
 * not in it.)
 */
async function hasUnmarkedPages(db: Database): Promise<boolean> {
  const result = await db.execute(sql`
    select relallvisible::bigint as visible, pg_relation_size(oid) / current_setting('block_size')::bigint as pages
    from pg_class where oid = 'products'::regclass`);
  const [table] = (result as { rows: { visible: string | number; pages: string | number }[] }).rows;
  return table !== undefined && Number(table.visible) < 0.9 * Number(table.pages);
}

async function describeMissingCovers(db: Database, log: (line: string) => void): Promise<void> {
  const startedAt = performance.now();
  const missing = (await db.select({ id: products.id }).from(products)
    .where(or(isNull(products.imageDescriptor), isNull(products.imageKey), ne(sql`length(${products.imageDescriptor})`, COVER_DESCRIPTOR_BYTES))))
    .map((row) => row.id);
  // Each batch is written while the next is described.
  let writing: Promise<void> = Promise.resolve();
  for (let start = 0; start < missing.length; start += BATCH) {
    const described = await describeBatch(missing.slice(start, start + BATCH));
    const done = start + described.length;
    await writing;
    writing = db.execute(sql`
      update products set image_descriptor = decode(described.descriptor, 'hex'), image_key = decode(described.key, 'hex')
      from jsonb_to_recordset(${JSON.stringify(described)}::jsonb) as described(id text, descriptor text, key text)
      where products.id = described.id`).then(() => {
      forgetImageIndex(db);
      if (missing.length > BATCH) log(`catalog images hashed: ${done}/${missing.length}`);
    });
    writing.catch(() => {}); // awaited before the next write and after the last
  }
  await writing;
  if (missing.length > 0 || await hasUnmarkedPages(db)) await db.execute(sql`vacuum products`);
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
