import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type CategoryNode, CHANNEL_PLATFORMS, type Product, type ProductCard } from '../../contract/product';
import type { Database } from '../db/client';
import { categories, productGroupItems, products, productSkus } from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import type { CatalogPage, CatalogScope, CatalogSource } from './catalog-source';
import { differenceHash } from './image-hash';
import { nearestCovers } from './image-index';
import { keywordMatch } from './keyword-match';

/** Hashes further apart than this are different pictures (unrelated covers differ in about 32 of 64 bits). */
const MAX_IMAGE_DISTANCE = 12;
/** Image search answers only the closest few; a shopper looks for one product. */
const MAX_IMAGE_RESULTS = 40;

type ProductRow = typeof products.$inferSelect;

const CARD_COLUMNS = {
  id: products.id, images: products.images, canonicalUrl: products.canonicalUrl, titleZh: products.titleZh,
  titleEn: products.titleEn, priceFen: products.priceFen, shopName: products.shopName, shopWebsite: products.shopWebsite,
  channel: products.channel, platform: products.platform, salesCount: products.salesCount,
};
type CardRow = Pick<ProductRow, 'id' | 'images' | 'canonicalUrl' | 'titleZh' | 'titleEn' | 'priceFen' | 'shopName' | 'shopWebsite' | 'channel' | 'platform' | 'salesCount'>;

const isChinese = (language: string) => language.startsWith('zh');

export function createDatabaseCatalog(db: Database, storage: ObjectStorage): CatalogSource {
  const card = (row: CardRow, language: string): ProductCard => ({
    productId: row.id,
    coverImage: row.images[0] ? storage.urlFor(row.images[0]) : '',
    productUrl: row.canonicalUrl,
    name: isChinese(language) ? row.titleZh : row.titleEn,
    price: row.priceFen,
    shopName: row.shopName,
    shopWebsite: row.shopWebsite,
    channel: row.channel,
    platform: row.platform,
    salesCount: row.salesCount,
  });

  const offered = (scope: CatalogScope) => inArray(products.platform, [...scope.platforms]);

  async function cards(productIds: readonly string[], scope: CatalogScope): Promise<ProductCard[]> {
    if (productIds.length === 0) return [];
    const rows = await db.select(CARD_COLUMNS).from(products).where(and(inArray(products.id, [...productIds]), offered(scope)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return productIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [card(row, scope.language)] : [];
    });
  }

  return {
    cards,

    async findByLink(link, scope) {
      const [row] = await db.select().from(products).where(and(eq(products.canonicalUrl, link.canonicalUrl), offered(scope))).limit(1);
      if (!row) return null;
      const skus = await db.select().from(productSkus).where(eq(productSkus.productId, row.id)).orderBy(asc(productSkus.sort));
      return {
        ...card(row, scope.language),
        originalName: row.titleZh,
        shopId: row.shopId,
        categoryId: row.categoryId,
        images: row.images.filter(Boolean).map((key) => storage.urlFor(key)),
        properties: row.properties,
        skus: skus.map((sku) => ({ skuId: sku.skuId, properties: sku.properties, price: sku.priceFen, stock: sku.stock })),
        priceMode: row.priceMode,
        priceRange: [...row.priceTiers].sort((a, b) => a.startQuantity - b.startQuantity),
        minOrderQuantity: row.minOrderQuantity,
        weightGrams: row.weightGrams,
        descriptionHtml: row.descriptionHtml,
      } satisfies Product;
    },

    async search(query) {
      const platforms = query.channel
        ? query.platforms.filter((platform) => CHANNEL_PLATFORMS[query.channel!].includes(platform))
        : query.platforms;
      const keyword = query.keyword ? keywordMatch(query.keyword) : null;
      const conditions: (SQL | undefined)[] = [
        inArray(products.platform, [...platforms]),
        keyword?.where,
        query.priceStart === undefined ? undefined : gte(products.priceFen, query.priceStart),
        query.priceEnd === undefined ? undefined : lte(products.priceFen, query.priceEnd),
        query.shopId === undefined ? undefined : eq(products.shopId, query.shopId),
        query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
        query.collection === undefined ? undefined : inArray(products.id, db.select({ id: productGroupItems.productId })
          .from(productGroupItems)
          .where(and(eq(productGroupItems.tenantId, query.collection.tenantId), eq(productGroupItems.groupId, query.collection.groupId)))),
        ...query.properties.map(({ name, value }) =>
          sql`${products.properties} @> ${JSON.stringify([{ name, values: [{ value }] }])}::jsonb`),
      ];
      const order = {
        RELEVANCE: [...(keyword ? [desc(keyword.rank)] : []), desc(products.salesCount)],
        PRICE_ASC: [asc(products.priceFen)],
        PRICE_DESC: [desc(products.priceFen)],
        SALES: [desc(products.salesCount)],
      }[query.sort];
      const rows = await db
        .select({ ...CARD_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(products)
        .where(and(...conditions))
        .orderBy(...order, asc(products.id))
        .limit(query.limit)
        .offset(query.offset);
      // Past the last page there are no rows to carry the total: count it separately.
      const total = rows[0]?.total ?? (query.offset > 0
        ? (await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(products).where(and(...conditions)))[0]?.total ?? 0
        : 0);
      return { items: rows.map((row) => card(row, query.language)), total };
    },

    async keywordCategories(keywordText, scope) {
      const keyword = keywordMatch(keywordText);
      if (!keyword) return [];
      const rows = await db
        .select({ snId: categories.id, nameEn: categories.nameEn, nameZh: categories.nameZh, count: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(offered(scope), keyword.where))
        .groupBy(categories.id)
        .orderBy(desc(sql`count(*)`), asc(categories.id));
      return rows.map((row) => ({ snId: row.snId, name: isChinese(scope.language) ? row.nameZh : row.nameEn, count: row.count }));
    },

    async categoryTree(language) {
      const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
      const node = (row: typeof rows[number]): CategoryNode => ({
        id: row.id,
        name: isChinese(language) ? row.nameZh : row.nameEn,
        children: rows.filter((child) => child.parentId === row.id).map(node),
      });
      return rows.filter((row) => row.parentId === null).map(node);
    },

    async similarImages(picture, scope): Promise<CatalogPage> {
      const hash = await differenceHash(picture);
      const ids = await nearestCovers(db, hash, scope.platforms, { limit: MAX_IMAGE_RESULTS, maxDistance: MAX_IMAGE_DISTANCE });
      return { items: await cards(ids.slice(scope.offset, scope.offset + scope.limit), scope), total: ids.length };
    },
  };
}
