import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../storage/object-storage';
import { keepUpload } from '../../uploads/uploaded-key';

export interface ReceivingDeps {
  db: Database;
  storage: ObjectStorage;
}

/**
 * Keeps the operator's uploaded QC photos (uploads of this site, through the signed upload
 * form) as the shopper's private pictures, then runs `change` with their private keys. A key
 * that is no upload of the tenant is 400 VALIDATION_FAILED at `path(index)`. If anything fails,
 * the copies already made are deleted, so a refused receipt leaves no picture behind.
 */
export async function withKeptPhotos<T>(
  deps: ReceivingDeps, tenantId: string, keys: readonly string[], path: (index: number) => string, now: Date,
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
