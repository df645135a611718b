import { describe, expect, it } from 'vitest';
import { COOKIE_MAX_AGE, cookieOptions, isHttpsRequest } from '../../../src/lib/session/cookies';
import { isProtectedPath, loginRedirectFor } from '../../../src/lib/session/protected-routes';

const DAY = 24 * 60 * 60;

describe('cookie lifetimes (SPEC section 9)', () => {
  it('keeps login cookies 3 months, tenant/host/language 1 year, display preferences 3 years', () => {
    expect(COOKIE_MAX_AGE.login).toBe(90 * DAY);
    expect(COOKIE_MAX_AGE.preference).toBe(365 * DAY);
    expect(COOKIE_MAX_AGE.display).toBe(3 * 365 * DAY);
  });

  it('sets SameSite=Lax site-wide, HttpOnly and Secure only when asked', () => {
    expect(cookieOptions('login', { httpOnly: true, secure: true })).toEqual({
      path: '/', maxAge: 90 * DAY, sameSite: 'lax', httpOnly: true, secure: true,
    });
    expect(cookieOptions('preference')).toMatchObject({ httpOnly: false, secure: false });
  });
});

describe('protected routes', () => {
  it.each([
    ['/cart', true], ['/my', true], ['/my/balance', true], ['/my/transit', true],
    ['/', false], ['/faq', false], ['/myself', false], ['/cart/x', false], ['/product', false],
  ])('%s → %s', (path, expected) => expect(isProtectedPath(path)).toBe(expected));

  it('sends a visitor to login with the whole path and query', () => {
    expect(loginRedirectFor('/my/purchase?status=unpaid&page=2')).toBe(
      '/auth/login?redirectUrl=%2Fmy%2Fpurchase%3Fstatus%3Dunpaid%26page%3D2',
    );
  });
});

describe('isHttpsRequest (the Secure flag)', () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it('is true over HTTPS, directly or behind a proxy that says so', () => {
    expect(isHttpsRequest(request('https://shop.example/auth/session'))).toBe(true);
    expect(isHttpsRequest(request('http://127.0.0.1:4321/auth/session', { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isHttpsRequest(request('http://127.0.0.1:4321/auth/session', { 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
  });

  it('is false over plain HTTP', () => {
    expect(isHttpsRequest(request('http://localhost:4321/'))).toBe(false);
    expect(isHttpsRequest(request('http://localhost:4321/', { 'x-forwarded-proto': 'http' }))).toBe(false);
  });
});
