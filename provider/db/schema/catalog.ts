import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique,
} from 'drizzle-orm/pg-core';
import type { Channel, PriceMode, PriceTier, ProductProperty } from '../../../contract/product';
import type { PRODUCT_PLATFORMS } from '../../../contract/tenant';
import { bytea, createdAt, tsvector } from './columns';
import { tenantId } from './tenancy';

/* The catalog: categories, products, SKUs, collections and the search documents. */

/*
 * The catalog (products of the marketplaces, docs/product.md, "Search and products") and what shoppers keep of it.
 * Ownership: the catalog tables (categories, products, product_skus, product groups,
 * preferred products) belong to the catalog capability; cart_items and uploads to the cart
 * and upload capability. Both were added in one migration (0003) to avoid clashing migrations.
 * Products are shared by all tenants; a tenant only sees the platforms it enables.
 */

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  /** Null for a top-level category; the tree has two levels. */
  parentId: text('parent_id').references((): AnyPgColumn => categories.id),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('categories_parent').on(t.parentId, t.sort)]);

export type ProductImageList = string[];

export const products = pgTable('products', {
  /** `{platform prefix}-{source id}`, e.g. `TB-123456`. */
  id: text('id').primaryKey(),
  platform: text('platform').$type<(typeof PRODUCT_PLATFORMS)[number]>().notNull(),
  channel: text('channel').$type<Channel>().notNull(),
  /** Exactly the canonical form parseProductLink produces, so any link form finds the row. */
  canonicalUrl: text('canonical_url').notNull().unique('products_canonical_url'),
  sourceProductId: text('source_product_id').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  shopId: text('shop_id').notNull(),
  shopName: text('shop_name').notNull(),
  shopWebsite: text('shop_website').notNull(),
  categoryId: text('category_id').notNull().references(() => categories.id),
  images: jsonb('images').$type<ProductImageList>().notNull(),
  properties: jsonb('properties').$type<ProductProperty[]>().notNull(),
  priceMode: text('price_mode').$type<PriceMode>().notNull(),
  /** The lowest unit price, for sorting and price filters. */
  priceFen: integer('price_fen').notNull(),
  priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull(),
  minOrderQuantity: integer('min_order_quantity').notNull().default(1),
  salesCount: integer('sales_count').notNull().default(0),
  weightGrams: integer('weight_grams').notNull(),
  descriptionHtml: text('description_html').notNull(),
  /** The cover picture's descriptors for image search (catalog/image-hash.ts); null until computed. */
  imageDescriptor: bytea('image_descriptor'),
  /** The cover's key, scanned before the descriptors are compared (catalog/image-index.ts); null until computed. */
  imageKey: bytea('image_key'),
  /**
   * The colours the product offers (the values of its 颜色 option, catalog/vocabulary.ts), kept
   * beside the options so that a keyword naming a colour, or a colour filter, filters from an index alone.
   */
  colours: jsonb('colours').$type<string[]>().notNull()
    .generatedAlwaysAs(sql`jsonb_path_query_array(properties, '$[*] ? (@.name == "颜色").values[*].value')`),
  /** The text the product is found by (its titles and category names); null for a product not found by keywords. */
  searchDocumentId: integer('search_document_id').references((): AnyPgColumn => searchDocuments.id),
  createdAt: createdAt(),
}, (t) => [
  // A keyword search joins its matching documents to their products and reads every column it
  // sorts, filters and counts by from this index alone (an index-only scan, no table rows).
  index('products_search_document').on(t.searchDocumentId, t.platform, t.categoryId, t.salesCount, t.priceFen, t.id, t.colours),
  // A keyword search sorted by sales or price over many matches walks these and stops at the
  // page, reading the columns it filters by from the index alone.
  index('products_sales').on(t.salesCount, t.id, t.searchDocumentId, t.platform, t.categoryId, t.priceFen),
  index('products_price').on(t.priceFen, t.id, t.searchDocumentId, t.platform, t.categoryId),
  index('products_platform_price').on(t.platform, t.priceFen),
  index('products_platform_sales').on(t.platform, t.salesCount),
  // A category's or a shop's products, in the page's order, and their count, from an index alone.
  index('products_shop').on(t.shopId, t.salesCount.desc().nullsFirst(), t.id, t.platform, t.priceFen, t.categoryId),
  index('products_category').on(t.categoryId, t.salesCount.desc().nullsFirst(), t.id, t.platform, t.priceFen),
  index('products_category_price').on(t.categoryId, t.priceFen, t.id, t.platform),
  // Browsing counts the products of the search documents, and these (see catalog/browse-total.ts).
  index('products_without_document').on(t.platform, t.categoryId).where(sql`${t.searchDocumentId} is null`),
  check('products_price_mode', sql`${t.priceMode} in ('SKU_PRICE', 'SPU_PRICE_RANGE')`),
  check('products_channel', sql`${t.channel} in ('TAOBAO', 'ALIBABA', 'POIZON')`),
]);

export const productSkus = pgTable('product_skus', {
  /** Unique across the catalog (`{product id}-{n}`), so a cart line can name a SKU alone. */
  skuId: text('sku_id').primaryKey(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  properties: jsonb('properties').$type<{ name: string; value: string }[]>().notNull(),
  priceFen: integer('price_fen').notNull(),
  stock: integer('stock').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('product_skus_product').on(t.productId, t.sort),
  check('product_skus_stock_not_negative', sql`${t.stock} >= 0`),
]);

export type ProductGroupKind = 'PREFERRED' | 'RECOMMENDED';

/** Home-page product groups, also searchable as a `productCollectionId`. */
export const productGroups = pgTable('product_groups', {
  tenantId: tenantId(),
  /** Usable as an HTML id. */
  id: text('id').notNull(),
  kind: text('kind').$type<ProductGroupKind>().notNull(),
  /** Name per language code; English is the fallback. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('product_groups_tenant_kind_sort').on(t.tenantId, t.kind, t.sort),
  check('product_groups_kind', sql`${t.kind} in ('PREFERRED', 'RECOMMENDED')`),
]);

export const productGroupItems = pgTable('product_group_items', {
  tenantId: tenantId(),
  groupId: text('group_id').notNull(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.groupId, t.productId] }),
  foreignKey({ name: 'product_group_items_group', columns: [t.tenantId, t.groupId], foreignColumns: [productGroups.tenantId, productGroups.id] })
    .onDelete('cascade'),
  index('product_group_items_group_sort').on(t.tenantId, t.groupId, t.sort),
]);

export const preferredProducts = pgTable('preferred_products', {
  tenantId: tenantId(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.productId] }), index('preferred_products_tenant_sort').on(t.tenantId, t.sort)]);

/**
 * The distinct texts products are found by (see catalog/search-text.ts): lower-case title and
 * category words, with Chinese split into single characters and pairs, since Chinese has no
 * spaces (the text-search parser would take a whole title as one word) and trigrams cannot serve
 * the one- and two-character words Chinese keywords mostly are. Titles repeat across a large
 * catalog (a million products share about 11,600 texts), so a keyword is matched
 * against these few rows, not against every product. Filled by the catalog seed.
 */
export const searchDocuments = pgTable('search_documents', {
  id: integer('id').primaryKey(),
  searchText: text('search_text').notNull(),
  searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
  /** The category of the document's products (its names are part of the text). */
  categoryId: text('category_id').notNull().references(() => categories.id),
  /**
   * How many products of each platform (in PRODUCT_PLATFORMS order) the document finds: the
   * catalog is seeded once, so a keyword search counts its matches from its documents alone.
   */
  platformProducts: integer('platform_products').array().notNull(),
}, (t) => [
  unique('search_documents_category_text').on(t.categoryId, t.searchText),
  index('search_documents_search_vector').using('gin', t.searchVector),
  index('search_documents_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);
