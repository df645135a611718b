import { describe, expect, it } from 'vitest';
import { DeskLoginForm } from '../../../src/lib/desk/desk-login-form';
import { needsOperator, tokenCookieFor } from '../../../src/lib/desk/desk-paths';
import { SHARED_PAGE_PATHS } from '../../../src/lib/content/shared-pages';
import { COOKIE } from '../../../src/lib/session/cookies';

describe('the desk login guard', () => {
  it('asks for the operator cookie on every desk page but sign-in, invitations, the session endpoints and sign-out', () => {
    for (const path of ['/desk', '/desk/', '/desk/operators', '/desk/audit']) expect(needsOperator(path), path).toBe(true);
    for (const path of ['/desk/login', '/desk/invitation/abc', '/desk/session', '/desk/session/invitation', '/desk/logout', '/', '/my/balance', '/desktop']) {
      expect(needsOperator(path), path).toBe(false);
    }
  });

  it('never lets a desk page into the shared page cache', () => {
    expect([...SHARED_PAGE_PATHS].filter((path) => path.startsWith('/desk'))).toEqual([]);
  });
});

describe('the /api forwarder\'s token', () => {
  it('is the operator\'s on /api/desk/* only, the shopper\'s everywhere else', () => {
    expect(tokenCookieFor('/api/desk/me')).toBe(COOKIE.operatorToken);
    expect(tokenCookieFor('/api/desk/operators/1')).toBe(COOKIE.operatorToken);
    for (const path of ['/api/front/user/profile', '/api/desktop', '/api/front/desk/me']) expect(tokenCookieFor(path), path).toBe(COOKIE.accessToken);
  });
});

describe('the desk sign-in form', () => {
  it('sends six digits as an authenticator code, anything else given as a recovery code, and nothing when empty', () => {
    const base = { email: 'owner@example.com', password: 'Desk-pass-2026' };
    expect(DeskLoginForm.parse({ ...base, code: ' ' })).toEqual(base);
    expect(DeskLoginForm.parse({ ...base, code: '123456' })).toEqual({ ...base, totpCode: '123456' });
    expect(DeskLoginForm.parse({ ...base, code: 'ABCD-efgh-2345-6723' })).toEqual({ ...base, recoveryCode: 'abcd-efgh-2345-6723' });
    expect(DeskLoginForm.safeParse({ ...base, code: '12345' }).success).toBe(false);
  });
});
