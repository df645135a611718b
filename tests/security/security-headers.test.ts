import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, demoServer } from './support/demo-server';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0])
    .map(([name, ...values]) => [name!, values]));
}

describe('security headers on every page', () => {
  const server = demoServer();
  const origin = `http://${server.host}`;
  let cookie = '';

  beforeAll(async () => {
    cookie = await server.logInCookie();
  });

  // `/` twice: the second answer comes from the page cache.
  const PAGES = ['/', '/', '/faq', '/auth/login', '/product-search?keyword=bag', '/no-such-page'];

  it.each(PAGES)('%s: a script policy without unsafe-inline, no framing, nosniff, referrer and permissions policies', async (path) => {
    const response = await server.request(path);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const csp = directives(response.headers.get('content-security-policy'));
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    expect(scripts).toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts!.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // No storage bucket or CDN configured here: pictures and uploads stay on the site itself.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    // Plain HTTP from a client: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('every inline script of a page is allowed by a hash of the policy', async () => {
    const response = await server.request('/');
    const hashes = directives(response.headers.get('content-security-policy')).get('script-src') ?? [];
    const html = await response.text();
    const { createHash } = await import('node:crypto');
    // Inline scripts a browser runs (JSON data blocks are not scripts).
    const inline = [...html.matchAll(/<script((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\btype="(?!module|text\/javascript)/.test(attributes!))
      .map((match) => match[2]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      expect(hashes).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  });

  it('sends HSTS when a trusted proxy says the shopper came over HTTPS', async () => {
    const response = await server.request('/faq', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('a logged-in shopper\'s pages and the session answers are never cached', async () => {
    for (const path of ['/', '/my/account', '/auth/session']) {
      const response = await server.request(path, { headers: { cookie } });
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('provider answers with a shopper\'s data are private, no-store; shared content stays cacheable', async () => {
    const login = await server.request('/api/front/user/login', {
      method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(DEMO_LOGIN),
    });
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const { token } = (await login.json()) as { token: string };
    const withToken = { cookie: `sf_token=${token}` };
    for (const path of ['/api/front/user/profile', '/api/front/cart', '/api/front/user-notifications']) {
      const response = await server.request(path, { headers: withToken });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const failed = await server.request('/api/front/user/profile');
    expect(failed.status).toBe(401);
    expect(failed.headers.get('cache-control')).toBe('private, no-store');
    expect((await server.request('/api/front/tenant')).headers.get('cache-control')).toMatch(/^public/);
  });
});
