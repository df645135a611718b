// `BENCH_ONLY=desk npm run bench`: the desk's lists at the provider, in process, over a shop of
// DESK_ORDERS purchase orders (default 100,000, with their lines, payments, transit orders,
// deposits, withdrawals, inbound parcels and audit rows, most of them long finished, the rest
// in every state of work) on PostgreSQL (DATABASE_URL names the server; a database `desk_bench`
// is created afresh beside the one named). An OWNER signs in through an invitation, as
// `npm run desk:owner` makes one, and every list below is asked at each of its addresses
// (pages and filters) DESK_ROUNDS times; p50/p99 against the target.
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { freshDatabase } from './catalog-growth.mjs';
import { spread } from './provider-catalog.mjs';

/*
 * The desk lists measured: a name, the provider path, and the query strings it is asked with
 * (each also at every page of PAGES). An area's list is added here by one line when it lands.
 */
const PAGES = [1, 2, 3, 5, 10, 50, 100];
/** Thirty days, a month back (UTC calendar days, as the audit's date filter takes them). */
const LAST_MONTH = ['dateFrom', 'dateTo'].map((name, i) => `${name}=${new Date(Date.now() - (60 - 30 * i) * 86_400_000).toISOString().slice(0, 10)}`).join('&');
const DESK_LISTS = [
  { name: 'dashboard', path: '/desk/dashboard', queries: [''], paged: false },
  { name: 'audit', path: '/desk/audit', queries: ['', 'action=order.update', 'recordType=deposit', LAST_MONTH], paged: true },
  { name: 'purchasing', path: '/desk/purchasing/queue', queries: ['', 'state=TO_BUY', 'state=WAITING_PRICE_DIFFERENCE', 'state=TO_SHIP', 'shop=shop-7', 'platform=TAOBAO'], paged: true },
  { name: 'receiving', path: '/desk/receiving/expected', queries: ['', 'source=PURCHASE', 'source=INBOUND', 'trackingNo=SF1'], paged: true },
  { name: 'packing', path: '/desk/packing', queries: ['', 'stage=WAITING_FEE', 'stage=TO_SHIP', 'stage=SHIPPED', 'country=VN'], paged: true },
  { name: 'deposits', path: '/desk/money/deposits', queries: ['', 'status=ALL', 'status=CONFIRMED'], paged: true },
  { name: 'withdrawals', path: '/desk/money/withdrawals', queries: ['', 'status=ALL'], paged: true },
  { name: 'shoppers', path: '/desk/shoppers', queries: ['', 'q=bench-shopper-12', 'q=Shopper 4', 'q=example.com'], paged: true },
];

const TARGET_P99_MS = 100;
const ORDERS = Number(process.env.DESK_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.DESK_ROUNDS ?? 5);
/** A list of few addresses is asked more rounds, so its p99 is one of at least this many requests. */
const MIN_REQUESTS = 100;
const SHOPPERS = 5_000;
const TENANT = 'default';
const root = new URL('..', import.meta.url).pathname;
const load = (file) => tsImport(path.join(root, file), import.meta.url);

/**
 * The shop's history, in bulk. An order's age is spread evenly over a year; those of the last 30
 * days are in every state of work, older ones arrived or closed. Each order has 2 or 3 lines.
 */
const SEED = [
  `insert into users (tenant_id, email, password_hash, name, phone_number, language, account_type, created_at)
   select '${TENANT}', 'bench-shopper-' || g || '@example.com', 'bench', 'Bench Shopper ' || g, '+84 90 000 0000', 'en', 'INDIVIDUAL', now() - interval '400 days'
   from generate_series(1, ${SHOPPERS}) g`,
  `create temp table bench_shoppers as
   select row_number() over (order by id) - 1 as n, id from users where tenant_id = '${TENANT}' and email like 'bench-shopper-%'`,
  `create temp table bench_orders as
   select g, now() - g * (interval '365 days' / ${ORDERS}) as created_at,
     case when g * 365.0 / ${ORDERS} >= 30 then (case when g % 10 < 8 then 'ARRIVED' else 'CLOSED' end)
       else (array['WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'PURCHASED', 'SELLER_SHIPPED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED', 'ARRIVED', 'CLOSED'])[g % 10 + 1]
     end as status
   from generate_series(1, ${ORDERS}) g`,
  `insert into purchase_orders (tenant_id, user_id, order_no, status, tenant_warehouse_id, goods_fen, domestic_shipping_fen, service_fee_fen, total_fen,
     pay_before, paid_at, closed_at, created_at, updated_at)
   select '${TENANT}', s.id, 'BO' || o.g, o.status,
     (select id from tenant_warehouses where tenant_id = '${TENANT}' and region = 'CHINA' order by id limit 1),
     5000, 800, 290, 6090, o.created_at + interval '1 hour',
     case when o.status = 'WAITING_PAY' or (o.status = 'CLOSED' and o.g % 20 = 9) then null else o.created_at + interval '10 minutes' end,
     case when o.status = 'CLOSED' then o.created_at + interval '1 day' end, o.created_at, o.created_at + interval '1 day'
   from bench_orders o join bench_shoppers s on s.n = o.g % ${SHOPPERS}`,
  `insert into purchase_order_lines (tenant_id, order_id, status, shop_id, shop_name, platform, product_url, title, quantity, unit_price_fen)
   select o.tenant_id, o.id,
     case when o.status = 'PARTIALLY_ARRIVED' then (case when l = 1 then 'ARRIVED' else 'SELLER_SHIPPED' end) else o.status end,
     'shop-' || (o.id % 500), 'Bench shop', 'TAOBAO', 'https://item.taobao.com/item.htm?id=' || o.id, 'Bench item ' || l, 1, 2500
   from purchase_orders o cross join lateral generate_series(1, 2 + o.id % 2) l
   where o.tenant_id = '${TENANT}' and o.order_no like 'BO%'`,
  `insert into payments (tenant_id, user_id, payment_no, kind, order_id, amount_fen, status, method, paid_at, created_at)
   select tenant_id, user_id, 'BP' || id, 'ORDER', id, total_fen, case when paid_at is null then 'CLOSED' else 'PAID' end,
     'BALANCE', paid_at, created_at
   from purchase_orders where tenant_id = '${TENANT}' and order_no like 'BO%' and status <> 'WAITING_PAY'`,
  `insert into payments (tenant_id, user_id, payment_no, kind, order_id, amount_fen, status, paid_at, created_at)
   select tenant_id, user_id, 'BD' || id, 'PRICE_DIFFERENCE', id, 300, case when status = 'PURCHASING' then 'UNPAID' else 'PAID' end,
     case when status = 'PURCHASING' then null else paid_at + interval '1 day' end, paid_at + interval '12 hours'
   from purchase_orders where tenant_id = '${TENANT}' and order_no like 'BO%' and paid_at is not null and id % 25 = 0`,
  `insert into transit_orders (tenant_id, user_id, order_no, status, transit_option_id, transit_option_name, min_days, max_days,
     destination, customs, estimate, created_at, updated_at)
   select '${TENANT}', s.id, 'BT' || g, case when g * 365.0 / ${ORDERS / 5} >= 30 then (case when g % 10 < 9 then 'COMPLETED' else 'CLOSED' end)
       else (array['CREATED', 'CREATED', 'PACKING', 'PACKED', 'WAITING_PAY', 'WAITING_PAY', 'PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED'])[g % 10 + 1] end,
     t.id, t.name, t.min_days, t.max_days,
     '{"selfPickup":true,"country":"VN","address":null,"localWarehouse":null,"localExpressCompanyName":null}',
     '{"lines":[],"identity":null}',
     '{"weightGrams":1500,"volumeCm3":6000,"size":null,"chargeableWeightGrams":1500,"basis":"ACTUAL","fee":12000}',
     now() - g * (interval '365 days' / ${ORDERS / 5}), now() - g * (interval '365 days' / ${ORDERS / 5})
   from generate_series(1, ${ORDERS / 5}) g join bench_shoppers s on s.n = g % ${SHOPPERS}
   cross join (select id, name, min_days, max_days from transit_options where tenant_id = '${TENANT}' order by id limit 1) t`,
  `insert into payments (tenant_id, user_id, payment_no, kind, transit_order_id, amount_fen, status, paid_at, created_at)
   select tenant_id, user_id, 'BF' || id, 'TRANSIT_FEE', id, 12000, case when status = 'WAITING_PAY' then 'UNPAID' else 'PAID' end,
     case when status = 'WAITING_PAY' then null else created_at + interval '3 days' end, created_at + interval '2 days'
   from transit_orders where tenant_id = '${TENANT}' and order_no like 'BT%' and status in ('WAITING_PAY', 'PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED')`,
  `insert into inbound_parcels (tenant_id, user_id, tenant_warehouse_id, domestic_tracking_no, contents, declared_value_fen, status, arrived_at, created_at)
   select '${TENANT}', s.id, (select id from tenant_warehouses where tenant_id = '${TENANT}' and region = 'CHINA' order by id limit 1),
     'BSF' || g, '[{"name":"Bench goods","quantity":1,"unitValueFen":4500,"categories":[]}]', 4500,
     case when g * 365.0 / ${ORDERS / 5} < 7 and g % 2 = 0 then 'EXPECTED' else 'ARRIVED' end,
     case when g * 365.0 / ${ORDERS / 5} < 7 and g % 2 = 0 then null else now() - g * (interval '365 days' / ${ORDERS / 5}) + interval '3 days' end,
     now() - g * (interval '365 days' / ${ORDERS / 5})
   from generate_series(1, ${ORDERS / 5}) g join bench_shoppers s on s.n = g % ${SHOPPERS}`,
  `insert into deposits (tenant_id, user_id, deposit_no, channel, amount_fen, status, confirmed_at, created_at)
   select '${TENANT}', s.id, 'BDP' || g, 'BANK_TRANSFER', 100000,
     case when g * 365.0 / ${ORDERS / 5} < 2 then 'PENDING' when g % 50 = 0 then 'REJECTED' else 'CONFIRMED' end,
     case when g * 365.0 / ${ORDERS / 5} >= 2 then now() - g * (interval '365 days' / ${ORDERS / 5}) + interval '4 hours' end,
     now() - g * (interval '365 days' / ${ORDERS / 5})
   from generate_series(1, ${ORDERS / 5}) g join bench_shoppers s on s.n = g % ${SHOPPERS}`,
  `insert into withdrawals (tenant_id, user_id, withdrawal_no, amount_fen, account, status, decided_at, created_at)
   select '${TENANT}', s.id, 'BW' || g, 20000, 'Bench bank 6222 0000', case when g * 365.0 / ${ORDERS / 20} < 3 then 'PENDING' else 'COMPLETED' end,
     case when g * 365.0 / ${ORDERS / 20} >= 3 then now() - g * (interval '365 days' / ${ORDERS / 20}) + interval '1 day' end,
     now() - g * (interval '365 days' / ${ORDERS / 20})
   from generate_series(1, ${ORDERS / 20}) g join bench_shoppers s on s.n = g % ${SHOPPERS}`,
  `insert into desk_audit (tenant_id, operator_id, role, action, record_type, record_id, before, after, client_address, created_at)
   select '${TENANT}', o.id, 'OWNER', (array['order.update', 'deposit.confirm', 'line.purchase', 'transit.pack'])[g % 4 + 1],
     (array['order', 'deposit', 'order_line', 'transit_order'])[g % 4 + 1], g::text, '{"status":"PAID"}', '{"status":"PURCHASING"}', '203.0.113.7',
     now() - g * (interval '365 days' / ${ORDERS / 2})
   from generate_series(1, ${ORDERS / 2}) g cross join (select id from operators where tenant_id = '${TENANT}' order by id limit 1) o`,
  'vacuum analyze',
];

/** The shop (tenants, warehouses, lines), an OWNER signed in through an invitation, and the bulk history; answers the app and the token. */
async function openDeskShop(databaseUrl) {
  const [{ loadEnv }, { openDatabase }, { seedDemoData }, { openObjectStorage }, { createMailer }, { createProviderApp }, { inviteOwner }] = await Promise.all([
    load('provider/env.ts'), load('provider/db/client.ts'), load('provider/seed/seed.ts'), load('provider/storage/open-storage.ts'),
    load('provider/mail/mailer.ts'), load('provider/app.ts'), load('provider/desk/first-owner.ts'),
  ]);
  const env = loadEnv({ ...process.env, DATABASE_URL: databaseUrl, DEMO: '0' });
  const database = await openDatabase(env);
  const storage = openObjectStorage(env);
  await seedDemoData(database.db, storage, () => {}, { demoAccounts: false });
  const app = createProviderApp({ db: database.db, storage, env, mailer: createMailer({ deliver: async () => false }) });
  const link = await inviteOwner(database.db, env, { tenantId: TENANT, email: 'bench-owner@example.com' }, new Date());
  const invitation = link.split('/').at(-1);
  const accepted = await app.request(`/api/desk/invitations/${invitation}/accept`, {
    method: 'POST', headers: { 'X-Tenant-Id': TENANT, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Bench Owner', password: 'Bench-pass-2026' }),
  });
  if (accepted.status !== 200) throw new Error(`The owner's invitation was refused: ${accepted.status} ${await accepted.text()}`);
  const { token } = await accepted.json();

  const startedAt = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of SEED) await client.query(statement);
  } finally {
    await client.end();
  }
  return { app, token, database, seedMs: performance.now() - startedAt };
}

/** Every address of a list: each query, at every page when the list is paged. */
const addressesOf = ({ path: listPath, queries, paged }) => queries.flatMap((query) => (paged ? PAGES : [null]).map((page) => {
  const search = [query, page === null ? '' : `pageNo=${page}`].filter(Boolean).join('&');
  return search ? `${listPath}?${search}` : listPath;
}));

async function timed(app, token, address) {
  const startedAt = performance.now();
  const response = await app.request(`/api${address}`, { headers: { 'X-Tenant-Id': TENANT, Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${address}: ${response.status}`);
  return performance.now() - startedAt;
}

export async function runDeskBench() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('BENCH_ONLY=desk measures on PostgreSQL: set DATABASE_URL to a server it may create the database desk_bench on.');
  // The provider's request log would drown the figures.
  process.env.LOG_LEVEL ??= 'warn';
  console.log(`\nDesk lists over ${ORDERS} purchase orders on PostgreSQL: seeding…`);
  const { app, token, database, seedMs } = await openDeskShop(await freshDatabase(serverUrl, 'desk_bench'));
  try {
    const rows = [];
    for (const list of DESK_LISTS) {
      const addresses = addressesOf(list);
      await timed(app, token, addresses[0]); // warm-up
      const times = [];
      const rounds = Math.max(ROUNDS, Math.ceil(MIN_REQUESTS / addresses.length));
      for (let round = 0; round < rounds; round++) for (const address of addresses) times.push(await timed(app, token, address));
      rows.push({ name: list.name, addresses: addresses.length, ...spread(times) });
    }
    return { orders: ORDERS, seedMs, rows };
  } finally {
    await database.close();
  }
}

export function printDeskBench({ orders, seedMs, rows }) {
  console.log(`Desk lists at the provider, in process, over ${orders} purchase orders (seeded in ${(seedMs / 1000).toFixed(0)} s), every address at least ${ROUNDS} times`);
  console.log('list              addresses  requests   p50 ms   p99 ms');
  for (const row of rows) {
    console.log(`${row.name.padEnd(18)}${String(row.addresses).padStart(9)}${String(row.requests).padStart(10)}${row.p50Ms.toFixed(1).padStart(9)}${row.p99Ms.toFixed(1).padStart(9)}`);
  }
  const worst = Math.max(...rows.map((row) => row.p99Ms));
  console.log(`\nTarget: every desk list p99 < ${TARGET_P99_MS} ms: ${worst < TARGET_P99_MS ? 'met' : 'MISSED'} (worst ${worst.toFixed(1)} ms)`);
}
