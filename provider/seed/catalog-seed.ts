import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { PRODUCT_PLATFORMS } from '../../contract/tenant';
import * as schema from '../db/schema';
import { FULL_CATALOG_SIZE, generateCatalog, generateCategories, generateProducts, type GeneratedProduct } from '../catalog/generator';
import { searchTextOf } from '../catalog/search-text';
import { CATEGORIES } from '../catalog/vocabulary';
import { buildCatalogGroupRows } from './catalog-groups';
import { DEMO_TENANTS } from './demo-tenants';

/** Bump to seed a changed catalog; like SEED_VERSION, a present run makes it a no-op. */
export const CATALOG_SEED_VERSION = 'catalog-v2';

/**
 * Products per INSERT. Each batch travels as one JSON parameter that the database expands
 * (jsonb_populate_recordset), so a million products cost a thousand statements and no
 * per-value parameter binding; the catalog is generated batch by batch, never held whole.
 */
const PRODUCT_BATCH = 2_000;
/** Seeds larger than this log their progress. */
const QUIET_SEED = 50_000;

const CATEGORY_WORDS = new Map(CATEGORIES.flatMap((top) => top.children.map((child) => [child.id, [top, child]] as const)));

const PRODUCT_COLUMNS = [
  'id', 'platform', 'channel', 'canonical_url', 'source_product_id', 'title_zh', 'title_en', 'shop_id', 'shop_name', 'shop_website',
  'category_id', 'images', 'properties', 'price_mode', 'price_fen', 'price_tiers', 'min_order_quantity', 'sales_count', 'weight_grams',
  'description_html', 'search_document_id',
] as const;
const SKU_COLUMNS = ['sku_id', 'product_id', 'properties', 'price_fen', 'stock', 'sort'] as const;

function searchTextOfProduct(product: GeneratedProduct): string {
  const categoryWords = (CATEGORY_WORDS.get(product.categoryId) ?? []).flatMap((word) => [word.zh, word.en]);
  return searchTextOf(product.titleZh, product.titleEn, ...categoryWords);
}

function productRow({ skus: _skus, ...product }: GeneratedProduct, searchDocumentId: number): Record<(typeof PRODUCT_COLUMNS)[number], unknown> {
  return {
    id: product.id, platform: product.platform, channel: product.channel, canonical_url: product.canonicalUrl,
    source_product_id: product.sourceProductId, title_zh: product.titleZh, title_en: product.titleEn, shop_id: product.shopId,
    shop_name: product.shopName, shop_website: product.shopWebsite, category_id: product.categoryId, images: product.images,
    properties: product.properties, price_mode: product.priceMode, price_fen: product.priceFen, price_tiers: product.priceTiers,
    min_order_quantity: product.minOrderQuantity, sales_count: product.salesCount, weight_grams: product.weightGrams,
    description_html: product.descriptionHtml, search_document_id: searchDocumentId,
  };
}

const skuRows = (product: GeneratedProduct) => product.skus.map((sku) => ({
  sku_id: sku.skuId, product_id: sku.productId, properties: sku.properties, price_fen: sku.priceFen, stock: sku.stock, sort: sku.sort,
}));

/**
 * Inserts rows (objects keyed by column name) into a table in one statement; a row already
 * there is left alone, or has the `update` columns set from the new one.
 */
function insertJsonRows(tx: Pick<Database, 'execute'>, table: string, columns: readonly string[], rows: object[], update: readonly string[] = []) {
  const list = sql.raw(columns.map((column) => `"${column}"`).join(', '));
  const conflict = update.length === 0
    ? sql`on conflict do nothing`
    : sql.raw(`on conflict (id) do update set ${update.map((column) => `"${column}" = excluded."${column}"`).join(', ')}`);
  return tx.execute(sql`insert into ${sql.identifier(table)} (${list})
    select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)
    ${conflict}`);
}

/**
 * Search documents by their category and text: those already stored, and those a batch adds
 * (to insert before its products); and how many products of each platform each one finds.
 */
async function searchDocumentsOf(tx: Pick<Database, 'select'>) {
  const keyOf = (categoryId: string, searchText: string) => `${categoryId}\n${searchText}`;
  const known = new Map((await tx.select().from(schema.searchDocuments)).map((row) => [keyOf(row.categoryId, row.searchText), row.id]));
  const platformProducts = new Map<number, number[]>();
  let nextId = Math.max(0, ...known.values()) + 1;
  return {
    add(batch: GeneratedProduct[]) {
      const added: { id: number; search_text: string; category_id: string; platform_products: number[] }[] = [];
      const ids = batch.map((product) => {
        const searchText = searchTextOfProduct(product);
        let id = known.get(keyOf(product.categoryId, searchText));
        if (id === undefined) {
          id = nextId++;
          known.set(keyOf(product.categoryId, searchText), id);
          added.push({ id, search_text: searchText, category_id: product.categoryId, platform_products: [] });
        }
        const counts = platformProducts.get(id) ?? PRODUCT_PLATFORMS.map(() => 0);
        const platform = PRODUCT_PLATFORMS.indexOf(product.platform);
        counts[platform] = (counts[platform] ?? 0) + 1;
        platformProducts.set(id, counts);
        return id;
      });
      return { ids, added };
    },
    counted: () => [...platformProducts].map(([id, products]) => ({ id, products })),
  };
}

function* batchesOf<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
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
  log(`seeding the catalog: ${size} products…`);
  await db.transaction(async (tx) => {
    await tx.insert(schema.categories).values(generateCategories()).onConflictDoNothing();
    const documents = await searchDocumentsOf(tx);
    let seeded = 0;
    // The next batch is generated while the database stores the previous one.
    let storing: Promise<unknown> = Promise.resolve();
    for (const batch of batchesOf(generateProducts(size), PRODUCT_BATCH)) {
      const { ids, added } = documents.add(batch);
      const [productRows, skus] = [batch.map((product, i) => productRow(product, ids[i] ?? 0)), batch.flatMap(skuRows)];
      await storing;
      // A catalog seeded before search documents existed gets its products' documents.
      storing = insertJsonRows(tx, 'search_documents', ['id', 'search_text', 'category_id', 'platform_products'], added)
        .then(() => insertJsonRows(tx, 'products', PRODUCT_COLUMNS, productRows, ['search_document_id']))
        .then(() => insertJsonRows(tx, 'product_skus', SKU_COLUMNS, skus));
      seeded += batch.length;
      if (size > QUIET_SEED && seeded % (PRODUCT_BATCH * 50) === 0) log(`catalog seeded: ${seeded}/${size}`);
    }
    await storing;
    await tx.execute(sql`update ${schema.searchDocuments} set platform_products = counted.products
      from jsonb_to_recordset(${JSON.stringify(documents.counted())}::jsonb) as counted(id integer, products integer[])
      where ${schema.searchDocuments.id} = counted.id`);
    // Home-page groups come from the first 10,000 products (all of a smaller catalog), so they are the same at every size.
    for (const rows of buildCatalogGroupRows(DEMO_TENANTS, generateCatalog(Math.min(size, FULL_CATALOG_SIZE)))) {
      await tx.insert(schema.preferredProducts).values(rows.preferredProducts).onConflictDoNothing();
      await tx.insert(schema.productGroups).values(rows.groups).onConflictDoNothing();
      await tx.insert(schema.productGroupItems).values(rows.groupItems).onConflictDoNothing();
    }
    await tx.insert(schema.seedRuns).values({ id: CATALOG_SEED_VERSION }).onConflictDoNothing();
  });
  // Fresh statistics for the planner, and a visibility map that lets searches read the index alone.
  await db.execute(sql`vacuum analyze products, product_skus, search_documents`);
  log(`catalog seeded in ${Math.round(performance.now() - startedAt)} ms`);
  return true;
}
