import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';
import type { ProviderEnv } from '../env';
import { uploadSigningKey } from '../uploads/upload-signing-secret';
import { InvalidStorageKeyError, isStorageKey, type ObjectStorage } from './object-storage';

/*
 * A shopper's own pictures (QC photos of order lines and inbound parcels, transit package
 * photos, transfer certificates and custom items' photos they uploaded) live under `private/` with random keys, and are served only through links signed
 * for a short while: the owner's views sign them (owned-files.ts), the files route checks
 * them. Catalog and site pictures stay public and cacheable. The links always point at the
 * provider's files route, which reads the object from either backend (directory or bucket),
 * so a CDN or public bucket in PUBLIC_STORAGE_URL never serves a private object.
 */

export const PRIVATE_PREFIX = 'private/';
/** Where signed links point: the provider's files route, on the site's own origin. */
const PRIVATE_FILES_URL = '/api/files';
/** Links are valid for one to two windows: the same link for a whole window, so the browser reuses its copy. */
const LINK_WINDOW_MS = 3_600_000;

export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_PREFIX);

/** A fresh, unguessable key for a picture one shopper of `tenantId` owns; a PNG when it copies one (`copied`). */
export const newPrivateKey = (tenantId: string, copied = ''): string =>
  `${PRIVATE_PREFIX}${tenantId}/${randomUUID()}.${copied.endsWith('.png') ? 'png' : 'jpg'}`;

/** The query of a signed link: its expiry (Unix seconds) and the signature over key and expiry. */
export interface PrivateLinkQuery {
  expires?: string | undefined;
  signature?: string | undefined;
}

export interface PrivateLinks {
  /** A link to the private object under `key`, valid until the end of the next window. */
  urlFor(key: string, now: Date): string;
  /** Seconds the link's signature still admits `key` at `now`; null for a missing, wrong or expired one. */
  secondsLeft(key: string, query: PrivateLinkQuery, now: Date): number | null;
}

const keys = new WeakMap<ProviderEnv, Buffer>();

/** The links signed with a key of their own, derived from UPLOAD_SIGNING_SECRET so no upload policy can pass for one. */
export function privateLinks(env: ProviderEnv): PrivateLinks {
  let key = keys.get(env);
  if (!key) {
    key = createHmac('sha256', uploadSigningKey(env).secret).update('private-file-links').digest();
    keys.set(env, key);
  }
  const secret = key;
  const sign = (fileKey: string, expires: number) => createHmac('sha256', secret).update(`${fileKey}\n${expires}`).digest('base64url');
  return {
    urlFor(fileKey, now) {
      const expires = (Math.floor(now.getTime() / LINK_WINDOW_MS) + 2) * (LINK_WINDOW_MS / 1000);
      return `${PRIVATE_FILES_URL}/${fileKey}?expires=${expires}&signature=${sign(fileKey, expires)}`;
    },
    secondsLeft(fileKey, { expires, signature }, now) {
      if (expires === undefined || signature === undefined) return null;
      const left = Number(expires) - Math.floor(now.getTime() / 1000);
      const expected = Buffer.from(sign(fileKey, Number(expires)));
      const given = Buffer.from(signature);
      return left > 0 && given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
    },
  };
}

/** Storage whose `urlFor` answers a signed link for a private key (and the public URL for any other). */
export function withPrivateLinks(storage: ObjectStorage, links: PrivateLinks, clock: Clock): ObjectStorage {
  return {
    ...storage,
    urlFor(key) {
      if (!isPrivateKey(key)) return storage.urlFor(key);
      if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
      return links.urlFor(key, clock());
    },
  };
}
