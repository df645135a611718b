import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CatalogSearch } from './catalog-source';
import { products } from '../db/schema';

/** The columns a product card is made of. */
export const CARD_COLUMNS = {
  id: products.id, images: products.images, canonicalUrl: products.canonicalUrl, titleZh: products.titleZh,
  titleEn: products.titleEn, priceFen: products.priceFen, shopName: products.shopName, shopWebsite: products.shopWebsite,
  channel: products.channel, platform: products.platform, salesCount: products.salesCount,
};
type ProductRow = typeof products.$inferSelect;
export type CardRow = Pick<ProductRow, 'id' | 'images' | 'canonicalUrl' | 'titleZh' | 'titleEn' | 'priceFen' | 'shopName' | 'shopWebsite' | 'channel' | 'platform' | 'salesCount'>;

/** A card row as a JSON object (`json_build_object(${CARD_JSON})`), for queries that answer a page as one JSON value. */
export const CARD_JSON = sql.join(Object.entries(CARD_COLUMNS).map(([key, column]) => sql`${key}::text, ${column}`), sql`, `);

/** Card rows from our own table as JSON objects of CARD_COLUMNS; only their shape is checked. */
export const CardRowsJson = z.array(z.looseObject({ id: z.string() }).transform((row) => row as unknown as CardRow));

/**
 * Each sort over a query's own `rank`, `price` and `sales` columns (matches read first, then
 * sorted), before the id that breaks ties.
 */
export const MATCH_ORDER = {
  RELEVANCE: sql.raw('rank desc, sales desc'), PRICE_ASC: sql.raw('price asc'), PRICE_DESC: sql.raw('price desc'), SALES: sql.raw('sales desc'),
} satisfies Record<CatalogSearch['sort'], unknown>;
