import type { Database } from '../db/client';
import type { ObjectStorage } from '../storage/object-storage';
import { keepUpload } from '../uploads/uploaded-key';

/*
 * An operator's photos (a packed parcel, a received one): uploaded like every picture of the
 * site (GET /front/upload-token, then the signed form, which bounds the type and size), then
 * kept here as private pictures of the tenant's shopper, served only through signed links. The
 * desk route that takes the keys is the one that authorises the operator's role.
 */

interface PhotoDeps {
  db: Database;
  storage: ObjectStorage;
}

/**
 * Keeps the operator's uploads as private copies and runs `step` with their keys; when `step`
 * fails the copies are deleted again, so a refused step leaves no file behind. 400
 * VALIDATION_FAILED at `path.N` for a key that is not an upload of this tenant.
 */
export async function withOperatorPhotos<T>(
  deps: PhotoDeps, tenantId: string, uploadKeys: readonly string[], path: string, now: Date, step: (privateKeys: string[]) => Promise<T>,
): Promise<T> {
  const kept: string[] = [];
  try {
    for (const [index, key] of uploadKeys.entries()) kept.push(await keepUpload(deps, tenantId, key, `${path}.${index}`, now));
    return await step(kept);
  } catch (error) {
    await Promise.all(kept.map((key) => deps.storage.delete(key)));
    throw error;
  }
}
