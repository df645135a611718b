import { and, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductPlatformName } from '../../contract/product-links';
import { PRODUCT_PLATFORMS } from '../../contract/tenant';
import type { CatalogSearch } from './catalog-source';
import type { Database } from '../db/client';
import { products, searchDocuments } from '../db/schema';
import type { KeywordMatch } from './keyword-match';
import { CARD_COLUMNS, CARD_JSON, type CardRow, CardRowsJson, MATCH_ORDER } from './card-rows';

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

/**
 * Up to this many matching products are read whole (through products_search_document) and
 * sorted; more are found by walking the sort's index until the page is full. The planner can
 * pick the walk for a few matches too, where it reads most of the index comparing each entry
 * with every document id (40 ms for 43 documents at 10,000 products on PGlite, against 0.3 ms).
 */
const SORTED_MATCHES_MAX = 2_000;

/** The card rows of the matching products in the sort's order, from `offset`, at most `limit`, among the documents' products (`matches` of them). */
async function pageOf(db: Database, documentIds: number[], matches: number, { platforms, sort }: DocumentSearch, offset: number, limit: number): Promise<CardRow[]> {
  if (documentIds.length === 0) return [];
  const matching = and(inArray(products.searchDocumentId, documentIds), inArray(products.platform, [...platforms]));
  if (matches > SORTED_MATCHES_MAX) {
    return db.select(CARD_COLUMNS).from(products).where(matching).orderBy(...PRODUCT_ORDER[sort], asc(products.id)).limit(limit).offset(offset);
  }
  // Materialised, so the matches are read first and only then sorted (a group has one rank: RELEVANCE is by sales).
  const order = MATCH_ORDER[sort === 'RELEVANCE' ? 'SALES' : sort];
  const result = await db.execute(sql`
    with matches as materialized (select ${products.id} as id, ${products.priceFen} as price, ${products.salesCount} as sales from ${products} where ${matching})
    select coalesce(json_agg(json_build_object(${CARD_JSON}) order by ${order}, page.id asc), '[]'::json) as rows
    from (select id, price, sales from matches order by ${order}, id asc limit ${limit} offset ${offset}) page
    join ${products} on ${products.id} = page.id`);
  return CardRowsJson.parse((result as { rows: { rows: unknown }[] }).rows[0]?.rows ?? []);
}

/** Every match counted per category (the chosen one aside), and the card rows of the requested page's products in order. */
export async function documentSearch(db: Database, keyword: KeywordMatch, query: DocumentSearch): Promise<{ counts: [string, number][]; rows: CardRow[] }> {
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
  const rows: CardRow[] = [];
  let skip = query.offset;
  for (const group of groups) {
    const size = group.reduce((sum, document) => sum + document.products, 0);
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const wanted = query.limit - rows.length;
    if (wanted <= 0) break;
    rows.push(...await pageOf(db, group.map((document) => document.id), size, query, skip, wanted));
    skip = 0;
  }
  return { counts: [...counts], rows };
}
