import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Profile } from '../../../contract/user';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface ProfileSeal {
  /** The profile encrypted and authenticated, as cookie-safe text. */
  seal(profile: Profile, token: string): string;
  /** The profile back, or `null` when the text was altered, sealed with another key or for another token. */
  unseal(sealed: string, token: string): Profile | null;
}

// The token is authenticated with the profile, so a sealed profile opens only beside the token it came with.
const tokenBinding = (token: string) => createHash('sha256').update(token).digest();

/** AES-256-GCM sealing of the profile cookie (docs/product.md, "Sessions and accounts": the profile cookie is sealed). */
export function createProfileSeal(key: Buffer): ProfileSeal {
  if (key.length !== 32) throw new Error('The profile seal needs a 256-bit key');
  return {
    seal(profile, token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(tokenBinding(token));
      const body = Buffer.concat([cipher.update(JSON.stringify(profile), 'utf8'), cipher.final()]);
      return `${FORMAT}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    unseal(sealed, token) {
      const [format, payload] = sealed.split('.');
      if (format !== FORMAT || !payload) return null;
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(tokenBinding(token));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const json = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
        const parsed = Profile.safeParse(JSON.parse(json));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
