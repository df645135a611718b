/**
 * Where an S3-compatible bucket lives, from the S3_* variables (no keys: the storefront reads
 * these too, for its Content-Security-Policy). Shared by the provider, which stores files and
 * signs browser uploads there, and the storefront, which lets the browser post and load there.
 */
export interface BucketLocation {
  bucket: string;
  region: string;
  /** The store's API origin (MinIO, R2, OSS, a test server); undefined on AWS S3 itself. */
  endpoint: string | undefined;
  /** `{endpoint}/{bucket}/{key}` rather than `{bucket}.{endpoint host}/{key}` (MinIO and most test servers need it). */
  forcePathStyle: boolean;
}

/** AWS's rules for a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens. */
export const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const DEFAULT_S3_REGION = 'us-east-1';

/** The variables the storage origins are read from (the storefront's process env, or the provider's parsed one). */
export type StorageVariables = Partial<Record<
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'PUBLIC_STORAGE_URL' | 'PUBLIC_URL', string | undefined
>>;

/** The bucket the variables name, or null when S3_BUCKET is unset (files stay in the local directory). */
export function bucketLocationOf(env: StorageVariables): BucketLocation | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) return null;
  return {
    bucket,
    region: env.S3_REGION || DEFAULT_S3_REGION,
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  };
}

/** The URL a browser POSTs an upload form to: the bucket's own address. */
export function bucketUrl({ bucket, region, endpoint, forcePathStyle }: BucketLocation): string {
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  if (forcePathStyle) return `${base.origin}/${bucket}`;
  return `${base.protocol}//${bucket}.${base.host}`;
}

/** An absolute PUBLIC_STORAGE_URL (a CDN or the bucket's public address) names another origin; a path is this site. */
export const absoluteOrigin = (url: string | undefined): string | null =>
  url && /^https?:\/\//i.test(url) ? new URL(url).origin : null;

/**
 * The origins besides the site's own that the browser must reach for stored files: the
 * bucket it posts uploads to (connect-src) and the file host pictures load from (img-src).
 */
export function storageOrigins(env: StorageVariables): { upload: string | null; files: string | null } {
  const location = bucketLocationOf(env);
  return {
    // Without a bucket, uploads go to the provider's own form endpoint under PUBLIC_URL.
    upload: location ? new URL(bucketUrl(location)).origin : absoluteOrigin(env.PUBLIC_URL),
    files: absoluteOrigin(env.PUBLIC_STORAGE_URL),
  };
}

/** The status an upload form asks the store to answer a stored file with (OSS and S3 `success_action_status`). */
export const UPLOAD_SUCCESS_STATUS = '200';
