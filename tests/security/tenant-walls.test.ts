import { and, eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../provider/db/schema';
import { markLineOutOfStock } from '../../provider/orders/fulfilment';
import { CART_CATALOG, linkOf } from '../provider/support/cart-catalog';
import { buyTees, callerOf, credit, PAY_PASSWORD, payingShopper, payOrder, worldOfFile } from '../provider/support/order-world';
import { expectJson } from '../provider/support/test-provider';
import { arrivedParcel, createdTransitOrder, createTransitWorld, demoRound } from '../provider/support/transit-world';

/*
 * Tenancy holds for every table and every route: a shopper of tenant vn, calling every route of
 * the OpenAPI document with the ids and numbers of tenant default's rows, neither sees nor
 * changes any of them.
 */

// DEMO on: the sandbox card provider opens the external payment session the walk aims at.
const world = worldOfFile(() => createTransitWorld({ DEMO: '1' }));
const MARK = 'WALLA';

/** Tables whose rows no route shows to a shopper of any tenant: kept apart by the code that writes them alone. */
const UNREACHABLE: Record<string, string> = {
  seed_runs: 'the seed\'s own bookkeeping',
  rate_limit_counters: 'failure counts, keyed by a hash',
  email_codes: 'hashed codes, checked by e-mail and purpose',
  idempotency_keys: 'stored answers, keyed by shopper and key',
  outbox: 'mail waiting to be sent',
  external_notifications: 'provider notification ids, replay protection',
  storage_reminders: 'reminders already sent',
  search_documents: 'the search index of the shared catalog',
  money_approvals: 'the desk\'s four-eyes requests, read by operators of their own tenant only (tests/provider/desk-money.test.ts)',
};

const tenantTables = (): PgTable[] => Object.values(schema).flatMap((value) => (is(value, PgTable) && 'tenantId' in getTableColumns(value) ? [value] : []));

/** Every row of tenant default in every tenant table, as text: the snapshot that nothing from vn may change. */
async function snapshotOfDefault(): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of tenantTables()) {
    const rows = await world.provider.db.select().from(table).where(eq(getTableColumns(table)['tenantId']!, 'default'));
    // Compared by content, in an order of their own: a table without an id (rate_limit_counters)
    // comes back in storage order, which any update of a row moves, even one that changes nothing.
    snapshot[getTableName(table)] = JSON.stringify(rows.map((row) => JSON.stringify(row)).sort());
  }
  return snapshot;
}

/**
 * The values a caller could use to point at a shopper's row: the ids and business numbers of
 * rows of `tenantId` that belong to a shopper (all of the tenant's shoppers, or only `userId`'s).
 */
async function handlesOf(tenantId: string, userId?: number): Promise<{ ids: Set<string>; numbers: Set<string> }> {
  const ids = new Set<string>();
  const numbers = new Set<string>();
  for (const table of tenantTables()) {
    const columns = getTableColumns(table);
    const owner = columns['userId'];
    if (!owner) continue;
    const rows = await world.provider.db.select().from(table)
      .where(and(eq(columns['tenantId']!, tenantId), userId === undefined ? undefined : eq(owner, userId)));
    for (const row of rows as Record<string, unknown>[]) {
      if (typeof row['id'] === 'number') ids.add(String(row['id']));
      for (const [name, value] of Object.entries(row)) {
        if (/No$/.test(name) && typeof value === 'string' && /^[A-Z]{2}\d{6,}$/.test(value)) numbers.add(value);
      }
    }
  }
  return { ids, numbers };
}

interface Operation { method: string; path: string; pathParams: string[]; queryParams: string[] }

async function operations(): Promise<Operation[]> {
  const document = await (await world.provider.rawRequest('GET', '/openapi.json')).json() as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path: path.replace(/^\/api/, ''),
    pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
    queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
  })));
}

/** Tenant default's shopper Ana does a little of everything, each with a marker the walk looks for. */
async function busyDefaultTenant(): Promise<void> {
  const { provider, ana, warehouses } = world;
  const api = provider.api(callerOf(ana)).front;
  await credit(provider, ana.owner, 2_000_000);
  const order = await buyTees(provider, ana, warehouses.china, 1);
  await payOrder(provider, ana, order.id);
  await buyTees(provider, ana, warehouses.china, 2);
  const unpaid = await buyTees(provider, ana, warehouses.china, 1);
  await expectJson(api.onepay.payCode.$post({ json: { orderPay: unpaid.paymentNo, orderAmount: unpaid.total, paymentMethod: 'CARD', domainUrl: 'http://localhost/my' } }), 200);
  await expectJson(api.cart.add.$post({ json: { productUrl: linkOf(CART_CATALOG.tee), productSkuId: CART_CATALOG.tee.skus[0].skuId, quantity: 1 } }), 200);
  await provider.db.insert(schema.userFeedback).values({ ...ana.owner, content: `${MARK} feedback`, createdAt: provider.clock.now() });
  await createdTransitOrder(world);
  await arrivedParcel(world, ana);
  const soldOut = await buyTees(provider, ana, warehouses.china, 1);
  await payOrder(provider, ana, soldOut.id);
  await markLineOutOfStock(provider.db, 'default', soldOut.shops[0]!.lines[0]!.id, provider.clock.now());
  for (let round = 0; round < 4; round++) await demoRound(world);
  await expectJson(api.user.addresses.$post({ json: { recipientName: `${MARK} Ana`, phoneNumber: '+84 90 123 4567', country: 'VN', province: 'Hà Nội', city: 'Hà Nội', street: `${MARK} street` } }), 200);
  await expectJson(api.user['billing-addresses'].$post({ json: { name: `${MARK} billing`, email: 'walla@example.com', phoneNumber: '+84 90 123 4567', country: 'VN', city: 'Hà Nội', street: `${MARK} road` } }), 200);
  await expectJson(api['customs-info'].save.$post({ json: { fullName: `${MARK} Person`, idType: 'PASSPORT', idNumber: 'C7654321' } }), 200);
  await expectJson(api['user-account'].deposits.$post({ json: { channel: 'BANK_TRANSFER', amount: 100_000, remark: `${MARK} deposit` } }), 200);
  await expectJson(api['user-account'].withdrawals.$post({ json: { amount: 1_000, account: `${MARK} bank 123`, payPassword: PAY_PASSWORD } }), 200);
  await expectJson(api.cart.custom.$post({ json: { title: `${MARK} custom`, link: 'https://example.com/walla', unitPrice: 1_000, quantity: 1, specification: '', remark: '' } }), 200);
}

/** The answer's body; of an event stream, which never ends by itself, its first message (the counts). */
async function bodyOf(response: Response): Promise<string> {
  if (!response.headers.get('Content-Type')?.startsWith('text/event-stream') || !response.body) return response.text();
  const reader = response.body.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

describe('the walls between tenants', () => {
  it('give a shopper of another tenant no route to any row of a tenant: every table, every route, ids and numbers alike', async () => {
    await busyDefaultTenant();
    const intruder = await payingShopper(world.provider, 'intruder@example.com', 'vn');
    const before = await snapshotOfDefault();

    // Every table of shoppers' rows has rows of tenant default to aim at. (Tables of the tenant's own
    // content are read by the tenant the request names, and have their own tests per tenant.)
    const shopperTables = tenantTables().filter((table) => 'userId' in getTableColumns(table)).map((table) => getTableName(table));
    const empty = shopperTables.filter((name) => before[name] === '[]' && !(name in UNREACHABLE));
    expect(empty).toEqual([]);

    const { ids, numbers } = await handlesOf('default');
    // The intruder's own rows answer them, whatever their ids share with tenant default's.
    const own = await handlesOf('vn', intruder.owner.userId);
    const handles = [...ids, ...numbers].filter((handle) => !own.ids.has(handle));
    const markers = [MARK, ...numbers];
    const leaks: string[] = [];
    const send = async (method: string, path: string) => {
      const response = await world.provider.rawRequest(method, path, { ...callerOf(intruder), ...(method === 'GET' || method === 'DELETE' ? {} : { json: { payPassword: PAY_PASSWORD } }) });
      const body = await bodyOf(response);
      const shown = markers.filter((marker) => body.includes(marker));
      if (shown.length > 0) leaks.push(`${method} ${path} showed ${shown.slice(0, 3).join(', ')}`);
      if (response.status >= 500) leaks.push(`${method} ${path} failed with ${response.status}`);
      return response.status;
    };

    for (const operation of await operations()) {
      // Health answers no tenant's data (and 503 until this world would be ready for traffic).
      if (['/sandbox-pay', '/files', '/health'].some((prefix) => operation.path.startsWith(prefix))) continue;
      const handleParams = operation.queryParams.filter((name) => /(Id|Ids|No|Nos|^id)$/.test(name));
      if (operation.pathParams.length === 0) {
        // A list or a lookup: with no handle, and with each of tenant default's handles in its id-like query parameters.
        if (operation.method !== 'GET') continue;
        await send('GET', operation.path);
        for (const name of handleParams) for (const handle of handles) await send('GET', `${operation.path}?${name}=${encodeURIComponent(handle)}`);
        continue;
      }
      for (const handle of handles) {
        const path = operation.pathParams.reduce((built, name) => built.replace(`{${name}}`, encodeURIComponent(handle)), operation.path);
        const status = await send(operation.method, path);
        if (status < 400) leaks.push(`${operation.method} ${path} answered ${status}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshotOfDefault()).toEqual(before);
  }, 300_000);
});
