/**
 * Where uploaded and seeded files live. The local-directory backend serves development and
 * single-machine installs; an S3/OSS-compatible backend implements the same interface.
 */
export interface ObjectStorage {
  put(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object under a key; nothing stored there is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of a key, under PUBLIC_STORAGE_URL. */
  urlFor(key: string): string;
}

export interface StoredObject {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Keys are slash-separated segments of letters, digits, '.', '_' and '-', none starting with
 * a dot: so no key can climb out of the storage root ('..') or name a hidden file.
 */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const MAX_STORAGE_KEY_LENGTH = 512;

export const isStorageKey = (key: string): boolean =>
  key.length <= MAX_STORAGE_KEY_LENGTH && STORAGE_KEY_PATTERN.test(key);

export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
