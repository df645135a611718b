import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { ObjectStorage, StoredObject } from '../storage/object-storage';
import { UPLOAD_IMAGE_TYPES } from './image-bytes';
import { checkUploadedImage } from './store-upload';
import { searchUploadExtension, UPLOAD_MAX_BYTES } from './upload-policy';

/** The extension of a photo this tenant's shoppers post straight to the bucket (never through the provider), or null. */
const directUploadExtension = (storage: ObjectStorage, tenantId: string, key: string) =>
  storage.signUpload === undefined ? null : searchUploadExtension(tenantId, key);

/** Whether a key names a photo this tenant's shoppers post straight to the bucket (never through the provider). */
export const isDirectUploadKey = (storage: ObjectStorage, tenantId: string, key: string): boolean =>
  directUploadExtension(storage, tenantId, key) !== null;

/**
 * Records an upload the browser posted straight to the bucket, which the provider never saw:
 * on its first use (an image search, a certificate, a custom item's photo) it gets its
 * uploads row, so pictures may name it and the retention sweep deletes it. The bucket's
 * policy already held the key, size and type to the token's; the stored object is checked
 * again all the same (a store may enforce less), and one that fails is deleted.
 * Answers whether the key is now an upload of this tenant; false where uploads are not direct.
 */
export async function recordDirectUpload(
  { db, storage }: { db: Database; storage: ObjectStorage },
  tenantId: string,
  key: string,
  now: Date,
  read?: StoredObject,
): Promise<boolean> {
  const ext = directUploadExtension(storage, tenantId, key);
  if (!ext) return false;
  const stored = read ?? (await storage.get(key));
  if (!stored) return false;
  const contentType = UPLOAD_IMAGE_TYPES[ext];
  const allowed = stored.contentType === contentType && await checkUploadedImage(stored.bytes, { contentType, minBytes: 1, maxBytes: UPLOAD_MAX_BYTES })
    .then(() => true, (error: unknown) => {
      if (error instanceof ProblemError) return false;
      throw error;
    });
  if (!allowed) {
    await storage.delete(key);
    return false;
  }
  await db.insert(uploads).values({ key, tenantId, contentType, size: stored.bytes.byteLength, createdAt: now }).onConflictDoNothing();
  return true;
}
