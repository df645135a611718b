/**
 * A provider process for the crash test (tests/provider/crash-during-pay.test.ts): the real
 * app served over HTTP like `npm run provider`, on DATA_DIR (PGlite) or DATABASE_URL. On its
 * first start it writes a tenant, a shopper with a balance and a pay password, and unpaid
 * orders; it prints `ready <port> <token> <order ids>` once it listens.
 */
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createProviderApp } from '../../../provider/app';
import { createSession } from '../../../provider/auth/sessions';
import { openDatabase } from '../../../provider/db/client';
import { createShopperEventHub } from '../../../provider/live/shopper-event-hub';
import { purchaseOrders, users } from '../../../provider/db/schema';
import { loadEnv } from '../../../provider/env';
import { applyLedgerChange } from '../../../provider/ledger/ledger';
import { createMailer } from '../../../provider/mail/mailer';
import { insertOrder } from '../../../provider/orders/orders';
import { setPayPassword } from '../../../provider/payments/pay-password';
import { createLocalDirectoryStorage } from '../../../provider/storage/local-directory-storage';
import { insertBareTenant } from './bare-tenant';
import { CRASH_OPENING_BALANCE_FEN, CRASH_ORDERS, CRASH_PAY_PASSWORD } from './crash-constants';


const env = loadEnv(process.env);
const database = await openDatabase(env);
const { db } = database;
const now = new Date();
let [user] = await db.select().from(users).where(eq(users.email, 'crash@example.com'));
if (!user) {
  await insertBareTenant(db, 'crash');
  await db.execute(`INSERT INTO tenant_warehouses (tenant_id, region, name, country, province, city, address, postcode, contact_name, phone)
    VALUES ('crash', 'CHINA', 'Guangzhou', 'CN', 'Guangdong', 'Guangzhou', '1 Test Road', '510000', 'Test', '1')`);
  [user] = await db.insert(users).values({
    tenantId: 'crash', email: 'crash@example.com', passwordHash: 'unused', name: 'Crash', phoneNumber: '+1 555 0100', language: 'en', accountType: 'INDIVIDUAL',
  }).returning();
  const owner = { tenantId: 'crash', userId: user!.id };
  await setPayPassword(db, owner, CRASH_PAY_PASSWORD, now, true);
  await db.transaction((tx) => applyLedgerChange(tx, owner, { kind: 'DEPOSIT', amount: CRASH_OPENING_BALANCE_FEN, referenceType: 'DEPOSIT', reference: 'DP-CRASH' }, now));
  const warehouses = await db.execute('SELECT id FROM tenant_warehouses WHERE tenant_id = \'crash\'');
  const { rows } = warehouses as { rows: { id: number }[] };
  const line = {
    shopId: 'custom:example.com', shopName: 'example.com', platform: 'Custom', productId: null, skuId: null, productUrl: 'https://example.com/item',
    title: 'Crash test item', imageKey: null, specification: '', options: [], quantity: 1, unitPriceFen: 1_000, remark: '', extraQcPhotos: 0, custom: true, shopShippingFen: 800,
  };
  for (let i = 0; i < CRASH_ORDERS; i++) {
    await db.transaction((tx) => insertOrder(tx, owner, {
      tenantWarehouseId: rows[0]!.id, lines: [line], goodsFen: 1_000, domesticShippingFen: 800, serviceFeeFen: 50, totalFen: 1_850, serviceFeeBasisPoints: 500, cnyExchangeRate: 1, cartItemIds: [], customItemIds: [],
    }, { now, payWithinMinutes: 24 * 60 }));
  }
}
const { token } = await createSession(db, user!, now);
const orderIds = (await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.tenantId, 'crash'))).map((row) => row.id);
const app = createProviderApp({ db, storage: createLocalDirectoryStorage(env.STORAGE_DIR, env.PUBLIC_STORAGE_URL), env, mailer: createMailer({ deliver: async () => false }), events: createShopperEventHub(database.listen) });
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(`ready ${info.port} ${token} ${orderIds.join(',')}`);
});
