import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IN_MEMORY_DATA_DIR, type ProviderEnv } from '../env';

const SECRET_FILE = 'upload-signing-secret';
const SECRET_BYTES = 32;

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
    const secret = env.UPLOAD_SIGNING_SECRET ? Buffer.from(env.UPLOAD_SIGNING_SECRET)
      : env.DATA_DIR === IN_MEMORY_DATA_DIR ? randomBytes(SECRET_BYTES)
      : secretFromDataDir(env.DATA_DIR);
    key = { secret, accessKeyId: `local-${createHash('sha256').update(secret).digest('hex').slice(0, 16)}` };
    keys.set(env, key);
  }
  return key;
}

function secretFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // The exclusive create makes processes sharing DATA_DIR agree on one key.
    writeFileSync(file, randomBytes(SECRET_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
    console.warn(`[provider] UPLOAD_SIGNING_SECRET is unset: upload policies are signed with the key in ${file}.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (secret.length !== SECRET_BYTES) throw new Error(`${file} does not hold a ${SECRET_BYTES}-byte key: delete it to make a new one`);
  return secret;
}
