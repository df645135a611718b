import type { Database } from '../db/client';
import type { ObjectStorage } from '../storage/object-storage';
import { keepUpload } from '../uploads/uploaded-key';

/*
 * An operator's photos (QC photos of a received parcel, a packed one): uploaded like every
 * picture of the site (a desk upload token, then the signed form, which bounds the type and
 * size), then kept as private pictures of the tenant's shopper, served only through signed
 * links. The desk route that takes the keys is the one that authorises the operator's role.
 */

export interface PhotoDeps {
  db: Database;
  storage: ObjectStorage;
}

/**
 * Keeps the operator's uploads as the shopper's private pictures, then runs `change` with the
 * private key of each upload key. A key that is no upload of the tenant is 400
 * VALIDATION_FAILED at `path(index)`. If anything fails, the copies already made are deleted,
 * so a refused step leaves no picture behind.
 */
export async function withOperatorPhotos<T>(
  deps: PhotoDeps, tenantId: string, keys: readonly string[], path: (index: number) => string, now: Date,
  change: (privateKeys: (key: string) => string) => Promise<T>,
): Promise<T> {
  const kept = new Map<string, string>();
  try {
    for (const [index, key] of keys.entries()) {
      if (!kept.has(key)) kept.set(key, await keepUpload(deps, tenantId, key, path(index), now));
    }
    return await change((key) => {
      const privateKey = kept.get(key);
      if (!privateKey) throw new Error(`The photo ${key} was not kept`);
      return privateKey;
    });
  } catch (error) {
    for (const privateKey of kept.values()) await deps.storage.delete(privateKey);
    throw error;
  }
}
