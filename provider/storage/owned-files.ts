import type { AccountOwner } from '../db/ownership';
import type { ObjectStorage } from './object-storage';

/**
 * Whether `viewer` may see the pictures `owner` owns (QC and package photos): today only the
 * owner. This is where a tenant staff check joins when operators sign in.
 */
export function mayViewOwnedFiles(viewer: AccountOwner, owner: AccountOwner): boolean {
  return viewer.tenantId === owner.tenantId && viewer.userId === owner.userId;
}

/** Links to the owner's pictures for this viewer (signed for private keys: private-files.ts); none for anyone else. */
export function ownedFileUrls(storage: ObjectStorage, viewer: AccountOwner, owner: AccountOwner, keys: readonly string[]): string[] {
  return mayViewOwnedFiles(viewer, owner) ? keys.map((key) => storage.urlFor(key)) : [];
}
