import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TRUSTED_PROXIES } from '../../contract/client-address.server';
import { serveBehindFrontDoor } from '../../provider/http/front-door';
import { loadShedderOptionsFrom } from '../../provider/http/load-shedder';
import { requestBodyTimeoutFrom } from '../../provider/http/request-deadline';
import { createTestProvider, type TestProvider } from '../provider/support/test-provider';
import { demoServer } from './support/demo-server';
import { rawRequest } from './support/server';

/**
 * Issue 11, item 2: four connections that sent a POST's headers (Content-Length: 100000) and
 * then a byte a second held every in-flight slot, and the site answered 503 to everyone for
 * as long as they trickled (the server never closed them). Now one client address holds at
 * most its share of the slots, and a request whose body has not arrived by the deadline is
 * answered 408 and its connection closed, in the storefront and in `npm run provider` alike.
 */

const TRICKLER = '203.0.113.66';
const TRICKLERS = 8;

interface Trickled {
  /** The first status line's code, or null if the connection closed without an answer. */
  status: number | null;
  /** When the server closed the connection, in ms after the headers were sent. */
  closedAfterMs: number;
}

/**
 * A POST whose headers say 100000 bytes of body, which then come one a second, until the
 * server closes the connection (or the client gives up after `giveUpAfterMs`).
 */
function trickleBody(port: number, path: string, headers: Record<string, string>, giveUpAfterMs: number): Promise<Trickled> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const startedAt = performance.now();
    let received = '';
    const drip = setInterval(() => socket.write(' '), 1000);
    const giveUp = setTimeout(() => socket.destroy(), giveUpAfterMs);
    socket.on('data', (data: Buffer) => { received += data.toString('latin1'); });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : null, closedAfterMs: performance.now() - startedAt });
    });
    const head = Object.entries({ host: `localhost:${port}`, 'content-type': 'application/json', 'content-length': '100000', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n{`);
  });
}

interface Asked { path: string; status: number; ms: number }

/** Other shoppers (each from an address of their own) ask `paths` in turn until `until` settles. */
async function otherShoppers(port: number, paths: { path: string; headers?: Record<string, string> }[], until: Promise<unknown>): Promise<Asked[]> {
  const trickling = { still: true };
  void until.then(() => { trickling.still = false; });
  const asked: Asked[] = [];
  for (let i = 0; trickling.still; i++) {
    const { path, headers } = paths[i % paths.length]!;
    const startedAt = performance.now();
    const response = await rawRequest(port, path, { headers: { ...headers, 'x-forwarded-for': `198.51.100.${i % 200}` } });
    asked.push({ path, status: response.status, ms: performance.now() - startedAt });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return asked;
}

// Node checks the deadlines once a second.
const closedBy = (deadlineMs: number): number => deadlineMs + 1500;

/** Trickles TRICKLERS bodies from one address while other shoppers ask; answers both. */
async function underTrickle(
  port: number, deadlineMs: number, path: string, headers: Record<string, string>, shopperPaths: { path: string; headers?: Record<string, string> }[],
) {
  const trickles = Promise.all(Array.from({ length: TRICKLERS }, () =>
    trickleBody(port, path, { ...headers, 'x-forwarded-for': TRICKLER }, closedBy(deadlineMs) + 2000)));
  // The trickles are read and admitted before the first shopper asks.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const asked = await otherShoppers(port, shopperPaths, trickles);
  return { trickled: await trickles, asked };
}

function expectServedAndClosed({ trickled, asked }: { trickled: Trickled[]; asked: Asked[] }, deadlineMs: number): void {
  for (const { status, closedAfterMs } of trickled) {
    expect(closedAfterMs).toBeLessThan(closedBy(deadlineMs));
    // Past the address's share: refused at once (503); admitted: 408 at the deadline.
    expect([408, 503]).toContain(status);
  }
  expect(trickled.filter(({ status }) => status === 408).length).toBeGreaterThan(0);
  expect(asked.length).toBeGreaterThan(5);
  for (const answer of asked) {
    expect(answer.status, answer.path).not.toBe(503);
    expect(answer.ms, answer.path).toBeLessThan(1000);
  }
}

describe('slow request bodies in the storefront (npm start)', () => {
  it('from one address never take the site down, and are closed with 408 at the deadline', async () => {
    const server = demoServer();
    const deadlineMs = requestBodyTimeoutFrom({});
    const result = await underTrickle(server.port, deadlineMs, '/api/front/cart/add', { origin: `http://${server.host}` }, [
      { path: '/api/front/tenant' },
      { path: '/auth/login' },
      { path: '/my/account' },
    ]);
    expectServedAndClosed(result, deadlineMs);
  });
});

describe('slow request bodies in the provider (npm run provider)', () => {
  const DEADLINE_MS = 3000;
  let provider: TestProvider;
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    provider = await createTestProvider({ catalogSize: 10 });
    await new Promise<void>((resolve) => {
      server = serveBehindFrontDoor(provider.app.fetch, {
        hostname: '127.0.0.1', port: 0, trustedProxies: DEFAULT_TRUSTED_PROXIES,
        shedding: loadShedderOptionsFrom({}), requestBodyTimeoutMs: DEADLINE_MS,
      }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await provider.close();
  });

  it('from one address never take it down, and are closed with 408 at the deadline', async () => {
    const tenant = { 'x-tenant-id': 'default' };
    const result = await underTrickle(port, DEADLINE_MS, '/api/front/user/login', tenant, [
      { path: '/api/front/tenant', headers: tenant },
      { path: '/api/front/product/search?keyword=bag', headers: tenant },
    ]);
    expectServedAndClosed(result, DEADLINE_MS);
  });
});
