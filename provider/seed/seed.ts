import { eq } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { hashPassword } from '../auth/passwords';
import {
  DEMO_PAY_PASSWORD, DEMO_PROMOTION_CODES, DEMO_SHOPPER_PASSWORD, seedDemoShoppers,
} from './demo-shoppers';
import { DEMO_OWNER_PASSWORD, seedDemoOperators } from './demo-operators';
import { depositChannelRows } from './deposit-channels';
import { DEMO_TENANTS } from './demo-tenants';
import { ADDRESS_DISTRICTS, COUNTRIES } from './reference-data';
import { buildTenantRows } from './tenant-rows';

/** Bump to seed data added later; rows already present are never touched. */
export const SEED_VERSION = 'demo-data-v7';

export async function isSeeded(db: Database): Promise<boolean> {
  const runs = await db.select().from(schema.seedRuns).where(eq(schema.seedRuns.id, SEED_VERSION)).limit(1);
  return runs.length > 0;
}

type Writer = Pick<Database, 'insert'>;

/** Inserts the rows whose keys are not taken yet; rows a shopper or operator changed stay as they are. */
async function insertMissing<T extends PgTable>(writer: Writer, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  if (rows.length > 0) await writer.insert(table).values(rows).onConflictDoNothing();
}

/**
 * Inserts the demo tenants, their content, the reference data, the demo shoppers and the demo
 * desk owners and robot once per SEED_VERSION.
 * Runs in one transaction, so a crash leaves either nothing or a complete seed behind; a
 * second run, or a concurrent one from another process, finds the work done.
 */
export async function seedDemoData(
  db: Database,
  storage: ObjectStorage,
  log: (line: string) => void = (line) => console.log(`[provider] ${line}`),
  /** The demo shoppers and desk owners have published passwords: only a demo start (DEMO) seeds them. */
  { demoAccounts }: { demoAccounts: boolean } = { demoAccounts: true },
): Promise<{ seeded: boolean }> {
  const startedAt = performance.now();
  // Artwork is stored on every start (each file only when missing), so a provider that joins
  // an already seeded PostgreSQL with an empty STORAGE_DIR still serves the URLs the rows name.
  const tenants = await Promise.all(DEMO_TENANTS.map((tenant) => buildTenantRows(tenant, storage)));
  if (await isSeeded(db)) return { seeded: false };
  // Hashed once for every demo account: scrypt is slow on purpose.
  const [password, payPassword, ownerPassword] = demoAccounts
    ? await Promise.all([hashPassword(DEMO_SHOPPER_PASSWORD), hashPassword(DEMO_PAY_PASSWORD), hashPassword(DEMO_OWNER_PASSWORD)])
    : ['', '', ''];

  await db.transaction(async (tx) => {
    log('seeding countries and address districts…');
    await insertMissing(tx, schema.countries, COUNTRIES);
    await insertMissing(tx, schema.addressDistricts, ADDRESS_DISTRICTS);
    log(`seeding tenants ${DEMO_TENANTS.map((tenant) => tenant.id).join(', ')}…`);
    await insertMissing(tx, schema.tenants, tenants.map((rows) => rows.tenant));
    await insertMissing(tx, schema.tenantWarehouses, tenants.flatMap((rows) => rows.warehouses));
    await insertMissing(tx, schema.transitOptions, tenants.flatMap((rows) => rows.transitOptions));
    await insertMissing(tx, schema.serviceCategories, tenants.flatMap((rows) => rows.serviceCategories));
    await insertMissing(tx, schema.tenantDepositChannels, DEMO_TENANTS.flatMap((tenant) => depositChannelRows(tenant.id)));
    log('seeding articles and site content…');
    await insertMissing(tx, schema.articles, tenants.flatMap((rows) => rows.articles));
    await insertMissing(tx, schema.siteImages, tenants.flatMap((rows) => rows.siteImages));
    await insertMissing(tx, schema.announcements, tenants.flatMap((rows) => rows.announcements));
    await insertMissing(tx, schema.slogans, tenants.flatMap((rows) => rows.slogans));
    await insertMissing(tx, schema.faqs, tenants.flatMap((rows) => rows.faqs));
    await insertMissing(tx, schema.howToUseSteps, tenants.flatMap((rows) => rows.howToUseSteps));
    log(`seeding promotion codes${demoAccounts ? ', demo shoppers and demo desk owners' : ''}…`);
    await insertMissing(tx, schema.promotionCodes, DEMO_TENANTS.flatMap((tenant) =>
      DEMO_PROMOTION_CODES.map((code) => ({ tenantId: tenant.id, ...code }))));
    if (demoAccounts) {
      await seedDemoShoppers(tx, { password, payPassword }, new Date());
      await seedDemoOperators(tx, ownerPassword, new Date());
    }
    await tx.insert(schema.seedRuns).values({ id: SEED_VERSION }).onConflictDoNothing();
  });

  log(`seeded in ${Math.round(performance.now() - startedAt)} ms`);
  return { seeded: true };
}
