import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../contract/problem';
import type { Server } from 'node:http';
import { DEFAULT_TRUSTED_PROXIES } from '../../contract/client-address.server';
import { serveBehindFrontDoor } from '../../provider/http/front-door';
import { createLoadShedder, type LoadShedder, loadShedderOptionsFrom } from '../../provider/http/load-shedder';
import { requestBodyTimeoutFrom } from '../../provider/http/request-deadline';
import { createTestProvider, type TestProvider } from '../provider/support/test-provider';
import { demoServer } from './support/demo-server';

/**
 * Issue 8, defect 6: under 256 connections on the search API every request was queued and
 * none refused (p99 28 s), and a cached page took 11.6 s meanwhile. The provider (over
 * real HTTP, as `npm run provider` serves it) now refuses the excess at once and recovers;
 * the storefront (`npm start`) refuses in its front door, before Astro, so a refusal stays
 * quick however many arrive.
 *
 * Issue 20: refusing at four in flight turned an ordinary burst (eight shoppers opening
 * product pages) into 503s on a mostly idle machine. Requests past the running four now wait
 * their turn, and only those that could not start within MAX_QUEUE_WAIT_MS (judged from the
 * measured service time) are refused, at once.
 */

let provider: TestProvider;
let server: Server;
let origin: string;

beforeAll(async () => {
  provider = await createTestProvider();
  // The defaults of `npm run provider`, with a shorter start-up queue so a test load saturates it.
  await new Promise<void>((resolve) => {
    server = serveBehindFrontDoor(provider.app.fetch, {
      hostname: '127.0.0.1', port: 0, trustedProxies: DEFAULT_TRUSTED_PROXIES,
      shedding: { ...loadShedderOptionsFrom({}), maxQueueWaitMs: 500 }, requestBodyTimeoutMs: requestBodyTimeoutFrom({}),
    }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await provider.close();
});

const SEARCH = '/api/front/product/search?keyword=bag&pageSize=40';

interface Answer { status: number; retryAfter: string | null; contentType: string | null; body: string; ms: number }

// Shoppers are other machines: the load comes from another thread, so it arrives while this
// one is busy, as it does on a real server (an in-thread client would wait for each answer).
const CLIENTS_SOURCE = `
const { parentPort, workerData: { urls, ownAddresses } } = require('node:worker_threads');
Promise.all(urls.map(async (url, i) => {
  const startedAt = performance.now();
  const response = await fetch(url, { headers: { 'X-Tenant-Id': 'default', ...(ownAddresses && { 'X-Forwarded-For': '198.51.100.' + (i + 1) }) } });
  const body = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'),
    contentType: response.headers.get('content-type'), body, ms: performance.now() - startedAt };
})).then((answers) => parentPort.postMessage(answers));
`;

/** Each of `urls` asked at once, from another thread (from an address each, as the trusted local proxy names them, with `ownAddresses`). */
function atOnce(urls: string[], ownAddresses = false): Promise<Answer[]> {
  const worker = new Worker(CLIENTS_SOURCE, { eval: true, workerData: { urls, ownAddresses } });
  return new Promise((resolve, reject) => {
    worker.once('message', (answers: Answer[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const parallelClients = (path: string, count: number): Promise<Answer[]> => atOnce(Array.from({ length: count }, () => origin + path));

async function timed(path: string): Promise<Answer> {
  return (await parallelClients(path, 1))[0]!;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request through the shedder that takes `serviceMs` once started: when it ended, or null if refused at once, false if refused later. */
async function served(shedder: LoadShedder, address: string, serviceMs: number): Promise<{ ms: number; at: 'start' | 'deadline' } | null> {
  const startedAt = performance.now();
  const admitted = shedder.tryEnter(address);
  if (!admitted) return null;
  const go = await admitted.started;
  if (go) await pause(serviceMs);
  admitted.release();
  return { ms: performance.now() - startedAt, at: go ? 'start' : 'deadline' };
}

describe('the admission policy (defaults: 4 running, 1 s of queue)', () => {
  it('serves a burst of 16 requests from one address, queued, none refused', async () => {
    const shedder = createLoadShedder(loadShedderOptionsFrom({}));
    const answers = await Promise.all(Array.from({ length: 16 }, () => served(shedder, '203.0.113.1', 40)));
    expect(answers.every((answer) => answer?.at === 'start')).toBe(true);
    // Two at a time for one address (its share of four): eight rounds of 40 ms.
    expect(Math.max(...answers.map((answer) => answer?.ms ?? Infinity))).toBeLessThan(1000);
    expect(shedder.inFlight + shedder.waiting).toBe(0);
  });

  it('sheds a flood at once, keeping what it can serve within the wait', async () => {
    const shedder = createLoadShedder(loadShedderOptionsFrom({}));
    // Its service time measured first: 50 ms a request.
    await Promise.all(Array.from({ length: 16 }, (_, i) => served(shedder, `198.51.100.${i}`, 50)));
    const startedAt = performance.now();
    const flood = Array.from({ length: 500 }, (_, i) => served(shedder, `192.0.2.${i % 250}`, 50));
    const refusedAfterMs = performance.now() - startedAt;
    const answers = await Promise.all(flood);
    const refused = answers.filter((answer) => answer === null);
    // Refused as they arrived (tryEnter answered null synchronously): 500 in well under 50 ms.
    expect(refusedAfterMs).toBeLessThan(50);
    // Four at a time, 50 ms each: about 80 could start within the second; the shedder keeps
    // those it judges to start within 0.8 s, so none of them is refused late, at the deadline.
    expect(refused.length).toBeGreaterThan(350);
    const kept = answers.filter((answer) => answer !== null);
    expect(kept.length).toBeGreaterThan(40);
    expect(kept.filter((answer) => answer.at === 'deadline')).toEqual([]);
    expect(Math.max(...kept.map((answer) => answer.ms))).toBeLessThan(2000);
  });

  it('admits again once idle, even after a request that took far longer than the wait', async () => {
    const shedder = createLoadShedder({ maxInFlight: 1, maxInFlightPerAddress: 1, maxQueueWaitMs: 100 });
    // The first request of a start opens and seeds the database.
    expect(await served(shedder, '203.0.113.1', 1000)).not.toBeNull();
    for (let i = 0; i < 5; i++) expect(await served(shedder, '203.0.113.1', 5)).not.toBeNull();
  });

  it('judges a burst after a quiet spell by what it measures then, not by the slow requests before it', async () => {
    const shedder = createLoadShedder({ maxInFlight: 1, maxInFlightPerAddress: 1, maxQueueWaitMs: 200 });
    // Slow requests (uploads trickling in) held the slot for the whole wait, two at a time.
    for (let i = 0; i < 3; i++) await Promise.all([served(shedder, '203.0.113.1', 200), served(shedder, '203.0.113.2', 200)]);
    await pause(250);
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => served(shedder, `198.51.100.${i}`, 5)));
    expect(burst.map((answer) => answer?.at)).toEqual(Array.from({ length: 6 }, () => 'start'));
  });

  it('lets a waiting client leave without holding a place', async () => {
    const shedder = createLoadShedder({ maxInFlight: 1, maxInFlightPerAddress: 1, maxQueueWaitMs: 1000 });
    const first = shedder.tryEnter('203.0.113.1');
    const second = shedder.tryEnter('203.0.113.2');
    expect(await first?.started).toBe(true);
    second?.release(); // gone while it waited
    expect(shedder.waiting).toBe(0);
    first?.release();
    expect(shedder.inFlight).toBe(0);
  });
});

describe('load shedding in the provider', () => {
  it('refuses the excess of 200 parallel searches at once with 503, Retry-After and problem JSON', async () => {
    const answers = await parallelClients(SEARCH, 200);
    const answered = answers.filter(({ status }) => status === 200);
    const refused = answers.filter(({ status }) => status === 503);
    expect(answered.length + refused.length).toBe(200);
    expect(answered.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { retryAfter, contentType, body } of refused) {
      expect(retryAfter).toMatch(/^\d+$/);
      expect(contentType).toBe('application/problem+json');
      expect((JSON.parse(body) as Problem).code).toBe('OVERLOADED');
    }
    // The refused are not kept waiting until the admitted are done.
    const slowestRefusal = Math.max(...refused.map(({ ms }) => ms));
    const slowestAnswer = Math.max(...answered.map(({ ms }) => ms));
    expect(slowestRefusal).toBeLessThan(slowestAnswer);
  });

  it('serves everyone again once the load is gone', async () => {
    for (let i = 0; i < 5; i++) {
      const { status, ms } = await timed(SEARCH);
      expect(status).toBe(200);
      expect(ms).toBeLessThan(2000);
    }
  });
});

// Shoppers who ask again as soon as they are answered (as a load tester does), from another thread.
const CLOSED_LOOP_SOURCE = `
const { parentPort, workerData: { url, connections, ms } } = require('node:worker_threads');
const until = performance.now() + ms;
const answers = [];
Promise.all(Array.from({ length: connections }, async () => {
  while (performance.now() < until) {
    const startedAt = performance.now();
    const response = await fetch(url);
    const body = await response.text();
    answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'),
      contentType: response.headers.get('content-type'), body, ms: performance.now() - startedAt });
  }
})).then(() => parentPort.postMessage(answers));
`;

function closedLoop(url: string, connections: number, ms: number): Promise<Answer[]> {
  const worker = new Worker(CLOSED_LOOP_SOURCE, { eval: true, workerData: { url, connections, ms } });
  return new Promise((resolve, reject) => {
    worker.once('message', (answers: Answer[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

describe('load shedding in the storefront (npm start)', () => {
  it('serves a burst of 16 shoppers searching different words, none refused', async () => {
    const server = demoServer();
    const keywords = ['red bag', 'wool coat', 'cotton shirt', 'leather wallet', 'silk dress', 'canvas shoes', 'nylon backpack', 'linen shirt'];
    const urls = keywords.flatMap((keyword) => [1, 2].map((pageNo) => `${server.origin}/api/front/product/search?keyword=${encodeURIComponent(keyword)}&pageNo=${String(pageNo)}`));
    const answers = await atOnce(urls, true);
    expect(answers.map(({ status }) => status)).toEqual(urls.map(() => 200));
  });

  it('refuses in a few milliseconds while saturated, and still answers a cached shared page', async () => {
    const server = demoServer();
    expect((await server.request('/faq')).status).toBe(200); // now in the page cache
    const found = await (await server.request(SEARCH)).json() as { items: { coverImage: string }[] };
    const pictureOfSearch = new URL(found.items[0]!.coverImage, server.origin).pathname;
    const load = closedLoop(`${server.origin}${SEARCH}`, 64, 4000);
    // Saturated once it refuses what it could not serve within the wait.
    await expect.poll(async () => (await server.request(SEARCH)).status, { timeout: 3000, interval: 50 }).toBe(503);
    // Meanwhile: a page that renders is refused with a page, in the language asked; the cached one is served.
    // (Now and then a slot frees as it arrives and it is rendered: ask again, each time a page the cache has not seen.)
    let page = await server.request('/product-search?keyword=bag&lang=vi');
    for (let again = 1; page.status === 200 && again < 10; again++) page = await server.request(`/product-search?keyword=bag&lang=vi&again=${again}`);
    const cached = await server.request('/faq');
    const picture = await server.request(pictureOfSearch);
    const answers = await load;

    const refused = answers.filter(({ status }) => status === 503);
    expect(answers.filter(({ status }) => status === 200).length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(answers.length / 2);
    for (const { retryAfter, contentType, body } of refused) {
      expect(retryAfter).toMatch(/^\d+$/);
      expect(contentType).toBe('application/problem+json');
      expect((JSON.parse(body) as Problem).code).toBe('OVERLOADED');
    }
    // Refused inside Astro's pipeline (1.5–2 ms of CPU each) they queued behind one another
    // for hundreds of ms; the front door answers them between the admitted searches.
    expect(median(refused.map(({ ms }) => ms))).toBeLessThan(100);

    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await page.text()).toContain('<html lang="vi"');
    expect(cached.status).toBe(200);
    // The pictures of an answered page still load (a refused one would be a broken page).
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });
});
