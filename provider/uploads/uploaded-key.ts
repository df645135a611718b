import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { ObjectStorage, StoredObject } from '../storage/object-storage';
import { newPrivateKey } from '../storage/private-files';
import { recordDirectUpload } from './direct-upload';
import { ofTenant } from '../db/ownership';

/**
 * Whether `key` is an upload of this tenant: it has its uploads row, or it is a direct upload
 * (checked and recorded now, on its first use). `read` is the object when the caller has it already.
 */
export async function isUploaded(
  uses: { db: Database; storage: ObjectStorage }, tenantId: string, key: string, now: Date, read?: StoredObject,
): Promise<boolean> {
  const [upload] = await uses.db.select({ key: uploads.key }).from(uploads).where(and(ofTenant(uploads, tenantId), eq(uploads.key, key)));
  return upload !== undefined || recordDirectUpload(uses, tenantId, key, now, read);
}

/**
 * A picture this tenant's shopper uploaded (through the signed form, or straight to the
 * bucket and recorded now); 400 VALIDATION_FAILED at `path` for any other key.
 */
export async function ensureUploaded(
  uses: { db: Database; storage: ObjectStorage }, tenantId: string, key: string, path: string, now: Date,
): Promise<void> {
  if (!(await isUploaded(uses, tenantId, key, now))) {
    throw new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: 'The request body is invalid.', errors: [{ path, message: 'Not an uploaded picture' }] });
  }
}

/**
 * Keeps a shopper's upload as their own picture (a transfer certificate, a custom item's
 * photo): a copy under a private key, served only through signed links (private-files.ts) and
 * out of reach of the image-search retention sweep. Answers the private key; 400 as ensureUploaded.
 */
export async function keepUpload(
  uses: { db: Database; storage: ObjectStorage }, tenantId: string, key: string, path: string, now: Date,
): Promise<string> {
  await ensureUploaded(uses, tenantId, key, path, now);
  const upload = await uses.storage.get(key);
  if (!upload) throw new Error(`The upload ${key} is recorded but not stored`);
  const kept = newPrivateKey(tenantId, key);
  await uses.storage.put(kept, upload.bytes, upload.contentType);
  return kept;
}
