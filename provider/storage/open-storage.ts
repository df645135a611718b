import { bucketLocationOf } from '../../contract/storage-location';
import type { ProviderEnv } from '../env';
import { createLocalDirectoryStorage } from './local-directory-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

/** The storage backend the environment names: the S3_BUCKET bucket, else the STORAGE_DIR directory. */
export function openObjectStorage(env: ProviderEnv): ObjectStorage {
  const location = bucketLocationOf(env);
  if (!location) return createLocalDirectoryStorage(env.STORAGE_DIR, env.PUBLIC_STORAGE_URL);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return createS3Storage({
    ...location,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl: env.PUBLIC_STORAGE_URL,
  });
}
