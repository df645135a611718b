import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IN_MEMORY_DATA_DIR } from '../env';

const SECRET_BYTES = 32;

/**
 * A signing key: the configured one, else a random key kept in DATA_DIR under `fileName` (made
 * on first use, so a restart keeps what was signed valid, and the exclusive create makes
 * processes sharing DATA_DIR agree on one key), else, for an in-memory provider, a key of this
 * process only.
 */
export function configuredOrKeptSecret(configured: string | undefined, dataDir: string, fileName: string, variable: string): Buffer {
  if (configured) return Buffer.from(configured);
  if (dataDir === IN_MEMORY_DATA_DIR) return randomBytes(SECRET_BYTES);
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(SECRET_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
    console.warn(`[provider] ${variable} is unset: using the key in ${file}.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (secret.length !== SECRET_BYTES) throw new Error(`${file} does not hold a ${SECRET_BYTES}-byte key: delete it to make a new one`);
  return secret;
}
