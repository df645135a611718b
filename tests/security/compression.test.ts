import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from './support/demo-server';

const body = async (response: Response): Promise<Buffer> => Buffer.from(await response.arrayBuffer());

/** The page without the status bar's clock, which ticks between two renders. */
const withoutClock = (html: string): string => html.replace(/\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d/g, '');

/** The body as the client reads it, after undoing its Content-Encoding. */
function decoded(response: Response, raw: Buffer): string {
  const encoding = response.headers.get('content-encoding');
  return (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

describe('compression on the wire (front door)', () => {
  const server = demoServer();
  let cookie = '';

  beforeAll(async () => {
    cookie = await server.logInCookie();
  });

  it.each(['/', '/faq', '/product-search?keyword=bag&from=compression-test'])('%s: brotli, else gzip, else as it is; the same page each way', async (path) => {
    const plain = await server.request(path, { headers: { 'accept-encoding': 'identity' } });
    const br = await server.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await server.request(path, { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    for (const response of [br, gzip]) expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const [plainBody, brBody, gzipBody] = await Promise.all([plain, br, gzip].map(body));
    const html = withoutClock(decoded(plain, plainBody!));
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(withoutClock(decoded(br, brBody!))).toBe(html);
    expect(withoutClock(decoded(gzip, gzipBody!))).toBe(html);
    // The pages' target: at most 30 KB of compressed HTML.
    expect(gzipBody!.length).toBeLessThanOrEqual(30 * 1024);
  });

  it('scripts and styles go out precompressed, with their own type', async () => {
    const html = await (await server.request('/faq')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const plain = await body(await server.request(asset));
      const response = await server.request(asset, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toMatch(asset.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      expect(brotliDecompressSync(await body(response)).equals(plain)).toBe(true);
    }
  });

  it('API answers (JSON) are compressed as they stream', async () => {
    const response = await server.request('/api/front/product/search?keyword=bag&pageSize=20', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((JSON.parse(decoded(response, await body(response))) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it('a logged-in shopper\'s answers are compressed only when this site asked for them (BREACH)', async () => {
    const path = '/product-search?keyword=bag&from=breach-test';
    const crossSite = await server.request(path, { headers: { cookie, 'accept-encoding': 'br', 'sec-fetch-site': 'cross-site' } });
    const unknown = await server.request(path, { headers: { cookie, 'accept-encoding': 'br' } });
    const sameOrigin = await server.request(path, { headers: { cookie, 'accept-encoding': 'br', 'sec-fetch-site': 'same-origin' } });
    expect(crossSite.headers.get('content-encoding')).toBeNull();
    expect(unknown.headers.get('content-encoding')).toBeNull();
    expect(sameOrigin.headers.get('content-encoding')).toBe('br');
    for (const response of [crossSite, unknown, sameOrigin]) expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('shopping pages from the page cache', () => {
  const server = demoServer();

  /**
   * The page once the cache answers it: a rendered page is stored when its compressed forms
   * are made (on zlib's threads). Astro streams a page it renders; the cache answers with the
   * whole length at once.
   */
  async function fromCache(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response | undefined;
    await expect.poll(async () => {
      response = await server.request(path, init);
      return response.headers.get('content-length');
    }, { timeout: 10_000, interval: 20 }).toMatch(/^\d+$/);
    return response!;
  }

  it('an anonymous search is answered from the cache, a logged-in shopper\'s never', async () => {
    const path = '/product-search?keyword=bag&from=cache-test';
    const first = await server.request(path);
    expect(first.headers.get('content-length')).toBeNull();
    const again = await fromCache(path);
    expect(again.status).toBe(200);
    expect(withoutClock(await again.text())).toBe(withoutClock(await first.text()));

    const cookie = await server.logInCookie();
    const personal = await server.request(path, { headers: { cookie } });
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    expect(personal.headers.get('content-length')).toBeNull();
  });

  it('a shared link in another language sets the language cookie every time: the page that sets it is never stored', async () => {
    const path = '/product-search?lang=ar&keyword=bag&from=language-link-test';
    const visit = async () => {
      const response = await server.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/^sf_lang=ar;/);
      expect(await response.text()).toContain('dir="rtl"');
    };
    await visit();
    // Once the cookie says the same, the page sets nothing and is shared.
    const cookie = 'sf_lang=ar';
    const first = await server.request(path, { headers: { cookie } });
    expect(first.headers.get('set-cookie')).toBeNull();
    await fromCache(path, { headers: { cookie } });
    // That page was stored after the first visit's would have been: the link still sets the cookie.
    await visit();
  });
});
