import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import { ProblemError } from '../http/problem';

/** A picture this tenant's shopper uploaded through the signed form; 400 VALIDATION_FAILED at `path` for any other key. */
export async function ensureUploaded(db: Database, tenantId: string, key: string, path: string): Promise<void> {
  const [upload] = await db.select({ key: uploads.key }).from(uploads).where(and(eq(uploads.tenantId, tenantId), eq(uploads.key, key)));
  if (!upload) {
    throw new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: 'The request body is invalid.', errors: [{ path, message: 'Not an uploaded picture' }] });
  }
}
