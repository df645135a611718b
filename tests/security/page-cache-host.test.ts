import { describe, expect, it } from 'vitest';
import { tenantOrigin } from '../../contract/tenant-host';
import { demoServer } from './support/demo-server';

/** Every absolute link of the head that names an origin: icon, canonical, og:url, og:image, hreflang. */
function headLinks(html: string): string[] {
  return [...html.matchAll(/<(?:link|meta)\b[^>]*(?:href|content)="(https?:\/\/[^"]+)"/g)].map((match) => match[1]!);
}

describe('shared pages and the Host header', () => {
  const server = demoServer();
  const own = `http://localhost:${server.port}`;

  // Each case uses its own cacheable page, so no earlier request has cached it.
  it('a request with a stranger\'s Host does not poison the next visitor\'s page', async () => {
    const forged = await server.request('/payment-guide', { host: 'evil.example' });
    expect(forged.status).toBe(200);
    const forgedHtml = await forged.text();
    expect(forgedHtml).not.toContain('evil.example');
    const next = await (await server.request('/payment-guide')).text();
    expect(next).not.toContain('evil.example');
    const links = headLinks(next);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(new URL(link).origin).toBe(own);
  });

  it('absolute links come from the configured origin, never the Host, even uncached', async () => {
    for (const host of ['evil.example', `evil.example:${server.port}`, 'localhost.evil.example']) {
      const html = await (await server.request('/how-to-use?from=host-test', { host })).text();
      expect(html).toMatch(/rel="canonical"/);
      for (const link of headLinks(html)) expect(new URL(link).origin).toBe(own);
    }
  });

  it('a tenant\'s page links to the tenant\'s own origin', async () => {
    const html = await (await server.request('/sourcing-service', { host: `vn.localhost:${server.port}` })).text();
    const vn = `http://vn.localhost:${server.port}`;
    expect(headLinks(html).length).toBeGreaterThan(3);
    for (const link of headLinks(html)) expect(new URL(link).origin).toBe(vn);
  });

  it('the addresses the provider hands out (the upload form) name the site, never a stranger\'s Host', async () => {
    const bucketHost = async (headers: Record<string, string>) => {
      const response = await server.request('/api/front/upload-token?ext=png&catalog=PRODUCT_SEARCH', { headers });
      expect(response.status).toBe(200);
      return new URL((await response.json() as { bucketHost: string }).bucketHost);
    };
    expect((await bucketHost({ host: 'evil.example' })).host).not.toContain('evil.example');
    expect((await bucketHost({ host: `vn.localhost:${server.port}` })).host).toBe(`vn.localhost:${server.port}`);
    // This machine is a trusted proxy by default, so its X-Forwarded-Proto counts (a stranger's does not:
    // tests/unit/session/cookies.test.ts).
    expect((await bucketHost({ 'x-forwarded-proto': 'https' })).protocol).toBe('https:');
    expect((await bucketHost({})).protocol).toBe('http:');
  });

  it('the query is part of the cache key: one visitor\'s parameters never reach another\'s page', async () => {
    const first = await (await server.request('/transportation-charge?utm_source=poison-marker')).text();
    expect(first).toContain('poison-marker');
    const plain = await (await server.request('/transportation-charge')).text();
    expect(plain).not.toContain('poison-marker');
  });

  it('another language is another entry', async () => {
    const english = await (await server.request('/faq', { headers: { cookie: 'sf_lang=en' } })).text();
    const russian = await (await server.request('/faq', { headers: { cookie: 'sf_lang=ru' } })).text();
    expect(english).toMatch(/<html[^>]+lang="en"/);
    expect(russian).toMatch(/<html[^>]+lang="ru"/);
  });
});

describe('tenantOrigin', () => {
  it('builds each tenant\'s origin from PUBLIC_URL, SITE_DOMAIN or localhost', () => {
    expect(tenantOrigin('default', { localPort: '4321' })).toBe('http://localhost:4321');
    expect(tenantOrigin('vn', { localPort: '4321' })).toBe('http://vn.localhost:4321');
    expect(tenantOrigin('default', { siteDomain: 'shop.example' })).toBe('https://shop.example');
    expect(tenantOrigin('ru', { siteDomain: 'shop.example' })).toBe('https://ru.shop.example');
    expect(tenantOrigin('default', { publicUrl: 'https://shop.example:8443/', siteDomain: 'shop.example' })).toBe('https://shop.example:8443');
    expect(tenantOrigin('uz', { publicUrl: 'https://shop.example' })).toBe('https://uz.shop.example');
  });
});
