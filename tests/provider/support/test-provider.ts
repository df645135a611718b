import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Problem } from '../../../contract/problem';
import { createProviderApp, type ProviderApp } from '../../../provider/app';
import type { Clock } from '../../../provider/clock';
import { type Database, openDatabase } from '../../../provider/db/client';
import { IN_MEMORY_DATA_DIR, loadEnv, type ProviderEnv } from '../../../provider/env';
import { createMailer, type Mailer } from '../../../provider/mail/mailer';
import type { MailTransport } from '../../../provider/mail/mail-transport';
import { seedDemoData } from '../../../provider/seed/seed';
import { seedCatalog } from '../../../provider/seed/catalog-seed';
import { withCatalogPictures } from '../../../provider/catalog/catalog-pictures-storage';
import { hashCatalogCovers } from '../../../provider/catalog/cover-hashes';
import { createLocalDirectoryStorage } from '../../../provider/storage/local-directory-storage';
import type { ObjectStorage } from '../../../provider/storage/object-storage';
import { createScratchDatabase } from './scratch-postgres';

export interface RequestOptions {
  /** X-Tenant-Id. */
  tenant?: string;
  /** X-Tenant-Domain. */
  domain?: string;
  /** Accept-Language. */
  language?: string;
  /** Sent as `Authorization: Bearer`. */
  token?: string | undefined;
  /** Sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
}

/** Products seeded for tests: every platform, several pages, and quick to seed and hash. */
export const TEST_CATALOG_SIZE = 300;

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
  clock: TestClock;
  /** {method} /api{path} through the app, in process. */
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** {method} /api{path}, expecting `status` and a JSON (or problem JSON) body. */
  call<T>(method: string, path: string, status: number, options?: RequestOptions): Promise<T>;
  /** GET /api{path} through the app, in process. */
  get(path: string, options?: RequestOptions): Promise<Response>;
  /** GET /api{path}, expecting 200 JSON. */
  getJson<T>(path: string, options?: RequestOptions): Promise<T>;
  /** GET /api{path}, expecting problem JSON with the given status. */
  getProblem(path: string, status: number, options?: RequestOptions): Promise<Problem>;
  close(): Promise<void>;
}

/**
 * The provider on a fresh database: in-memory PGlite, or a scratch PostgreSQL database when
 * TEST_DATABASE_URL is set. Seeded unless asked otherwise.
 */
export async function createTestProvider(
  { seed = true, env: extraEnv = {}, catalogSize = TEST_CATALOG_SIZE }: { seed?: boolean; env?: Record<string, string>; catalogSize?: number } = {},
): Promise<TestProvider> {
  const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'provider-test-storage-'));
  const serverUrl = process.env['TEST_DATABASE_URL'];
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const env = loadEnv({ DATA_DIR: IN_MEMORY_DATA_DIR, STORAGE_DIR: storageDir, DATABASE_URL: scratch?.url, ...extraEnv });
  const database = await openDatabase(env);
  const storage = withCatalogPictures(createLocalDirectoryStorage(env.STORAGE_DIR, env.PUBLIC_STORAGE_URL), database.db);
  if (seed) {
    await seedDemoData(database.db, storage, () => {});
    await seedCatalog(database.db, catalogSize, () => {});
    await hashCatalogCovers(database.db, () => {});
  }
  const clock = createTestClock();
  const mailer = createMailer(silentTransport);
  const app = createProviderApp({ db: database.db, storage, env, mailer, clock: clock.now });

  const request = async (method: string, requestPath: string, { tenant, domain, language, token, json, headers: extra }: RequestOptions = {}) => {
    const headers = new Headers(extra);
    if (tenant) headers.set('X-Tenant-Id', tenant);
    if (domain) headers.set('X-Tenant-Domain', domain);
    if (language) headers.set('Accept-Language', language);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    return app.request(`/api${requestPath}`, { method, headers, body: json === undefined ? null : JSON.stringify(json) });
  };
  const get = (requestPath: string, options?: RequestOptions) => request('GET', requestPath, options);

  return {
    app,
    db: database.db,
    storage,
    env,
    mailer,
    clock,
    request,
    async call<T>(method: string, requestPath: string, status: number, options?: RequestOptions) {
      const response = await request(method, requestPath, options);
      const body = await response.text();
      if (response.status !== status) throw new Error(`${method} ${requestPath}: expected ${status}, got ${response.status} ${body}`);
      return (body === '' ? undefined : JSON.parse(body)) as T;
    },
    get,
    async getJson<T>(requestPath: string, options?: RequestOptions) {
      const response = await get(requestPath, options);
      if (response.status !== 200) throw new Error(`GET ${requestPath}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    async getProblem(requestPath: string, status: number, options?: RequestOptions) {
      const response = await get(requestPath, options);
      const body = await response.text();
      if (response.status !== status) throw new Error(`GET ${requestPath}: expected ${status}, got ${response.status} ${body}`);
      if (response.headers.get('Content-Type') !== 'application/problem+json') {
        throw new Error(`GET ${requestPath}: not problem JSON but ${response.headers.get('Content-Type')}`);
      }
      return JSON.parse(body) as Problem;
    },
    async close() {
      await mailer.drain();
      await database.close();
      await scratch?.drop();
      await fs.rm(storageDir, { recursive: true, force: true });
    },
  };
}
