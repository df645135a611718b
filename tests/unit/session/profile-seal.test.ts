import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/user';
import { createProfileSeal } from '../../../src/lib/session/profile-seal.server';
import { deriveSessionKey, keyFromFile } from '../../../src/lib/session/session-key.server';

const profile: Profile = {
  id: 7, email: 'ann@example.com', secondEmail: null, name: 'Ann Lee', phoneNumber: '+84 912 345 678', language: 'vi',
  accountType: 'INDIVIDUAL', businessLicenseNo: null, legalPersonName: null, unreadNotificationCount: 3, createdAt: '2026-01-02T03:04:05.000Z',
  acceptedTerms: { version: '2026-01-01T00:00:00.000Z', acceptedAt: '2026-01-02T03:04:05.000Z' },
};
const key = deriveSessionKey('a'.repeat(40));
const seal = createProfileSeal(key);
const TOKEN = 'token-of-ann';

describe('profile sealing', () => {
  it('round-trips the profile, and page scripts cannot read it', () => {
    const sealed = seal.seal(profile, TOKEN);
    expect(seal.unseal(sealed, TOKEN)).toEqual(profile);
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('ann@example.com');
  });

  it('seals the same profile differently each time (fresh IV)', () => {
    expect(seal.seal(profile, TOKEN)).not.toBe(seal.seal(profile, TOKEN));
  });

  it('detects any altered byte', () => {
    const sealed = seal.seal(profile, TOKEN);
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (const at of [0, 12, 20, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[at]! ^= 1;
      expect(seal.unseal(`v1.${altered.toString('base64url')}`, TOKEN), `byte ${at}`).toBeNull();
    }
  });

  it('refuses a profile sealed with another key or for another token', () => {
    const sealed = seal.seal(profile, TOKEN);
    expect(createProfileSeal(deriveSessionKey('b'.repeat(40))).unseal(sealed, TOKEN)).toBeNull();
    expect(seal.unseal(sealed, 'token-of-someone-else')).toBeNull();
  });

  it('refuses garbage', () => {
    for (const text of ['', 'v1', 'v1.', 'v2.abc', 'v1.!!!', 'v1.AAAA', profile.email]) expect(seal.unseal(text, TOKEN)).toBeNull();
  });
});

describe('the sealing key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'session-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('derives a 256-bit key from SESSION_SECRET, and refuses a short secret', () => {
    expect(key).toHaveLength(32);
    expect(deriveSessionKey('a'.repeat(40))).toEqual(key);
    expect(() => deriveSessionKey('short')).toThrow(/at least 32/);
  });

  it('without SESSION_SECRET makes one random key in DATA_DIR and keeps it across restarts', () => {
    const first = keyFromFile(dir);
    expect(first).toHaveLength(32);
    expect(keyFromFile(dir)).toEqual(first);
    expect(Buffer.from(readFileSync(join(dir, 'session-secret'), 'utf8'), 'base64')).toEqual(first);
    expect(statSync(join(dir, 'session-secret')).mode & 0o077).toBe(0);
  });
});
