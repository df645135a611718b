import { describe, expect, it } from 'vitest';
import { base32Encode, matchingStep, otpauthUri, STEP_SECONDS, stepAt, totpCodeAt } from '../../provider/desk/totp';

// RFC 6238, appendix B: the SHA-1 seed and times, the last six of its eight digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '287082'], [1111111109, '081804'], [1111111111, '050471'], [1234567890, '005924'], [2000000000, '279037'], [20000000000, '353130'],
];
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, at(seconds))).toBe(code);
    expect(matchingStep(RFC_SECRET, code, at(seconds))).toBe(stepAt(at(seconds)));
  });

  it('writes base32 as authenticator apps read it (RFC 4648 vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts the current code and one step either side, nothing further', () => {
    const seconds = 1111111111;
    const step = stepAt(at(seconds));
    const codeOf = (offset: number) => totpCodeAt(RFC_SECRET, at(seconds + offset * STEP_SECONDS));
    for (const offset of [-1, 0, 1]) expect(matchingStep(RFC_SECRET, codeOf(offset), at(seconds))).toBe(step + offset);
    for (const offset of [-3, -2, 2, 3]) expect(matchingStep(RFC_SECRET, codeOf(offset), at(seconds))).toBeNull();
    expect(matchingStep(RFC_SECRET, '12345', at(seconds))).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const text = otpauthUri({ issuer: 'Shop desk', account: 'owner@example.com', secret: 'JBSWY3DPEHPK3PXP' });
    expect(text.startsWith('otpauth://totp/Shop%20desk:owner%40example.com?')).toBe(true);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Shop desk', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
