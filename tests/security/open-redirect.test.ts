import { beforeAll, describe, expect, it } from 'vitest';
import { afterLoginTarget, safeRedirectPath } from '../../src/lib/session/redirect-target';
import { DEMO_LOGIN, demoServer } from './support/demo-server';

/** `redirectUrl` values that try to leave the site after login; each must end on a path of the site. */
const HOSTILE = [
  // Dot segments that collapse into `//` only once a URL parser normalises them.
  '/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example',
  '/a/%2e%2e//evil.example', '/a/b/../..//evil.example', '/./%2e//evil.example', '/a/./..//evil.example', '/.%2F/evil.example',
  '/%2e%2e%2f%2fevil.example', '/.\\/evil.example', '/..\\/evil.example',
  // Scheme-relative, plain and with backslashes.
  '//evil.example', '///evil.example', '////evil.example', '/\\evil.example', '\\\\evil.example', '/\\/evil.example', '\\/evil.example',
  // Percent-encoded and double-encoded slashes and backslashes.
  '%2F%2Fevil.example', '/%2F/evil.example', '/%2f%2fevil.example', '%252F%252Fevil.example', '/%252F%252Fevil.example',
  '/%5Cevil.example', '/%255Cevil.example', '/%25252F%25252Fevil.example',
  // Tabs and line breaks, which URL parsers drop.
  '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '\t//evil.example', '/%09/evil.example', '/%0a/evil.example', '/%0D%0A/evil.example',
  // Absolute URLs, userinfo and `@`.
  'https://evil.example', 'http://evil.example/', 'HTTPS://evil.example', 'https:evil.example', 'https:/evil.example',
  '//evil.example@localhost', 'https://localhost@evil.example', '//user:pass@evil.example', '//evil.example%2F@localhost', '/@evil.example',
  // IDN look-alikes.
  '//xn--evl-lla.example', '//еvil.example', '//evil。example',
  // Script and data URLs.
  'javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)',
  // Relative forms.
  'evil.example', '..//evil.example', './/evil.example',
];

/** Ordinary targets stay exactly as asked. */
const SAFE = ['/faq', '/my/account', '/product-search?keyword=bag&pageNo=2', '/cart#top'];

/** A same-origin path that no parser or later decoding turns into another origin. */
function expectOnSite(location: string | null, origin: string): void {
  expect(location).not.toBeNull();
  const target = location!;
  expect(target.startsWith('/')).toBe(true);
  for (const form of [target, decodeURIComponentSafe(target), decodeURIComponentSafe(decodeURIComponentSafe(target))]) {
    const read = form.replace(/[\t\n\r]/g, '');
    expect(read.startsWith('//') || read.startsWith('/\\')).toBe(false);
    expect(new URL(read, origin).origin).toBe(origin);
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

describe('redirectUrl after login', () => {
  const server = demoServer();
  const origin = `http://${server.host}`;
  let cookie = '';

  beforeAll(async () => {
    cookie = await server.logInCookie();
  });

  it('has at least 40 hostile payloads', () => expect(HOSTILE.length).toBeGreaterThanOrEqual(40));

  it.each(HOSTILE)('GET /auth/login, logged in, redirectUrl=%j stays on the site', async (payload) => {
    const response = await server.request(`/auth/login?redirectUrl=${encodeURIComponent(payload)}`, { headers: { cookie } });
    expect(response.status).toBe(302);
    expectOnSite(response.headers.get('location'), origin);
  });

  it.each(HOSTILE)('the login form with redirectUrl=%j stays on the site', async (payload) => {
    const response = await server.request(`/auth/login?redirectUrl=${encodeURIComponent(payload)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(DEMO_LOGIN).toString(),
    });
    expect(response.status).toBe(303);
    expectOnSite(response.headers.get('location'), origin);
  });

  it.each(HOSTILE)('the JSON login (the island navigates to afterLoginTarget) with %j stays on the site', (payload) => {
    expectOnSite(afterLoginTarget({ redirectUrl: payload, refromAllowedHosts: [], email: DEMO_LOGIN.email }), origin);
    expectOnSite(safeRedirectPath(payload), origin);
  });

  it.each(SAFE)('keeps the ordinary target %s', async (target) => {
    const page = await server.request(`/auth/login?redirectUrl=${encodeURIComponent(target)}`, { headers: { cookie } });
    expect(page.headers.get('location')).toBe(target);
    expect(safeRedirectPath(target)).toBe(target);
  });
});
