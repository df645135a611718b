import fs from 'node:fs/promises';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../provider/db/schema';
import { verifyPassword } from '../../provider/auth/passwords';
import { isSeeded, SEED_VERSION, seedDemoData } from '../../provider/seed/seed';
import { DEMO_SHOPPER } from './support/shoppers';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ seed: false });
});
afterAll(() => provider.close());

const TABLES = [
  schema.tenants, schema.tenantWarehouses, schema.articles, schema.siteImages, schema.announcements, schema.slogans,
  schema.faqs, schema.howToUseSteps, schema.countries, schema.addressDistricts, schema.transitOptions, schema.serviceCategories,
  schema.promotionCodes, schema.users, schema.userAddresses, schema.billingAddresses, schema.notifications, schema.userFeedback,
  schema.userAccounts, schema.accountLedger,
];
const rowCounts = () => Promise.all(TABLES.map(async (table) => (await provider.db.select({ rows: count() }).from(table))[0]?.rows));

describe('seedDemoData', () => {
  let seededCounts: (number | undefined)[];

  it('seeds an empty database quickly and logs its progress', async () => {
    const lines: string[] = [];
    const startedAt = performance.now();
    expect(await seedDemoData(provider.db, provider.storage, (line) => lines.push(line))).toEqual({ seeded: true });
    expect(performance.now() - startedAt).toBeLessThan(10_000);
    expect(lines[0]).toMatch(/^seeding countries/);
    expect(lines.at(-1)).toMatch(/^seeded in \d+ ms$/);
    expect(await isSeeded(provider.db)).toBe(true);
    seededCounts = await rowCounts();
    expect(seededCounts.every((rows) => (rows ?? 0) > 0)).toBe(true);
  });

  it('is a no-op the second time', async () => {
    expect(await seedDemoData(provider.db, provider.storage, () => {})).toEqual({ seeded: false });
    expect(await rowCounts()).toEqual(seededCounts);
  });

  it('inserts only what is missing and never overwrites what an operator changed', async () => {
    await provider.db.update(schema.tenants).set({ name: 'Renamed by the operator' }).where(eq(schema.tenants.id, 'vn'));
    await provider.db.update(schema.articles).set({ html: '<p>Edited</p>' })
      .where(eq(schema.articles.tenantId, 'ru'));
    const [deleted] = await provider.db.delete(schema.faqs).where(eq(schema.faqs.tenantId, 'uz')).returning();
    // Forget the run, as a newer seed version would: seeding runs again over the existing data.
    await provider.db.delete(schema.seedRuns).where(eq(schema.seedRuns.id, SEED_VERSION));

    expect(await seedDemoData(provider.db, provider.storage, () => {})).toEqual({ seeded: true });

    const [vn] = await provider.db.select().from(schema.tenants).where(eq(schema.tenants.id, 'vn'));
    expect(vn?.name).toBe('Renamed by the operator');
    const ruArticles = await provider.db.select().from(schema.articles).where(eq(schema.articles.tenantId, 'ru'));
    expect(ruArticles.every((article) => article.html === '<p>Edited</p>')).toBe(true);
    const uzFaqs = await provider.db.select().from(schema.faqs).where(eq(schema.faqs.tenantId, 'uz'));
    expect(uzFaqs.map((faq) => faq.question)).toContain(deleted?.question);
    expect(await rowCounts()).toEqual(seededCounts);
  });

  it('seeds the demo shopper on default and vn with a default address, notifications and a 5,000.00 CNY balance', async () => {
    const shoppers = await provider.db.select().from(schema.users).where(eq(schema.users.email, DEMO_SHOPPER.email));
    expect(shoppers.map((user) => user.tenantId).sort()).toEqual(['default', 'vn']);
    for (const shopper of shoppers) {
      expect(await verifyPassword(DEMO_SHOPPER.password, shopper.passwordHash)).toBe(true);
      const owned = and(eq(schema.userAddresses.tenantId, shopper.tenantId), eq(schema.userAddresses.userId, shopper.id));
      const addresses = await provider.db.select().from(schema.userAddresses).where(owned);
      expect(addresses.filter((address) => address.defaultAddress)).toHaveLength(1);
      expect(addresses.length).toBeGreaterThan(1);
      const notifications = await provider.db.select().from(schema.notifications).where(eq(schema.notifications.userId, shopper.id));
      expect(notifications.some((notification) => notification.readAt === null)).toBe(true);
      expect(notifications.some((notification) => notification.readAt !== null)).toBe(true);
      const [account] = await provider.db.select().from(schema.userAccounts).where(eq(schema.userAccounts.userId, shopper.id));
      expect(account?.balanceFen).toBe(500_000);
      expect(await verifyPassword('246810', account?.payPasswordHash ?? '')).toBe(true);
      const ledger = await provider.db.select().from(schema.accountLedger).where(eq(schema.accountLedger.userId, shopper.id));
      expect(ledger).toEqual([expect.objectContaining({ kind: 'DEPOSIT', amountFen: 500_000, balanceAfterFen: 500_000 })]);
    }
  });

  it('never overwrites the demo shopper’s own changes when seeding again', async () => {
    const [shopper] = await provider.db.select().from(schema.users)
      .where(and(eq(schema.users.tenantId, 'default'), eq(schema.users.email, DEMO_SHOPPER.email)));
    const owner = and(eq(schema.users.tenantId, 'default'), eq(schema.users.id, shopper?.id ?? 0));
    await provider.db.update(schema.users).set({ name: 'Renamed by the shopper', passwordHash: 'changed' }).where(owner);
    await provider.db.delete(schema.notifications).where(eq(schema.notifications.userId, shopper?.id ?? 0));
    const before = await rowCounts();
    await provider.db.delete(schema.seedRuns).where(eq(schema.seedRuns.id, SEED_VERSION));

    expect(await seedDemoData(provider.db, provider.storage, () => {})).toEqual({ seeded: true });
    const [after] = await provider.db.select().from(schema.users).where(owner);
    expect(after).toMatchObject({ name: 'Renamed by the shopper', passwordHash: 'changed' });
    expect(await rowCounts()).toEqual(before);
  });

  it('restores missing artwork even when the database is seeded', async () => {
    const [tenant] = await provider.db.select().from(schema.tenants).where(eq(schema.tenants.id, 'gh'));
    const logo = tenant?.logoImage ?? '';
    await fs.rm(provider.env.STORAGE_DIR, { recursive: true });
    expect((await provider.file(logo)).status).toBe(404);

    expect(await seedDemoData(provider.db, provider.storage, () => {})).toEqual({ seeded: false });
    expect((await provider.file(logo)).status).toBe(200);
  });
});
