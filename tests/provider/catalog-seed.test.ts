import { count, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PLATFORMS } from '../../contract/tenant';
import { parseProductLink } from '../../contract/product-links';
import { FULL_CATALOG_SIZE, generateCatalog } from '../../provider/catalog/generator';
import { hashCatalogCovers } from '../../provider/catalog/cover-hashes';
import * as schema from '../../provider/db/schema';
import { seedCatalog } from '../../provider/seed/catalog-seed';
import { seedDemoData } from '../../provider/seed/seed';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ seed: false });
});
afterAll(() => provider.close());

describe('the catalog seed', () => {
  it('generates the same catalog on every run, with canonical links parseProductLink produces', () => {
    const [first, second] = [generateCatalog(700), generateCatalog(700)];
    expect(second).toEqual(first);
    expect(new Set(first.map((product) => product.platform))).toEqual(new Set(PRODUCT_PLATFORMS));
    for (const product of first) expect(parseProductLink(product.canonicalUrl)?.canonicalUrl).toBe(product.canonicalUrl);
    expect(new Set(first.map((product) => product.id)).size).toBe(first.length);
    expect(first.some((product) => product.skus.some((sku) => sku.stock === 0))).toBe(true);
    expect(first.some((product) => product.minOrderQuantity > 1)).toBe(true);
  });

  it('seeds at least 10,000 products of every platform, then hashes every cover', { timeout: 240_000 }, async () => {
    const lines: string[] = [];
    await seedDemoData(provider.db, provider.storage, () => {});
    const startedAt = performance.now();
    expect(await seedCatalog(provider.db, FULL_CATALOG_SIZE, (line) => lines.push(line))).toBe(true);
    console.log(`full catalog seeded in ${Math.round(performance.now() - startedAt)} ms`);
    expect(await seedCatalog(provider.db, FULL_CATALOG_SIZE, () => {})).toBe(false);
    const perPlatform = await provider.db.select({ platform: schema.products.platform, products: count() })
      .from(schema.products).groupBy(schema.products.platform);
    expect(perPlatform.reduce((sum, row) => sum + row.products, 0)).toBeGreaterThanOrEqual(10_000);
    expect(new Set(perPlatform.map((row) => row.platform))).toEqual(new Set(PRODUCT_PLATFORMS));
    const [skus] = await provider.db.select({ rows: count() }).from(schema.productSkus);
    expect(skus?.rows).toBeGreaterThan(50_000);
    await hashCatalogCovers(provider.db, (line) => lines.push(line));
    const [unhashed] = await provider.db.select({ rows: count() }).from(schema.products).where(isNull(schema.products.imageDescriptor));
    expect(unhashed?.rows).toBe(0);
    expect(lines.at(-1)).toMatch(/^catalog images hashed/);
  });
});
