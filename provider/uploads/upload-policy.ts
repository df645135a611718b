import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ProblemError } from '../http/problem';
import type { UploadExtension, UploadImageType } from './image-bytes';
import type { UploadSigningKey } from './upload-signing-secret';

/** An image-search photo is at most 10 MB (docs/product.md, "Image search"). */
export const UPLOAD_MAX_BYTES = 10_485_760;
/** Long enough to shrink a photo and send it on a slow line, short enough that a leaked token soon dies. */
export const UPLOAD_POLICY_LIFETIME_MS = 10 * 60_000;

/**
 * The POST policy of an OSS/S3-style storage host, base64-encoded JSON, in the one shape this
 * provider signs: the exact key, the size range and the image type.
 */
const UploadPolicy = z.object({
  expiration: z.iso.datetime(),
  conditions: z.tuple([
    z.tuple([z.literal('eq'), z.literal('$key'), z.string()]),
    z.tuple([z.literal('content-length-range'), z.number().int(), z.number().int()]),
    z.tuple([z.literal('eq'), z.literal('$Content-Type'), z.enum(['image/jpeg', 'image/png'])]),
  ]),
});
type UploadPolicy = z.infer<typeof UploadPolicy>;

export interface SignedUploadPolicy {
  key: string;
  policy: string;
  signature: string;
}

/** The form fields that prove an upload was allowed (docs/product.md, "Upload calls": key, policy, OSSAccessKeyId, signature). */
export interface UploadCredentials {
  key: string;
  policy: string;
  accessKeyId: string;
  signature: string;
}

/** What a verified policy lets the form store. */
export interface AllowedUpload {
  key: string;
  /** The tenant the token was issued for, named in the signed key. */
  tenantId: string;
  contentType: UploadImageType;
  minBytes: number;
  maxBytes: number;
}

/**
 * A fresh key under a tenant-scoped, dated, random prefix (`search/{tenant}/{yyyymmdd}/{uuid}.{ext}`):
 * no one can guess or overwrite another's photo.
 */
export const searchUploadKey = (tenantId: string, ext: UploadExtension, now: Date): string =>
  `search/${tenantId}/${now.toISOString().slice(0, 10).replaceAll('-', '')}/${randomUUID()}.${ext}`;
const tenantOfSearchUploadKey = (key: string): string => key.split('/')[1] ?? '';

const SEARCH_UPLOAD_KEY = /^search\/([^/]+)\/\d{8}\/[0-9a-f-]{36}\.(jpg|jpeg|png)$/;

/** The extension of a key searchUploadKey made for this tenant, or null for any other key. */
export function searchUploadExtension(tenantId: string, key: string): UploadExtension | null {
  const match = SEARCH_UPLOAD_KEY.exec(key);
  return match?.[1] === tenantId ? (match[2] as UploadExtension) : null;
}

const sign = (signingKey: UploadSigningKey, policy: string): string =>
  createHmac('sha256', signingKey.secret).update(policy).digest('base64');

export function signUploadPolicy(
  signingKey: UploadSigningKey,
  { key, contentType, now }: { key: string; contentType: UploadImageType; now: Date },
): SignedUploadPolicy {
  const document: UploadPolicy = {
    expiration: new Date(now.getTime() + UPLOAD_POLICY_LIFETIME_MS).toISOString(),
    conditions: [['eq', '$key', key], ['content-length-range', 1, UPLOAD_MAX_BYTES], ['eq', '$Content-Type', contentType]],
  };
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  return { key, policy, signature: sign(signingKey, policy) };
}

const refused = (code: 'UPLOAD_SIGNATURE_INVALID' | 'UPLOAD_POLICY_EXPIRED' | 'UPLOAD_KEY_NOT_ALLOWED', detail: string) =>
  new ProblemError({ status: 403, code, detail });

/**
 * Checks an upload form against the policy it carries: signed with this provider's key (so
 * neither forged nor tampered with), not expired, and for exactly the key it names.
 */
export function verifyUploadPolicy(signingKey: UploadSigningKey, form: UploadCredentials, now: Date): AllowedUpload {
  const expected = Buffer.from(sign(signingKey, form.policy));
  const given = Buffer.from(form.signature);
  if (form.accessKeyId !== signingKey.accessKeyId || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refused('UPLOAD_SIGNATURE_INVALID', 'The upload signature does not match its policy: ask for a new upload token.');
  }
  const parsed = UploadPolicy.safeParse(parseJson(Buffer.from(form.policy, 'base64').toString('utf8')));
  if (!parsed.success) throw refused('UPLOAD_SIGNATURE_INVALID', 'The upload policy is not one this storage host signs.');
  const { expiration, conditions: [[, , key], [, minBytes, maxBytes], [, , contentType]] } = parsed.data;
  if (Date.parse(expiration) <= now.getTime()) {
    throw refused('UPLOAD_POLICY_EXPIRED', 'The upload token has expired: ask for a new one.');
  }
  if (form.key !== key) throw refused('UPLOAD_KEY_NOT_ALLOWED', 'The upload policy does not allow this key.');
  return { key, tenantId: tenantOfSearchUploadKey(key), contentType, minBytes, maxBytes };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
