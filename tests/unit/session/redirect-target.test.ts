import { describe, expect, it } from 'vitest';
import { afterLoginTarget, refromTarget, safeRedirectPath } from '../../../src/lib/session/redirect-target';

describe('safeRedirectPath', () => {
  it.each([
    ['/cart', '/cart'],
    ['/my/purchase?status=unpaid&page=2', '/my/purchase?status=unpaid&page=2'],
    ['/product?url=abc#reviews', '/product?url=abc#reviews'],
    ['/my/../cart', '/cart'],
    ['/product-search?keyword=phone%20case', '/product-search?keyword=phone%20case'],
    ['/a\\b', '/a/b'],
  ])('keeps the path %s', (raw, expected) => expect(safeRedirectPath(raw)).toBe(expected));

  it.each([
    null, undefined, '',
    // Another site, by every spelling a browser accepts.
    '//evil.com', '///evil.com', '//evil.com/my', 'https://evil.com', 'http://evil.com/cart', 'HTTPS://evil.com', '//user@evil.com',
    '/\\evil.com', '\\\\evil.com', '/\\/evil.com', '\\/evil.com',
    // Scripts and other schemes.
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x',
    // Relative paths and blanks the URL parser drops or rewrites.
    'cart', 'evil.com', './/evil.com', ' /cart', '/\t/evil.com', '/\n/evil.com', '/\r\n/evil.com', '\t//evil.com',
    // Encoded forms a later hop may decode.
    '%2F%2Fevil.com', '%2f%2fevil.com', '/%2F/evil.com', '/%2fevil.com', '/%5Cevil.com', '/%5cevil.com', '%5C%5Cevil.com',
    '%252F%252Fevil.com', '/%252F/evil.com', '/%09/evil.com', '/%0A/evil.com', '%2F%09%2Fevil.com', 'javascript%3Aalert(1)', 'https%3A%2F%2Fevil.com',
  ])('sends %j home', (raw) => expect(safeRedirectPath(raw)).toBe('/'));
});

describe('refromTarget', () => {
  const allowed = ['partners.mallbridge.example'];
  const email = 'ann+shop@example.com';

  it('appends the e-mail to an allowed HTTPS address, keeping its own query', () => {
    expect(refromTarget('https://partners.mallbridge.example/welcome?x=1', allowed, email)).toBe(
      'https://partners.mallbridge.example/welcome?x=1&email=ann%2Bshop%40example.com',
    );
  });

  it('matches the host whatever its case, and replaces an e-mail already in the link', () => {
    expect(refromTarget('https://PARTNERS.mallbridge.example/?email=someone@else.com', allowed, email)).toBe(
      'https://partners.mallbridge.example/?email=ann%2Bshop%40example.com',
    );
  });

  it.each([
    null, '', 'not a url', '/my/account',
    'http://partners.mallbridge.example/welcome',
    'https://evil.com/',
    'https://partners.mallbridge.example.evil.com/',
    'https://evilpartners.mallbridge.example/',
    'https://mallbridge.example/',
    'https://partners.mallbridge.example:8443/',
    'https://partners.mallbridge.example@evil.com/',
    'https://user:pass@partners.mallbridge.example/',
    'javascript://partners.mallbridge.example/%0aalert(1)',
  ])('ignores %j', (raw) => expect(refromTarget(raw, allowed, email)).toBeNull());

  it('ignores every host when the tenant allows none', () => {
    expect(refromTarget('https://partners.mallbridge.example/', [], email)).toBeNull();
  });
});

describe('afterLoginTarget', () => {
  const base = { refromAllowedHosts: ['partners.mallbridge.example'], email: 'a@b.co' };

  it('prefers an allowed refrom, then a safe redirectUrl, then home', () => {
    expect(afterLoginTarget({ ...base, refrom: 'https://partners.mallbridge.example/', redirectUrl: '/cart' })).toBe(
      'https://partners.mallbridge.example/?email=a%40b.co',
    );
    expect(afterLoginTarget({ ...base, refrom: 'https://evil.com/', redirectUrl: '/cart' })).toBe('/cart');
    expect(afterLoginTarget({ ...base, redirectUrl: '//evil.com' })).toBe('/');
    expect(afterLoginTarget(base)).toBe('/');
  });

  it('leaves refrom aside when the e-mail is unknown', () => {
    expect(afterLoginTarget({ ...base, email: undefined, refrom: 'https://partners.mallbridge.example/', redirectUrl: '/cart' })).toBe('/cart');
  });
});
