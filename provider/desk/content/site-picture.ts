import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../storage/object-storage';
import { ensureUploaded } from '../../uploads/uploaded-key';

/**
 * Keeps an operator's upload (JPEG or PNG, checked by its bytes where it was uploaded) as a
 * picture of the site (a banner, a how-to-use step): a copy under `site/<tenant>/<name>-…`, out
 * of reach of the image-search retention sweep; answers its public address. A key that is no
 * upload of this tenant is 400 VALIDATION_FAILED at `path`.
 */
export async function keepSitePicture(
  deps: { db: Database; storage: ObjectStorage }, tenantId: string, key: string, path: string, name: string, now: Date,
): Promise<string> {
  await ensureUploaded(deps, tenantId, key, path, now);
  const upload = await deps.storage.get(key);
  if (!upload) throw new Error(`The upload ${key} is recorded but not stored`);
  const kept = `site/${tenantId}/${name}-${randomUUID()}.${upload.contentType === 'image/png' ? 'png' : 'jpg'}`;
  await deps.storage.put(kept, upload.bytes, upload.contentType);
  return deps.storage.urlFor(kept);
}
