import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ProductPlatformName } from '../../contract/product-links';
import { PRODUCT_PLATFORMS } from '../../contract/tenant';
import type { Database } from '../db/client';
import { products, searchDocuments } from '../db/schema';

/**
 * How many products a browse without a keyword finds.
 *
 * A browse filtered by platform and category alone (a category page, a channel, the whole
 * catalog) is answered from the search documents' per-platform counts, about 11,600 rows at a
 * million products: every seeded product has a document, so their sum, plus the products
 * without one (a partial index, empty after a seed), is the exact count at the cost of a few
 * milliseconds whatever the catalog's size. Counting the products themselves took seconds at a
 * million.
 *
 * Any other filter (shop, price, collection, options) counts the matching products: a shop's
 * and a category's come from their indexes, a price range from the price index.
 */
export async function browseTotal(
  db: Database,
  scope: { platforms: readonly ProductPlatformName[]; categoryId: string | undefined },
  otherFilters: SQL | undefined,
): Promise<number> {
  const offered = inArray(products.platform, [...scope.platforms]);
  const inCategory = scope.categoryId === undefined ? undefined : eq(products.categoryId, scope.categoryId);
  if (otherFilters) {
    const [row] = await db.select({ total: count() }).from(products).where(and(offered, inCategory, otherFilters));
    return row?.total ?? 0;
  }
  if (scope.platforms.length === 0) return 0;
  // Array subscripts are 1-based; the platforms' positions come from our own list.
  const documentProducts = sql.join(scope.platforms.map((platform) =>
    sql`coalesce(${searchDocuments.platformProducts}[${PRODUCT_PLATFORMS.indexOf(platform) + 1}::int], 0)`), sql` + `);
  const documentsInCategory = scope.categoryId === undefined ? sql`true` : eq(searchDocuments.categoryId, scope.categoryId);
  const result = await db.execute(sql`select
    (select coalesce(sum(${documentProducts}), 0) from ${searchDocuments} where ${documentsInCategory})
    + (select count(*) from ${products} where ${and(isNull(products.searchDocumentId), offered, inCategory)}) as total`);
  return Number((result as { rows: { total: string | number }[] }).rows[0]?.total ?? 0);
}
