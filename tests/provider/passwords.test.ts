import { scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../../provider/auth/passwords';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a fresh salt, and verifies in constant form', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo-pass-2026'), hashPassword('Demo-pass-2026')]);
    expect(first).toMatch(/^scrypt\$N=8192,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Demo-pass-2026', first)).toBe(true);
    expect(await verifyPassword('demo-pass-2026', first)).toBe(false);
    expect(await verifyAgainstNobody('Demo-pass-2026')).toBe(false);
    await expect(verifyPassword('x', 'plain-text')).rejects.toThrow('Unreadable password hash');
  });

  it('verifies hashes made with other parameters', async () => {
    const weak = 'scrypt$N=1024,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$';
    const key = await new Promise<Buffer>((resolve, reject) => {
      scrypt('Old-pass-2020', Buffer.from('c2FsdHNhbHRzYWx0c2FsdA', 'base64url'), 32, { N: 1024, r: 8, p: 1 },
        (error, derived) => (error ? reject(error) : resolve(derived)));
    });
    expect(await verifyPassword('Old-pass-2020', weak + key.toString('base64url'))).toBe(true);
  });
});
