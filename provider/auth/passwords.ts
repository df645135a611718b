import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Login and pay passwords, hashed with scrypt (memory-hard). The cost is set by the login
 * budget: p99 under 150 ms at four concurrent logins through the storefront on a 2-core
 * machine. N = 2^14 (30 ms a hash) measured 152–194 ms there, as the hash is most of a
 * login's CPU; N = 2^13, r = 8 (8 MiB, about 15 ms) keeps the budget. The parameters are
 * stored with each hash, so a bigger machine can raise them without invalidating existing ones.
 */
const PARAMS = { N: 2 ** 13, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

type ScryptParams = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs about 128·N·r bytes and refuses to run above maxmem (32 MiB by default).
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N=8192,r=8,p=1$<salt>$<key>`, both base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const HASH_PATTERN = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const [, N, r, p, salt = '', key = ''] = match;
  return { params: { N: Number(N), r: Number(r), p: Number(p) }, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) throw new Error('Unreadable password hash');
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * A stored hash no password matches, for an account nobody signs in to (the demo robot): it
 * reads as a hash, so a sign-in spends the time of one verification, but its key is one byte
 * long, and a derived key is always KEY_BYTES.
 */
export const NO_PASSWORD_HASH = `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${Buffer.alloc(SALT_BYTES).toString('base64url')}$AA`;

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification and answers false, for a login with an unknown e-mail,
 * so that its answer takes as long as a wrong password's.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
