import { scrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../../provider/auth/passwords';
import { takeAttempt } from '../../provider/auth/rate-limiter';
import { ProblemError } from '../../provider/http/problem';
import { insertBareTenant } from './support/bare-tenant';
import { createTestProvider, type TestProvider } from './support/test-provider';

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

describe('the rate limiter', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false });
    await insertBareTenant(provider.db, 't1');
  });
  afterAll(() => provider.close());

  const limit = { key: 'test:parallel', max: 5, windowMs: 60_000 };
  const attempt = () => takeAttempt(provider.db, 't1', [limit], provider.clock.now()).then(() => 'allowed', (error: unknown) => {
    if (!(error instanceof ProblemError)) throw error;
    return error.problem.headers?.['Retry-After'];
  });

  it('lets exactly `max` of many parallel attempts through', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, attempt));
    expect(results.filter((result) => result === 'allowed')).toHaveLength(5);
    expect(new Set(results.filter((result) => result !== 'allowed'))).toEqual(new Set(['60']));
  });

  it('starts a new window once the old one is over', async () => {
    provider.clock.advance(59_000);
    expect(await attempt()).toBe('1');
    provider.clock.advance(1_000);
    expect(await attempt()).toBe('allowed');
  });
});
