import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPublicAddress, publicOnlyLookup, requestHop, resolveShortLink, SHORT_LINK_LIMITS, ShortLinkUnreachableError, type Lookup,
} from '../../provider/catalog/short-links';

/*
 * The short-link resolver (the one request to an address a shopper names, so held against
 * server-side request forgery) against a local HTTP server that plays the marketplaces' short
 * hosts (every name is pointed at it), through the real HTTP hop: it finds the product, and it
 * goes nowhere else, within its hops and its time.
 */

const TAOBAO = 'https://item.taobao.com/item.htm?id=680000000001';
const seen: { method: string; host: string; path: string }[] = [];
let server: Server;
let hop: ReturnType<typeof requestHop>;

/** Each path a short host serves: a redirect (status and Location), a page, or no answer at all. */
const ROUTES: Record<string, (method: string) => { status: number; location?: string; page?: string } | 'stall'> = {
  '/h.5abc123': () => ({ status: 302, location: 'http://m.tb.cn/h.second' }),
  '/h.second': () => ({ status: 301, location: 'https://item.taobao.com/item.htm?ut_sk=1&id=680000000001&spm=a2159r' }),
  // HEAD refused; the GET answers a page that moves on by script, as m.tb.cn does for a bare client.
  '/h.script': (method) => (method === 'HEAD' ? { status: 405 } : {
    status: 200, page: `<html><script>var url = 'https:\\/\\/a.m.taobao.com\\/i680000000001.htm';var real = 'https:\\/\\/item.taobao.com\\/item.htm?id=680000000001&amp;sku=2';</script></html>`,
  }),
  '/h.elsewhere': () => ({ status: 302, location: 'https://example.com/phish' }),
  '/h.private': () => ({ status: 302, location: 'http://127.0.0.1/admin' }),
  '/h.shop': () => ({ status: 302, location: 'http://shop123.taobao.com/' }),
  '/h.loop': () => ({ status: 302, location: 'http://m.tb.cn/h.loop' }),
  '/h.slow': () => 'stall',
  '/1AbC': () => ({ status: 302, location: 'https://item.m.jd.com/product/100020000001.html?share=1' }),
};

// Every name resolves to this machine, where the test server plays the short host.
const toLoopback: Lookup = (_hostname, options, callback) =>
  options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', host: request.headers.host ?? '', path: request.url ?? '' });
    const route = ROUTES[request.url ?? '']?.(request.method ?? 'GET') ?? { status: 404 };
    if (route === 'stall') return;
    response.writeHead(route.status, route.location ? { location: route.location } : {});
    response.end(request.method === 'HEAD' ? undefined : route.page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hop = requestHop({ lookup: toLoopback, port: (server.address() as AddressInfo).port });
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('resolveShortLink', () => {
  it('follows a Taobao short link through its redirects (HEAD) to the product', async () => {
    seen.length = 0;
    expect(await resolveShortLink('http://m.tb.cn/h.5abc123', hop)).toMatchObject({ platform: 'Taobao', productId: '680000000001', canonicalUrl: TAOBAO });
    // The product's own page is never requested: its link names the product.
    expect(seen).toEqual([{ method: 'HEAD', host: expect.stringMatching(/^m\.tb\.cn/), path: '/h.5abc123' }, { method: 'HEAD', host: expect.stringMatching(/^m\.tb\.cn/), path: '/h.second' }]);
  });

  it('reads the product link from the page when HEAD gets no redirect', async () => {
    seen.length = 0;
    expect((await resolveShortLink('http://m.tb.cn/h.script', hop))?.canonicalUrl).toBe(TAOBAO);
    expect(seen.map((s) => s.method)).toEqual(['HEAD', 'GET']);
  });

  it('resolves the other marketplaces’ short hosts', async () => {
    expect((await resolveShortLink('http://3.cn/1AbC', hop))?.canonicalUrl).toBe('https://item.jd.com/100020000001.html');
  });

  it('goes nowhere but the marketplaces’ own hosts, and never to an address of its own', async () => {
    seen.length = 0;
    expect(await resolveShortLink('http://m.tb.cn/h.elsewhere', hop)).toBeNull();
    expect(await resolveShortLink('http://m.tb.cn/h.private', hop)).toBeNull();
    expect(seen.map((s) => s.path)).toEqual(['/h.elsewhere', '/h.private']);
    // Not short links at all: nothing is requested.
    expect(await resolveShortLink('https://example.com/h.5abc123', hop)).toBeNull();
    expect(await resolveShortLink('http://m.tb.cn:8080/h.5abc123', hop)).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('answers no product for a link to a shop', async () => {
    expect(await resolveShortLink('http://m.tb.cn/h.shop', hop)).toBeNull();
  });

  it('follows at most 5 redirects', async () => {
    seen.length = 0;
    expect(await resolveShortLink('http://m.tb.cn/h.loop', hop)).toBeNull();
    expect(seen.filter((s) => s.path === '/h.loop')).toHaveLength(SHORT_LINK_LIMITS.redirects + 1);
  });

  it('gives up on a host that does not answer in time', async () => {
    const started = performance.now();
    await expect(resolveShortLink('http://m.tb.cn/h.slow', hop, { ...SHORT_LINK_LIMITS, timeoutMs: 300 })).rejects.toBeInstanceOf(ShortLinkUnreachableError);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the public-only resolver', () => {
  it('tells public addresses from loopback, private, link-local and mapped ones', () => {
    for (const address of ['140.205.94.189', '2001:4860:4860::8888']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses a name that resolves to this machine, so no hop reaches it', async () => {
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (error) => resolve(error)));
    expect(refused?.code).toBe('EADDRNOTPUBLIC');
    const realHop = requestHop({ port: (server.address() as AddressInfo).port });
    await expect(realHop(new URL('http://localhost/h.5abc123'), 'HEAD', AbortSignal.timeout(2_000))).rejects.toThrow(/not public/);
  });
});
