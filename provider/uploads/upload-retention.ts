import { and, asc, inArray, like, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';

const HOUR_MS = 60 * 60_000;
const BATCH = 200;
/** Often enough that a photo outlives its retention by at most a few minutes. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Deletes the image-search uploads older than the retention time (UPLOAD_RETENTION_HOURS):
 * the file first, then its row, so a failed delete is tried again by the next sweep.
 * Answers how many were deleted.
 */
export async function sweepExpiredUploads(db: Database, storage: ObjectStorage, retentionHours: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - retentionHours * HOUR_MS);
  let deleted = 0;
  for (;;) {
    const expired = await db.select({ key: uploads.key }).from(uploads)
      .where(and(like(uploads.key, 'search/%'), lt(uploads.createdAt, before)))
      .orderBy(asc(uploads.createdAt)).limit(BATCH);
    if (expired.length === 0) return deleted;
    const keys = expired.map((row) => row.key);
    for (const key of keys) await storage.delete(key);
    await db.delete(uploads).where(inArray(uploads.key, keys));
    deleted += keys.length;
  }
}

/** Sweeps now and then every few minutes in the background; answers a function that stops it. */
export function startUploadSweeper(
  db: Database, storage: ObjectStorage, retentionHours: number, { clock, log }: { clock: () => Date; log: (line: string) => void },
): () => void {
  const sweep = () => sweepExpiredUploads(db, storage, retentionHours, clock()).then(
    (count) => count > 0 && log(`deleted ${count} image-search uploads older than ${retentionHours} h`),
    (error: unknown) => log(`upload sweep failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
