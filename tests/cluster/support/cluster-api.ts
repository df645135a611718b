import { randomUUID } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import { afterAll, inject } from 'vitest';
import { hashPassword } from '../../../provider/auth/passwords';
import { type Database, openDatabase } from '../../../provider/db/client';
import { accountLedger, productSkus, products, tenantWarehouses, userAccounts, users } from '../../../provider/db/schema';
import { IN_MEMORY_DATA_DIR } from '../../../provider/env';
import type { AccountOwner } from '../../../provider/db/ownership';
import { accountDiscrepancies, applyLedgerChange } from '../../../provider/ledger/ledger';
import { setPayPassword } from '../../../provider/payments/pay-password';
import { z } from 'zod';
import { Problem } from '../../../contract/problem';
import { Session } from '../../../contract/user';
import { serverStats } from '../../../scripts/cluster/cluster.mjs';
import type { ClusterInfo } from './cluster-env';

export const PASSWORD = 'Cluster-pass-2026';
export const PAY_PASSWORD = '246810';

export const cluster = (): ClusterInfo => inject('cluster');

/** An answer of the API, or status 0 when the request got none (refused, cut, timed out). */
export interface Answer {
  status: number;
  /** The JSON body (null when empty); read through expectJson or outcome. */
  body: unknown;
  ms: number;
}

export interface CallOptions {
  json?: unknown;
  token?: string | undefined;
  tenant?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** `method` /api{path} at `origin` (a provider, or haproxy's provider frontend), as the tenant, with the shopper's token. */
export async function call(origin: string, method: string, path: string, { json, token, tenant = 'default', headers = {}, timeoutMs = 15_000 }: CallOptions = {}): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: {
        'x-tenant-id': tenant,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? null : JSON.stringify(json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: parsedOrText(text), ms: Date.now() - started };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause as { code?: string } | undefined)?.code ?? error.name : String(error);
    return { status: 0, body: { error: cause }, ms: Date.now() - started };
  }
}

/** A JSON body parsed; any other (haproxy's own error pages) as `{ error: 'not JSON: <start>' }`. */
function parsedOrText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { error: `not JSON: ${text.slice(0, 40).replace(/\s+/g, ' ')}` };
  }
}

/** Fails, naming the answer, unless its status is `status`. */
export function expectStatus(answer: Answer, status: number, what = 'call'): void {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The body of an answer with `status`, as the contract's schema reads it. */
export function expectJson<S extends z.ZodType>(answer: Answer, status: number, schema: S, what = 'call'): z.output<S> {
  expectStatus(answer, status, what);
  return schema.parse(answer.body);
}

/** An answer in short: `200`, `409 PAYMENT_NOT_PAYABLE` (the problem's code), or `0 ECONNREFUSED` (no answer). */
export function outcome(answer: Answer): string {
  if (answer.status === 200) return '200';
  const problem = Problem.safeParse(answer.body);
  const failure = z.object({ error: z.string() }).safeParse(answer.body);
  return `${answer.status} ${problem.data?.code ?? failure.data?.error ?? ''}`.trim();
}

/** The control door of the global setup (tests/cluster/support/global-setup.ts). */
export async function control(action: 'kill-provider' | 'term-provider' | 'start-provider' | 'restart-postgres', index = 0): Promise<{ ms: number; result: unknown }> {
  const response = await fetch(`${cluster().control}/${action}/${index}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${index}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ ms: number; result: unknown }>;
}

/** Polls `check` every 100 ms until it answers true; fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await pause(100);
  }
  return Date.now() - started;
}

let shared: Promise<Awaited<ReturnType<typeof openDatabase>>> | undefined;
/** One pool per test file (the migrations are applied already; openDatabase finds them done). */
export async function testDatabase(): Promise<Database> {
  shared ??= openDatabase({ DATABASE_URL: cluster().databaseUrl, DATA_DIR: IN_MEMORY_DATA_DIR });
  return (await shared).db;
}
afterAll(async () => {
  await (await shared)?.close();
});

export interface Shopper {
  email: string;
  owner: AccountOwner;
  token: string;
}

/** A shopper of the default tenant with a password, a pay password and `balance` fen (one deposit in the ledger), logged in through a provider. */
export async function newShopper(origin: string, balance = 0): Promise<Shopper> {
  const db = await testDatabase();
  const email = `cluster-${randomUUID()}@example.com`;
  const [user] = await db.insert(users).values({
    tenantId: 'default', email, passwordHash: await hashPassword(PASSWORD), name: 'Cluster Shopper', phoneNumber: '+1 555 0100', language: 'en', accountType: 'INDIVIDUAL',
  }).returning();
  const owner = { tenantId: 'default', userId: user!.id };
  await setPayPassword(db, owner, PAY_PASSWORD, new Date(), true);
  if (balance > 0) {
    await db.transaction((tx) => applyLedgerChange(tx, owner, { kind: 'DEPOSIT', amount: balance, referenceType: 'DEPOSIT', reference: `DP-${user!.id}` }, new Date()));
  }
  const session = expectJson(await call(origin, 'POST', '/front/user/login', { json: { email, password: PASSWORD }, headers: clientAddress(email) }), 200, Session, 'login');
  return { email, owner, token: session.token };
}

/** A client address of its own per shopper (the providers trust loopback's X-Forwarded-For), so that per-address limits stay per test. */
export const clientAddress = (seed: string): Record<string, string> => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { 'x-forwarded-for': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}` };
};

export interface Goods {
  warehouseId: number;
  /** Catalog SKUs with plenty in stock, each with its product link. */
  skus: { productUrl: string; skuId: string }[];
}

/** What buy-now orders are made of: the default tenant's warehouse and well-stocked SKUs of the seeded catalog. */
export async function goods(count = 20): Promise<Goods> {
  const db = await testDatabase();
  const [warehouse] = await db.select({ id: tenantWarehouses.id }).from(tenantWarehouses).where(eq(tenantWarehouses.tenantId, 'default')).limit(1);
  const skus = await db.select({ productUrl: products.canonicalUrl, skuId: productSkus.skuId }).from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(gte(productSkus.stock, 400), eq(products.priceMode, 'SKU_PRICE'))).orderBy(desc(productSkus.stock), productSkus.skuId).limit(count);
  if (!warehouse || skus.length < count) throw new Error('The seeded catalog has no warehouse or too few stocked SKUs');
  return { warehouseId: warehouse.id, skus };
}

/** A buy-now order of one piece of `sku`, through `origin`. */
export const buyNow = (origin: string, shopper: Shopper, stock: Goods, sku: Goods['skus'][number], headers: Record<string, string> = {}) =>
  call(origin, 'POST', '/front/preview-product/create', {
    token: shopper.token, headers,
    json: { productUrl: sku.productUrl, items: [{ productSkuId: sku.skuId, quantity: 1 }], tenantWarehouseId: stock.warehouseId },
  });

/** Pays an order from the balance through `origin`. */
export const payOrder = (origin: string, shopper: Shopper, orderId: number, headers: Record<string, string> = {}, payPassword = PAY_PASSWORD) =>
  call(origin, 'POST', `/front/purchase-orders/${orderId}/pay`, { token: shopper.token, headers, json: { payPassword } });

/** Every account whose balance (or frozen amount) differs from the sum of its ledger: none, always. */
export const discrepancies = async () => accountDiscrepancies(await testDatabase());

/** The shopper's ledger rows, oldest first. */
export async function ledgerOf(owner: AccountOwner) {
  const db = await testDatabase();
  return db.select().from(accountLedger).where(and(eq(accountLedger.tenantId, owner.tenantId), eq(accountLedger.userId, owner.userId))).orderBy(accountLedger.id);
}

/** The shopper's balance row: available and frozen fen. */
export async function balanceOf(owner: AccountOwner) {
  const db = await testDatabase();
  const [row] = await db.select().from(userAccounts).where(and(eq(userAccounts.tenantId, owner.tenantId), eq(userAccounts.userId, owner.userId)));
  return { available: row?.balanceFen ?? 0, frozen: row?.frozenFen ?? 0 };
}

/** The rows of a raw query on the cluster's database (node-postgres answers them under `rows`). */
export async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  const result: unknown = await (await testDatabase()).execute(query);
  return (result as { rows: Row[] }).rows;
}

/** A shopper as the browser is: logged in through the public frontend, its session in the storefront's cookies. */
export interface Browser {
  shopper: Shopper;
  cookie: string;
}

export async function logInThroughSite(shopper: Shopper): Promise<Browser> {
  const response = await fetch(`${cluster().origin}/auth/session`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: shopper.email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login through the site: ${response.status} ${await response.text()}`);
  return { shopper, cookie: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ') };
}

/** Logs the shopper in through the storefront at `origin` (its own port, named `localhost`: the default tenant) as a browser does; answers the session cookies as a Cookie header. */
export async function sessionCookiesAt(origin: string, shopper: Shopper): Promise<string> {
  const response = await fetch(`${origin}/auth/session`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email: shopper.email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login through ${origin}: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** `method` /api{path} through the public frontend (haproxy → a storefront → haproxy → a provider), as the browser would. */
export const throughSite = (browser: Browser, method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  call(cluster().origin, method, path, { json, headers: { cookie: browser.cookie, ...headers } });

/** GET on a new connection (no keep-alive to race the server's close): the status, or the error code. */
export function freshConnectionGet(origin: string, path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const request = httpGet(`${origin}${path}`, { agent: false, headers, timeout: 15_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * Callers that behave as a load balancer does: they send (each request on a new connection)
 * while the process's readiness answers 200, checked every 100 ms. Resolves, once readiness
 * says otherwise and the requests under way are answered, with every outcome and every readiness answer.
 */
export async function callersWhileReady(origin: string, paths: readonly string[], headers: Record<string, string>): Promise<{ outcomes: string[]; readiness: string[] }> {
  let ready = true;
  const outcomes: string[] = [];
  const readiness: string[] = [];
  const monitor = async () => {
    while (ready) {
      const answer = await freshConnectionGet(origin, '/api/health/ready', headers);
      readiness.push(answer);
      if (answer === '200') await pause(100);
      else ready = false;
    }
  };
  const caller = async (path: string) => {
    while (ready) outcomes.push(await freshConnectionGet(origin, path, headers));
  };
  await Promise.all([monitor(), ...paths.map(caller)]);
  return { outcomes, readiness };
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** haproxy's state of one server ('UP', 'DOWN', 'UP 1/2'…), e.g. of 'providers/provider2', from its statistics. */
export async function serverStatus(key: string): Promise<string> {
  return (await serverStats(cluster().statsOrigin))[key]?.status ?? 'unknown';
}
