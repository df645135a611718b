import fs from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../provider/db/schema';
import { isSeeded, SEED_VERSION, seedDemoData } from '../../provider/seed/seed';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ seed: false });
});
afterAll(() => provider.close());

const TABLES = [
  schema.tenants, schema.tenantWarehouses, schema.articles, schema.siteImages, schema.announcements, schema.slogans,
  schema.faqs, schema.howToUseSteps, schema.countries, schema.addressDistricts, schema.transitOptions, schema.serviceCategories,
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

  it('restores missing artwork even when the database is seeded', async () => {
    const [tenant] = await provider.db.select().from(schema.tenants).where(eq(schema.tenants.id, 'gh'));
    const logoPath = tenant?.logoImage.replace(/^\/api/, '') ?? '';
    await fs.rm(provider.env.STORAGE_DIR, { recursive: true });
    expect((await provider.get(logoPath)).status).toBe(404);

    expect(await seedDemoData(provider.db, provider.storage, () => {})).toEqual({ seeded: false });
    expect((await provider.get(logoPath)).status).toBe(200);
  });
});
