import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hc } from 'hono/client';
import type { Problem } from '../../../contract/problem';
import { createProviderApp, type ProviderApp } from '../../../provider/app';
import { createShopperEventHub, type ShopperEventHub } from '../../../provider/live/shopper-event-hub';
import { tenantRowCacheFor } from '../../../provider/tenancy/tenant-row-cache';
import type { Clock } from '../../../provider/clock';
import { type Database, openDatabase } from '../../../provider/db/client';
import { IN_MEMORY_DATA_DIR, loadEnv, type ProviderEnv } from '../../../provider/env';
import type { devMailboxRouter } from '../../../provider/routes/dev-mailbox/dev-mailbox.index';
import { createMailer, type Mailer } from '../../../provider/mail/mailer';
import type { MailTransport } from '../../../provider/mail/mail-transport';
import { withCatalogPictures } from '../../../provider/catalog/catalog-pictures-storage';
import { openObjectStorage } from '../../../provider/storage/open-storage';
import type { ObjectStorage } from '../../../provider/storage/object-storage';
import { privateLinks, withPrivateLinks } from '../../../provider/storage/private-files';
import { databaseCopy } from './database-snapshots';
import { seedTestDatabase, TEST_CATALOG_SIZE } from './test-seed';

export { TEST_CATALOG_SIZE };

/*
 * Calling the provider in a test: the typed client, so that a route's change (path, method,
 * input, answer) breaks its tests at compile time (`npm run check` type-checks tests/).
 *
 *   const api = provider.api({ tenant: 'vn', token });
 *   const cart = await expectJson(api.front.cart.add.$post({ json: { productUrl, productSkuId, quantity: 1 } }), 200);
 *   const problem = await expectProblem(api.front.cart[':id'].$delete({ param: { id: '999' } }), 404);
 *   await expectStatus(api.front.user.logout.$post(), 204);
 *
 * `expectJson` answers the body typed as the route documents that status; `expectProblem` the
 * problem JSON of any refusal. Values the schemas take as `unknown` (query numbers, quantities) and
 * wrong strings go through the typed client too. Only what it cannot send (a body of the wrong
 * shape, a path no route has) goes through `provider.rawRequest`.
 */

/** Who is calling: the headers every request of a client carries. */
export interface Caller {
  /** X-Tenant-Id. */
  tenant?: string | undefined;
  /** X-Tenant-Domain. */
  domain?: string | undefined;
  /** Accept-Language. */
  language?: string | undefined;
  /** Sent as `Authorization: Bearer`. */
  token?: string | undefined;
  headers?: Record<string, string>;
}

/** The typed client of the API; its root is /api. */
export type ProviderClient = ReturnType<typeof hc<ProviderApp, 'http://localhost'>>['api'];
/** The typed client of the demo mailbox, which the app mounts only in demo mode (DEMO=1); its root is /api. */
export type MailboxClient = ReturnType<typeof hc<typeof devMailboxRouter, 'http://localhost/api'>>;

/** An answer of the typed client. */
interface Answer {
  status: number;
  headers: Headers;
  text(): Promise<string>;
}

/** The JSON body the route documents for `status`. */
type BodyAt<A extends Answer, S> = Extract<A, { status: S }> extends { json(): Promise<infer Body> } ? Body : never;

/** The answer, once its status is `status` (else fails with the body). For headers, files and empty answers. */
export async function expectStatus<P extends Promise<Answer>>(answer: P, status: number): Promise<Awaited<P>> {
  const response = await answer;
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status} ${await response.text()}`);
  return response;
}

/** The JSON body of an answer with `status`, typed as the route documents that status. */
export async function expectJson<P extends Promise<Answer>, S extends Awaited<P>['status']>(answer: P, status: S): Promise<BodyAt<Awaited<P>, S>> {
  const body = await (await expectStatus(answer, status)).text();
  return JSON.parse(body) as BodyAt<Awaited<P>, S>;
}

/** The problem JSON of an answer with `status` (any status: every refusal is problem JSON). */
export async function expectProblem(answer: Promise<Answer>, status: number): Promise<Problem> {
  const response = await expectStatus(answer, status);
  const body = await response.text();
  const type = response.headers.get('Content-Type');
  if (type !== 'application/problem+json') throw new Error(`Expected problem JSON, got ${type} ${body}`);
  return JSON.parse(body) as Problem;
}

/** A clock the test moves on by hand. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

export function createTestClock(start = new Date('2026-03-02T09:00:00Z')): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => { current += ms; } };
}

/** Mail stays in the outbox, where tests read it; nothing is logged. */
const silentTransport: MailTransport = { deliver: async () => false };

export interface TestProvider {
  app: ProviderApp;
  db: Database;
  storage: ObjectStorage;
  env: ProviderEnv;
  mailer: Mailer;
  events: ShopperEventHub;
  clock: TestClock;
  /** The typed client, in process, every request carrying the caller's headers. */
  api(caller?: Caller): ProviderClient;
  /** GET of a file URL the API answered (`/api/files/{key}`, with a private key's signed query), through the files route. */
  file(url: string): Promise<Response>;
  /** The typed client of /api/dev/mailbox (answered only when the provider runs with DEMO=1). */
  mailbox(caller?: Caller): MailboxClient;
  /**
   * {method} /api{path} with a raw body: only for what the typed client refuses to send on purpose
   * (a body of the wrong shape or type, a path no route has, a malformed header).
   */
  rawRequest(method: string, path: string, options?: Caller & { json?: unknown; body?: BodyInit }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The provider on a fresh database of its own: in-memory PGlite, or a scratch PostgreSQL
 * database when TEST_DATABASE_URL is set. Seeded unless asked otherwise: copied from the
 * run's seeded snapshot when that fits, else from its migrated one and seeded here.
 */
export async function createTestProvider(
  { seed = true, env: extraEnv = {}, catalogSize = TEST_CATALOG_SIZE }: { seed?: boolean; env?: Record<string, string>; catalogSize?: number } = {},
): Promise<TestProvider> {
  const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'provider-test-storage-'));
  // The seeded snapshot's rows hold TEST_CATALOG_SIZE products and name files by the default PUBLIC_STORAGE_URL.
  const seededFits = catalogSize === TEST_CATALOG_SIZE && extraEnv['PUBLIC_STORAGE_URL'] === undefined;
  const copy = await databaseCopy(seed && seededFits ? 'seeded' : 'migrated');
  const env = loadEnv({ DATA_DIR: IN_MEMORY_DATA_DIR, STORAGE_DIR: storageDir, DATABASE_URL: copy.url, ...extraEnv });
  const database = await openDatabase(env, copy.options);
  const clock = createTestClock();
  const storage = withPrivateLinks(withCatalogPictures(openObjectStorage(env), database.db), privateLinks(env), clock.now);
  if (seed) await seedTestDatabase(database.db, storage, catalogSize);
  const mailer = createMailer(silentTransport);
  const events = createShopperEventHub(database.listen);
  // The tenant rows are held as in a started provider (on PGlite), so tests see the cache's drops at work.
  const tenantRows = tenantRowCacheFor(database);
  const app = createProviderApp({ db: database.db, storage, env, mailer, events, tenantRows, clock: clock.now });

  const headersOf = ({ tenant, domain, language, token, headers: extra }: Caller): Record<string, string> => ({
    ...(tenant ? { 'X-Tenant-Id': tenant } : {}),
    ...(domain ? { 'X-Tenant-Domain': domain } : {}),
    ...(language ? { 'Accept-Language': language } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  // The client's requests go straight to the app, in process.
  const inProcess = (caller: Caller) => ({
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => app.request(input, init)) as typeof fetch,
    headers: headersOf(caller),
  });

  return {
    app,
    db: database.db,
    storage,
    env,
    mailer,
    events,
    clock,
    api: (caller = {}) => hc<ProviderApp, 'http://localhost'>('http://localhost', inProcess(caller)).api,
    file: (url) => {
      const [filePath = '', search = ''] = url.split('?');
      return hc<ProviderApp, 'http://localhost'>('http://localhost', inProcess({})).api.files[':key{.+}'].$get({
        param: { key: filePath.replace(/^\/api\/files\//, '') }, query: Object.fromEntries(new URLSearchParams(search)),
      });
    },
    mailbox: (caller = {}) => hc<typeof devMailboxRouter, 'http://localhost/api'>('http://localhost/api', inProcess(caller)),
    async rawRequest(method, requestPath, { json, body, ...caller } = {}) {
      const headers = new Headers(headersOf(caller));
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return app.request(`/api${requestPath}`, { method, headers, body: json === undefined ? body ?? null : JSON.stringify(json) });
    },
    async close() {
      await mailer.drain();
      await events.close();
      await tenantRows?.close();
      await database.close();
      await copy.drop();
      await fs.rm(storageDir, { recursive: true, force: true });
    },
  };
}
