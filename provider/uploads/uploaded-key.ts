import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { ObjectStorage } from '../storage/object-storage';
import { recordDirectUpload } from './direct-upload';

/**
 * A picture this tenant's shopper uploaded (through the signed form, or straight to the
 * bucket and recorded now); 400 VALIDATION_FAILED at `path` for any other key.
 */
export async function ensureUploaded(
  uses: { db: Database; storage: ObjectStorage }, tenantId: string, key: string, path: string, now: Date,
): Promise<void> {
  const [upload] = await uses.db.select({ key: uploads.key }).from(uploads).where(and(eq(uploads.tenantId, tenantId), eq(uploads.key, key)));
  if (!upload && !(await recordDirectUpload(uses, tenantId, key, now))) {
    throw new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: 'The request body is invalid.', errors: [{ path, message: 'Not an uploaded picture' }] });
  }
}
