import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, stepAt } from '../../provider/desk/totp';

// RFC 6238, appendix B: the SHA-1 seed and times, the last six of its eight digits.
const RFC_SECRET = Buffer.from('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '287082'], [1111111109, '081804'], [1111111111, '050471'], [1234567890, '005924'], [2000000000, '279037'], [20000000000, '353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(hotp(RFC_SECRET, stepAt(new Date(seconds * 1000)))).toBe(code);
  });

  it('reads base32 back as it wrote it (RFC 4648 vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(RFC_SECRET))).toEqual(RFC_SECRET);
  });

  it('accepts the current code and one step either side, nothing further', () => {
    const secret = base32Encode(RFC_SECRET);
    const now = new Date(1111111111 * 1000);
    const step = stepAt(now);
    for (const offset of [-1, 0, 1]) expect(matchingStep(secret, hotp(RFC_SECRET, step + offset), now)).toBe(step + offset);
    for (const offset of [-3, -2, 2, 3]) expect(matchingStep(secret, hotp(RFC_SECRET, step + offset), now)).toBeNull();
    expect(matchingStep(secret, '12345', now)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const text = otpauthUri({ issuer: 'Shop desk', account: 'owner@example.com', secret: 'ABC' });
    expect(text.startsWith('otpauth://totp/Shop%20desk:owner%40example.com?')).toBe(true);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: 'ABC', issuer: 'Shop desk', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
