/**
 * Where uploaded and seeded files live: a local directory (development and single-machine
 * installs) or an S3-compatible bucket (s3-storage.ts), chosen by open-storage.ts.
 */
export interface ObjectStorage {
  put(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Whether something is stored under the key, without reading it. */
  has(key: string): Promise<boolean>;
  /** Removes the object under a key; nothing stored there is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of a key, under PUBLIC_STORAGE_URL. */
  urlFor(key: string): string;
  /**
   * A browser upload straight to the store: where to POST and the signed form fields that
   * allow exactly this key, type and size range until they expire. Absent when the store has
   * no such form (the local directory): the provider's own form endpoint stores uploads then.
   */
  signUpload?(upload: UploadToSign): Promise<SignedUploadForm>;
}

export interface UploadToSign {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

export interface SignedUploadForm {
  url: string;
  /** Every field to post, in order, before the file. */
  fields: Record<string, string>;
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
