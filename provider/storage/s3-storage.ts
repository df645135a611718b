import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { type BucketLocation, bucketUrl, UPLOAD_SUCCESS_STATUS } from '../../contract/storage-location';
import { InvalidStorageKeyError, isStorageKey, type ObjectStorage, type StoredObject } from './object-storage';

export interface S3StorageOptions extends BucketLocation {
  /** Both or neither: without them the SDK finds credentials itself (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where files are served: a CDN or the bucket's public address, or the provider's own /api/files. */
  publicUrl: string;
}

/** How long the SDK waits for the store before a request fails, so a stalled bucket cannot hold a request forever. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Aliyun OSS through its S3
 * API). Browser uploads go straight to the bucket with a POST policy this provider signs
 * (`signUpload`); the provider reads objects back for image search and the files route.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS },
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const baseUrl = options.publicUrl.replace(/\/+$/, '');
  const uploadUrl = bucketUrl(options);
  const checked = (key: string): string => {
    if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
    return key;
  };

  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }));
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        return { bytes: new Uint8Array(bytes), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        // A HEAD answer has no body, so a missing key is a bare 404 rather than NoSuchKey.
        if (error instanceof NotFound || error instanceof NoSuchKey) return false;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },

    urlFor(key) {
      return `${baseUrl}/${checked(key)}`;
    },

    async signUpload({ key, contentType, maxBytes, expiresInSeconds }) {
      const { fields } = await createPresignedPost(client, {
        Bucket,
        Key: checked(key),
        // The SDK adds the bucket and the exact key. The store refuses any field the policy does
        // not name: `name` is the file name the upload form carries (docs/product.md, "Upload calls") (not stored).
        Conditions: [
          ['content-length-range', 1, maxBytes], ['eq', '$Content-Type', contentType],
          ['eq', '$success_action_status', UPLOAD_SUCCESS_STATUS], ['starts-with', '$name', ''],
        ],
        Fields: { 'Content-Type': contentType, success_action_status: UPLOAD_SUCCESS_STATUS },
        Expires: expiresInSeconds,
      });
      return { url: uploadUrl, fields };
    },
  };
}
