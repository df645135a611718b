import { isStorageKey } from '../storage/object-storage';
import { isPrivateKey } from '../storage/private-files';

/**
 * The storage key an image search URL names, or null. Only files on the site's own storage
 * are searched by, and they are read through the storage layer, never fetched: so an
 * `imageUrl` cannot make the provider request another host, a cloud metadata address or a
 * local file. Accepted: `{PUBLIC_STORAGE_URL}/{key}`, `/api/files/{key}`, and the latter on
 * the origin the request came to; never a private key (a shopper's photo is read through its signed link only).
 */
const FILES_PATH = '/api/files/';

export function storageKeyOfImageUrl(imageUrl: string, { publicStorageUrl, requestOrigin }: { publicStorageUrl: string; requestOrigin: string }): string | null {
  const publicPrefix = `${publicStorageUrl.replace(/\/+$/, '')}/`;
  // A scheme-relative URL ('//host/...') names another host.
  if (imageUrl.startsWith('//')) return null;
  const prefix = [publicPrefix, FILES_PATH, `${requestOrigin}${FILES_PATH}`].find((candidate) => imageUrl.startsWith(candidate));
  if (!prefix) return null;
  const key = imageUrl.slice(prefix.length);
  // isStorageKey admits no '..', '%', '?', '#', '\\' or ':': the key is the file, nothing else.
  return isStorageKey(key) && !isPrivateKey(key) ? key : null;
}
