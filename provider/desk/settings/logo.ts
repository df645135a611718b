import { randomUUID } from 'node:crypto';
import type { DeskSettings } from '../../../contract/desk-settings';
import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../storage/object-storage';
import { ensureUploaded } from '../../uploads/uploaded-key';
import type { DeskActor } from '../audit';
import { saveTenantFields } from './settings-writes';

/**
 * Makes an upload of this tenant the site's logo (docs/product.md, "Settings"). Uploads take
 * JPEG and PNG only, checked by their bytes: an SVG, which could carry scripts, is refused
 * where it is uploaded. The picture is copied to a key of its own, out of reach of the
 * image-search sweep; if the save fails the copy is deleted.
 */
export async function updateLogo(
  deps: { db: Database; storage: ObjectStorage }, actor: DeskActor, uploadKey: string, now: Date,
): Promise<DeskSettings> {
  await ensureUploaded(deps, actor.tenantId, uploadKey, 'key', now);
  const upload = await deps.storage.get(uploadKey);
  if (!upload) throw new Error(`The upload ${uploadKey} is recorded but not stored`);
  const key = `site/${actor.tenantId}/logo-${randomUUID()}.${upload.contentType === 'image/png' ? 'png' : 'jpg'}`;
  await deps.storage.put(key, upload.bytes, upload.contentType);
  try {
    return await saveTenantFields(deps.db, actor, 'settings.logo', { logoImage: deps.storage.urlFor(key) }, now);
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}
