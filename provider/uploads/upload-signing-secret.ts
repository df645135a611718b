import { createHash } from 'node:crypto';
import type { ProviderEnv } from '../env';
import { configuredOrKeptSecret } from '../security/data-dir-secret';

const SECRET_FILE = 'upload-signing-secret';

export interface UploadSigningKey {
  secret: Buffer;
  /** Names the key in tokens and forms (OSSAccessKeyId) without revealing it, so a rotated key is told apart. */
  accessKeyId: string;
}

const keys = new WeakMap<ProviderEnv, UploadSigningKey>();

/**
 * The key upload policies are signed with: UPLOAD_SIGNING_SECRET, else a random key kept in
 * DATA_DIR (made on first use, so a restart keeps tokens valid), else, for an in-memory
 * provider, a key of this process only.
 */
export function uploadSigningKey(env: ProviderEnv): UploadSigningKey {
  let key = keys.get(env);
  if (!key) {
    const secret = configuredOrKeptSecret(env.UPLOAD_SIGNING_SECRET, env.DATA_DIR, SECRET_FILE, 'UPLOAD_SIGNING_SECRET');
    key = { secret, accessKeyId: `local-${createHash('sha256').update(secret).digest('hex').slice(0, 16)}` };
    keys.set(env, key);
  }
  return key;
}
