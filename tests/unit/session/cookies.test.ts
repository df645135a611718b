import { describe, expect, it } from 'vitest';
import { servedOverHttps } from '../../../src/lib/request/client-address.server';
import { COOKIE_MAX_AGE, cookieOptions } from '../../../src/lib/session/cookies';
import { isProtectedPath, loginRedirectFor } from '../../../src/lib/session/protected-routes';

const DAY = 24 * 60 * 60;

describe('cookie lifetimes (docs/product.md, Sessions and accounts)', () => {
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

describe('servedOverHttps (the Secure flag, HSTS and the provider\'s links)', () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
  const PROXY = '127.0.0.1';
  const STRANGER = '203.0.113.9';

  it('is true over HTTPS, directly or on the word of a trusted proxy (TRUSTED_PROXIES, loopback by default)', () => {
    expect(servedOverHttps(request('https://shop.example/auth/session'), STRANGER)).toBe(true);
    expect(servedOverHttps(request('http://127.0.0.1:4321/auth/session', { 'x-forwarded-proto': 'https' }), PROXY)).toBe(true);
    // The proxy appends what it saw to what the client sent: its own value is the last.
    expect(servedOverHttps(request('http://127.0.0.1:4321/auth/session', { 'x-forwarded-proto': 'http, HTTPS' }), PROXY)).toBe(true);
  });

  it('is false over plain HTTP, and when anyone but a trusted proxy says HTTPS', () => {
    expect(servedOverHttps(request('http://localhost:4321/'), PROXY)).toBe(false);
    expect(servedOverHttps(request('http://localhost:4321/', { 'x-forwarded-proto': 'http' }), PROXY)).toBe(false);
    expect(servedOverHttps(request('http://localhost:4321/', { 'x-forwarded-proto': 'https' }), STRANGER)).toBe(false);
    expect(servedOverHttps(request('http://localhost:4321/', { 'x-forwarded-proto': 'https, http' }), PROXY)).toBe(false);
  });
});
