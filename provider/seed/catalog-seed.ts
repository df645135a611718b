import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { generateCatalog, generateCategories, type GeneratedProduct } from '../catalog/generator';
import { searchTextOf } from '../catalog/search-text';
import { CATEGORIES } from '../catalog/vocabulary';
import { buildCatalogGroupRows } from './catalog-groups';
import { DEMO_TENANTS } from './demo-tenants';

/** Bump to seed a changed catalog; like SEED_VERSION, a present run makes it a no-op. */
export const CATALOG_SEED_VERSION = 'catalog-v1';

/** Rows per multi-row INSERT: large batches make 10,000 products take seconds, under the 65,535 parameter limit. */
const PRODUCT_BATCH = 1_000;
const SKU_BATCH = 5_000;

const CATEGORY_WORDS = new Map(CATEGORIES.flatMap((top) => top.children.map((child) => [child.id, [top, child]] as const)));

function productRow({ skus: _skus, ...product }: GeneratedProduct): typeof schema.products.$inferInsert {
  const categoryWords = (CATEGORY_WORDS.get(product.categoryId) ?? []).flatMap((word) => [word.zh, word.en]);
  return { ...product, searchText: searchTextOf(product.titleZh, product.titleEn, ...categoryWords) };
}

function batches<T>(rows: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

/**
 * Inserts the generated catalog of `size` products, its categories and every tenant's
 * home-page groups once, in one transaction. Cover hashes are computed afterwards
 * (see catalog/cover-hashes.ts). Resolves to whether it seeded anything.
 */
export async function seedCatalog(db: Database, size: number, log: (line: string) => void): Promise<boolean> {
  const done = await db.select().from(schema.seedRuns).where(eq(schema.seedRuns.id, CATALOG_SEED_VERSION)).limit(1);
  if (done.length > 0) return false;
  const startedAt = performance.now();
  const catalog = generateCatalog(size);
  log(`seeding the catalog: ${catalog.length} products…`);
  await db.transaction(async (tx) => {
    await tx.insert(schema.categories).values(generateCategories()).onConflictDoNothing();
    for (const batch of batches(catalog, PRODUCT_BATCH)) await tx.insert(schema.products).values(batch.map(productRow)).onConflictDoNothing();
    for (const batch of batches(catalog.flatMap((product) => product.skus), SKU_BATCH)) {
      await tx.insert(schema.productSkus).values(batch).onConflictDoNothing();
    }
    for (const rows of buildCatalogGroupRows(DEMO_TENANTS, catalog)) {
      await tx.insert(schema.preferredProducts).values(rows.preferredProducts).onConflictDoNothing();
      await tx.insert(schema.productGroups).values(rows.groups).onConflictDoNothing();
      await tx.insert(schema.productGroupItems).values(rows.groupItems).onConflictDoNothing();
    }
    await tx.insert(schema.seedRuns).values({ id: CATALOG_SEED_VERSION }).onConflictDoNothing();
  });
  log(`catalog seeded in ${Math.round(performance.now() - startedAt)} ms`);
  return true;
}
