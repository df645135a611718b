import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../config.server';

const KEY_BYTES = 32;
const MIN_SECRET_LENGTH = 32;
const KEY_FILE = 'session-secret';

/** The profile-sealing key from `SESSION_SECRET` (HKDF-SHA-256, so the secret itself never touches a cipher). */
export function deriveSessionKey(secret: string): Buffer {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  return Buffer.from(hkdfSync('sha256', secret, 'proxy-storefront', 'profile cookie v1', KEY_BYTES));
}

/**
 * A random key kept in `dir`, made on first use, so a restart keeps everyone's session. The
 * exclusive create means two processes sharing `dir` agree on one key.
 */
export function keyFromFile(dir: string): Buffer {
  const path = join(dir, KEY_FILE);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${path} does not hold a ${KEY_BYTES}-byte key: delete it to make a new one`);
  return key;
}

let key: Buffer | undefined;

/** This process's sealing key: `SESSION_SECRET`, else the key file in `DATA_DIR` (default `.data`). */
export function sessionKey(): Buffer {
  if (key) return key;
  if (config.sessionSecret) return (key = deriveSessionKey(config.sessionSecret));
  const dir = config.dataDir;
  console.warn(`[session] SESSION_SECRET is unset: profile cookies are sealed with the key in ${join(dir, KEY_FILE)}. Production should set SESSION_SECRET (the same on every storefront process).`);
  return (key = keyFromFile(dir));
}
