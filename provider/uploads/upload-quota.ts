import { gt, sql } from 'drizzle-orm';
import { uploadByteLimits } from '../auth/limits';
import { takeAttempt } from '../auth/rate-limiter';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import type { ProviderEnv } from '../env';
import { ProblemError } from '../http/problem';

/** Who stores an upload: the client address, and the shopper when logged in. */
export interface Uploader {
  client: string;
  userId: string | null;
}

const DAY_MS = 24 * 60 * 60_000;
/** How long a refused uploader is told to wait when the whole site's quota is used up. */
const SITE_QUOTA_RETRY_AFTER_SECONDS = 3600;

/**
 * Charges an upload's bytes to the daily quotas (UPLOAD_DAILY_BYTES_PER_CLIENT per client
 * address and per shopper, UPLOAD_DAILY_BYTES_TOTAL for the whole site), or refuses it with
 * 429 TOO_MANY_ATTEMPTS and Retry-After, so anonymous visitors cannot fill the disk.
 */
export async function takeUploadQuota(db: Database, env: ProviderEnv, tenantId: string, uploader: Uploader, bytes: number, now: Date): Promise<void> {
  const [stored] = await db.select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads).where(gt(uploads.createdAt, new Date(now.getTime() - DAY_MS)));
  if (Number(stored?.bytes ?? 0) + bytes > env.UPLOAD_DAILY_BYTES_TOTAL) {
    throw new ProblemError({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      detail: 'The site takes no more image-search photos today. Try again later.',
      headers: { 'Retry-After': String(SITE_QUOTA_RETRY_AFTER_SECONDS) },
    });
  }
  await takeAttempt(db, tenantId, uploadByteLimits(uploader.client, uploader.userId, env.UPLOAD_DAILY_BYTES_PER_CLIENT), now, bytes);
}
