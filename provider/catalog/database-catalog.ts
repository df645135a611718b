import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LanguageCode } from '../../contract/language';
import { type CategoryNode, CHANNEL_PLATFORMS, type KeywordCategory, type Product, type ProductCard, type ProductProperty } from '../../contract/product';
import type { Database } from '../db/client';
import { categories, productGroupItems, products, productSkus, searchDocuments } from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import type { CatalogPage, CatalogScope, CatalogSearch, CatalogSource } from './catalog-source';
import { nearestCovers } from './image-index';
import { suggestQuery } from '../translation/glossary';
import type { Translator } from '../translation/translator';
import { queriesTogether } from '../db/queries-together';
import { browseTotal } from './browse-total';
import { labelsIn, titlesIn } from './catalog-language';
import { documentSearch, PRODUCT_ORDER } from './document-search';
import { type KeywordMatch, keywordMatch, offersColour } from './keyword-match';
import { translatedKeyword } from './translated-keyword';
import { CARD_COLUMNS, CARD_JSON, type CardRow, CardRowsJson, MATCH_ORDER } from './card-rows';
import { COLOUR_PROPERTY } from './vocabulary';
import { ofTenant } from '../db/ownership';

/** Image search answers only the closest few; a shopper looks for one product. */
const MAX_IMAGE_RESULTS = 40;

/** The category table per database: seeded with the catalog and never changed while the provider runs, so read once. */
const categoryTables = new WeakMap<Database, Promise<(typeof categories.$inferSelect)[]>>();
function categoryTableOf(db: Database) {
  let table = categoryTables.get(db);
  if (!table) {
    // Executed now and once: a Drizzle query is a thenable that runs again on every await.
    table = db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)).execute();
    table.catch(() => categoryTables.delete(db));
    categoryTables.set(db, table);
  }
  return table;
}

/** A keyword search's counts per category and its page's card rows, from one JSON answer. */
const KeywordMatches = z.object({ counts: z.array(z.tuple([z.string(), z.coerce.number()])), rows: CardRowsJson });
/** A product's SKUs in their order, as the product answer lists them, from a subquery beside the product's row. */
const SKUS_JSON = sql`(select coalesce(json_agg(json_build_object(
  'skuId', ${productSkus.skuId}, 'properties', ${productSkus.properties}, 'price', ${productSkus.priceFen}, 'stock', ${productSkus.stock})
  order by ${productSkus.sort}), '[]'::json) from ${productSkus} where ${productSkus.productId} = ${products.id})`;
const ProductSkus = z.array(z.object({
  skuId: z.string(), properties: z.array(z.object({ name: z.string(), value: z.string() })), price: z.number(), stock: z.number(),
}));

/**
 * Simplified Chinese reads the marketplace's titles and names, English the catalog's English
 * ones; every other language a translation of the Chinese, with the Chinese kept beside it.
 */
export function createDatabaseCatalog(db: Database, storage: ObjectStorage, translator: Translator): CatalogSource {
  /** Chinese texts in the language, or null when Simplified Chinese reads them as they are. */
  const inLanguage = async (texts: string[], language: LanguageCode): Promise<string[] | null> =>
    language === 'zh-CN' ? null : translator.translate(texts, 'zh-CN', language);

  const namesOf = (rows: { titleZh: string; titleEn: string }[], language: LanguageCode): Promise<Pick<ProductCard, 'name' | 'originalName'>[]> =>
    titlesIn({ translator, language }, rows);

  const card = (row: CardRow, names: Pick<ProductCard, 'name' | 'originalName'>): ProductCard => ({
    productId: row.id,
    coverImage: row.images[0] ? storage.urlFor(row.images[0]) : '',
    productUrl: row.canonicalUrl,
    ...names,
    price: row.priceFen,
    shopName: row.shopName,
    shopWebsite: row.shopWebsite,
    channel: row.channel,
    platform: row.platform,
    salesCount: row.salesCount,
  });

  const offered = (scope: CatalogScope) => inArray(products.platform, [...scope.platforms]);

  /** The card columns of the products (those `where` allows), in the order of the ids. */
  async function cardRows(productIds: readonly string[], where?: SQL): Promise<CardRow[]> {
    if (productIds.length === 0) return [];
    const rows = await db.select(CARD_COLUMNS).from(products).where(and(inArray(products.id, [...productIds]), where));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return productIds.flatMap((id) => byId.get(id) ?? []);
  }

  const cards = async (productIds: readonly string[], scope: CatalogScope): Promise<ProductCard[]> =>
    cardsOf(await cardRows(productIds, offered(scope)), scope.language);

  async function cardsOf(rows: CardRow[], language: LanguageCode): Promise<ProductCard[]> {
    const names = await namesOf(rows, language);
    return rows.map((row, i) => card(row, names[i] ?? { name: row.titleZh }));
  }

  /** Option names and values with their labels in the language (sizes are the same everywhere). */
  async function labelled(properties: ProductProperty[], language: LanguageCode): Promise<ProductProperty[]> {
    const labels = await labelsIn({ translator, language }, properties.flatMap((property) => [property.name, ...property.values.map((value) => value.value)]));
    let at = 0;
    const label = () => {
      const translated = labels[at++];
      return translated === undefined ? {} : { label: translated };
    };
    return properties.map((property) => ({ name: property.name, ...label(), values: property.values.map((value) => ({ ...value, ...label() })) }));
  }

  /** Category ids to the names `categoryNames` gave them, in the same order (Chinese where one is missing). */
  const namesById = (rows: { id: string; nameZh: string }[], names: string[]) => new Map(rows.map((row, i) => [row.id, names[i] ?? row.nameZh]));

  async function categoryNames(rows: { nameZh: string; nameEn: string }[], language: LanguageCode): Promise<string[]> {
    if (language === 'en') return rows.map((row) => row.nameEn);
    return (await inLanguage(rows.map((row) => row.nameZh), language)) ?? rows.map((row) => row.nameZh);
  }

  /** Category counts as the shopper reads them: most products first, named in the language. */
  async function namedCounts(counts: [string, number][], language: LanguageCode): Promise<KeywordCategory[]> {
    const ids = new Set(counts.map(([id]) => id));
    const rows = (await categoryTableOf(db)).filter((row) => ids.has(row.id));
    const names = namesById(rows, await categoryNames(rows, language));
    return counts
      .flatMap(([snId, count]) => {
        const name = names.get(snId);
        return name === undefined ? [] : [{ snId, name, count }];
      })
      .sort((a, b) => b.count - a.count || a.snId.localeCompare(b.snId));
  }

  /**
   * A keyword search in one pass: the matching search documents (a few thousand rows at most,
   * ranked once each) joined to their products through an index that holds every column read
   * here; every match (the chosen category aside) counted per category, so each count is what
   * choosing that category finds and the total follows from them, and the cards of the
   * requested page in the requested order.
   */
  async function keywordMatches(where: SQL, keyword: KeywordMatch, ranked: boolean, query: CatalogSearch): Promise<{ counts: [string, number][]; rows: CardRow[] }> {
    const order = MATCH_ORDER[query.sort];
    const rank = ranked && keyword.rank ? keyword.rank : sql`0`;
    const inCategory = query.categoryId === undefined ? sql`true` : sql`category_id = ${query.categoryId}`;
    const result = await db.execute(sql`
      with documents as (select ${searchDocuments.id} as id, ${rank}::real as rank from ${searchDocuments} where ${keyword.documents}),
      matches as (
        select ${products.id} as id, ${products.categoryId} as category_id, ${products.priceFen} as price, ${products.salesCount} as sales, documents.rank
        from documents join ${products} on ${products.searchDocumentId} = documents.id where ${where})
      select
        (select coalesce(json_agg(json_build_array(category_id, n)), '[]'::json) from (select category_id, count(*) as n from matches group by category_id) c) as counts,
        (select coalesce(json_agg(json_build_object(${CARD_JSON}) order by ${order}, page.id asc), '[]'::json)
          from (select id, rank, price, sales from matches where ${inCategory} order by ${order}, id asc limit ${query.limit} offset ${query.offset}) page
          join ${products} on ${products.id} = page.id) as rows`);
    return KeywordMatches.parse((result as { rows: unknown[] }).rows[0]);
  }

  return {
    cards,

    async findByLink(link, scope) {
      // One query: the product with its SKUs (a product page's data is one round of the database).
      const [found] = await db.select({ row: products, skus: SKUS_JSON }).from(products)
        .where(and(eq(products.canonicalUrl, link.canonicalUrl), offered(scope))).limit(1);
      if (!found) return null;
      const { row } = found;
      const skus = ProductSkus.parse(found.skus);
      const [names] = await namesOf([row], scope.language);
      return {
        ...card(row, names ?? { name: row.titleZh }),
        originalName: row.titleZh,
        shopId: row.shopId,
        categoryId: row.categoryId,
        images: row.images.filter(Boolean).map((key) => storage.urlFor(key)),
        properties: await labelled(row.properties, scope.language),
        skus,
        priceMode: row.priceMode,
        priceRange: [...row.priceTiers].sort((a, b) => a.startQuantity - b.startQuantity),
        minOrderQuantity: row.minOrderQuantity,
        weightGrams: row.weightGrams,
        descriptionHtml: row.descriptionHtml,
      } satisfies Product;
    },

    async search(query) {
      const { channel } = query;
      const platforms = channel
        ? query.platforms.filter((platform) => CHANNEL_PLATFORMS[channel].includes(platform))
        : query.platforms;
      const keyword = query.keyword ? keywordMatch(await translatedKeyword(query.keyword, query.language, translator)) : null;
      // Every filter but platforms and category.
      const filters: (SQL | undefined)[] = [
        keyword?.products,
        query.priceStart === undefined ? undefined : gte(products.priceFen, query.priceStart),
        query.priceEnd === undefined ? undefined : lte(products.priceFen, query.priceEnd),
        query.shopId === undefined ? undefined : eq(products.shopId, query.shopId),
        query.collection === undefined ? undefined : inArray(products.id, db.select({ id: productGroupItems.productId })
          .from(productGroupItems)
          .where(and(ofTenant(productGroupItems, query.collection.tenantId), eq(productGroupItems.groupId, query.collection.groupId)))),
        // A colour filter matches as a keyword naming the colour does (keyword-match.ts); other options by their values.
        ...query.properties.map(({ name, value }) => name === COLOUR_PROPERTY
          ? offersColour(value)
          : sql`${products.properties} @> ${JSON.stringify([{ name, values: [{ value }] }])}::jsonb`),
      ];
      const conditions = [inArray(products.platform, [...platforms]), ...filters];
      const inCategory = query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId);
      let rows: CardRow[];
      let total: number;
      let keywordCategories: KeywordCategory[] | undefined;
      const filtered = filters.some((filter) => filter !== undefined);
      if (keyword) {
        // Filtered, in one pass over the matches; else from the search documents alone (document-search.ts).
        const matched = filtered
          ? await keywordMatches(and(...conditions) ?? sql`true`, keyword, true, query)
          : await documentSearch(db, keyword, { ...query, platforms });
        keywordCategories = await namedCounts(matched.counts, query.language);
        total = matched.counts.reduce((sum, [categoryId, count]) => sum + (query.categoryId === undefined || categoryId === query.categoryId ? count : 0), 0);
        rows = matched.rows;
      } else {
        // The page's ids first, read from an index past the rows skipped, then those products' cards.
        const [page, browsed] = await queriesTogether(db, [
          () => db.select({ id: products.id }).from(products).where(and(...conditions, inCategory)).orderBy(...PRODUCT_ORDER[query.sort], asc(products.id)).limit(query.limit).offset(query.offset),
          () => browseTotal(db, { platforms, categoryId: query.categoryId }, and(...filters)),
        ]);
        rows = await cardRows(page.map((row) => row.id));
        total = browsed;
      }
      const suggestion = total === 0 && query.keyword ? suggestQuery(query.keyword, query.language) : null;
      return {
        items: await cardsOf(rows, query.language),
        total,
        ...(keywordCategories ? { categories: keywordCategories } : {}),
        ...(suggestion ? { suggestion } : {}),
      };
    },

    async keywordCategories(keywordText, scope) {
      const keyword = keywordMatch(await translatedKeyword(keywordText, scope.language, translator));
      if (!keyword) return [];
      const { counts } = keyword.products === undefined
        ? await documentSearch(db, keyword, { platforms: scope.platforms, sort: 'SALES', offset: 0, limit: 0 })
        : await keywordMatches(and(offered(scope), keyword.products) ?? sql`true`, keyword, false, { ...scope, sort: 'SALES', properties: [], offset: 0, limit: 0 });
      return namedCounts(counts, scope.language);
    },

    async categoryTree(language) {
      const rows = await categoryTableOf(db);
      const names = namesById(rows, await categoryNames(rows, language));
      const node = (row: typeof rows[number]): CategoryNode => ({
        id: row.id,
        name: names.get(row.id) ?? row.nameZh,
        children: rows.filter((child) => child.parentId === row.id).map(node),
      });
      return rows.filter((row) => row.parentId === null).map(node);
    },

    async similarImages(picture, scope): Promise<CatalogPage> {
      const ids = await nearestCovers(db, picture, scope.platforms, MAX_IMAGE_RESULTS);
      return { items: await cards(ids.slice(scope.offset, scope.offset + scope.limit), scope), total: ids.length };
    },
  };
}
