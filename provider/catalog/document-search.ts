import { and, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductPlatformName } from '../../contract/product-links';
import { PRODUCT_PLATFORMS } from '../../contract/tenant';
import type { CatalogSearch } from './catalog-source';
import type { Database } from '../db/client';
import { products, searchDocuments } from '../db/schema';
import type { KeywordMatch } from './keyword-match';

/**
 * A keyword search with no filter but platforms and category, answered from the search
 * documents (see schema/catalog.ts) so that its cost follows the documents it matches, not the
 * products: a broad keyword ("bag") finds a seventh of a million-product catalog.
 *
 * Counts come from the documents' products per platform. The page is read in its order from
 * the products of the matching documents (each document is of one category): RELEVANCE is a
 * document's rank (the same for all its products) and then sales, so the page is read rank by
 * rank; the database walks the sales or price index until the page is full when the matches
 * are many, or sorts the few matches when not.
 */

/**
 * Products in each sort's order, before the id that breaks ties: browsing, and document search
 * within one rank (so RELEVANCE, with no rank left to order by, is by sales).
 */
export const PRODUCT_ORDER = {
  RELEVANCE: [desc(products.salesCount)], SALES: [desc(products.salesCount)], PRICE_ASC: [asc(products.priceFen)], PRICE_DESC: [desc(products.priceFen)],
} satisfies Record<CatalogSearch['sort'], SQL[]>;

interface MatchingDocument { id: number; rank: number; categoryId: string; products: number }
type DocumentSearch = Pick<CatalogSearch, 'sort' | 'offset' | 'limit' | 'categoryId'> & { platforms: readonly ProductPlatformName[] };

/** Ids of the matching products in `order`, from `offset`, at most `limit`, among the documents' products. */
async function pageOf(db: Database, documentIds: number[], { platforms, sort }: DocumentSearch, offset: number, limit: number): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const rows = await db.select({ id: products.id }).from(products)
    .where(and(inArray(products.searchDocumentId, documentIds), inArray(products.platform, [...platforms])))
    .orderBy(...PRODUCT_ORDER[sort], asc(products.id)).limit(limit).offset(offset);
  return rows.map((row) => row.id);
}

/** Every match counted per category (the chosen one aside), and the ids of the requested page's products in order. */
export async function documentSearch(db: Database, keyword: KeywordMatch, query: DocumentSearch): Promise<{ counts: [string, number][]; productIds: string[] }> {
  const allowed = query.platforms.map((platform) => PRODUCT_PLATFORMS.indexOf(platform));
  const documents: MatchingDocument[] = (await db.select({
    id: searchDocuments.id,
    rank: sql<number>`${keyword.rank ?? sql`0`}::real`.mapWith(Number),
    categoryId: searchDocuments.categoryId,
    platformProducts: searchDocuments.platformProducts,
  }).from(searchDocuments).where(keyword.documents))
    .map(({ platformProducts, ...document }) => ({ ...document, products: allowed.reduce((sum, at) => sum + (platformProducts[at] ?? 0), 0) }))
    .filter((document) => document.products > 0);
  const counts = new Map<string, number>();
  for (const document of documents) counts.set(document.categoryId, (counts.get(document.categoryId) ?? 0) + document.products);
  const inScope = documents.filter((document) => query.categoryId === undefined || document.categoryId === query.categoryId);
  // One group for an order by sales or price; a group per rank, best first, for RELEVANCE.
  const groups = query.sort === 'RELEVANCE'
    ? [...Map.groupBy(inScope, (document) => document.rank)].sort(([a], [b]) => b - a).map(([, group]) => group)
    : [inScope];
  const productIds: string[] = [];
  let skip = query.offset;
  for (const group of groups) {
    const size = group.reduce((sum, document) => sum + document.products, 0);
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const wanted = query.limit - productIds.length;
    if (wanted <= 0) break;
    productIds.push(...await pageOf(db, group.map((document) => document.id), query, skip, wanted));
    skip = 0;
  }
  return { counts: [...counts], productIds };
}
