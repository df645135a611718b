import { z } from 'zod';
import { DecimalInt, FenText, Text } from './bounds';
import { PageQuery } from './paging';
import { listOf } from './problem';
import { CountryCode } from './reference';
import { ProductPlatform } from './tenant';
import { CargoCategoryListText, FreightQuote, FreightRefusal, ParcelIdListText } from './transit';

/**
 * The catalog: products of the marketplaces (docs/product.md, "Search and products") as search results,
 * product pages, categories and freight estimates. Prices are CNY fen; the storefront
 * converts to the tenant currency only for display.
 */

/** Marketplace channels (docs/product.md, "Overview"): retail, wholesale, and the sneaker/fashion marketplace. */
export const CHANNELS = ['TAOBAO', 'ALIBABA', 'POIZON'] as const;
export const Channel = z.enum(CHANNELS);
export type Channel = z.infer<typeof Channel>;

/**
 * Which channel a platform's goods are searched in: retail (Taobao, Tmall, JD and the tenant's
 * own goods), wholesale (1688 and Yiwugou), and Poizon. The provider files each product under
 * its platform's channel by this table; the storefront's channel tabs read it too.
 */
export const CHANNEL_PLATFORMS: Record<Channel, readonly z.infer<typeof ProductPlatform>[]> = {
  TAOBAO: ['Taobao', 'Tmall', 'JD', 'SelfOwned'],
  ALIBABA: ['Alibaba', 'Yiwugou'],
  POIZON: ['Poizon'],
};

/** SKU_PRICE: each SKU has its price; SPU_PRICE_RANGE: the price depends on the quantity (wholesale tiers). */
export const PriceMode = z.enum(['SKU_PRICE', 'SPU_PRICE_RANGE']);
export type PriceMode = z.infer<typeof PriceMode>;

export const SEARCH_SORTS = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'SALES'] as const;
export const SearchSort = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSort>;

/**
 * A product as a tile or a row: search results, home-page groups and the watch history all
 * carry at least these fields.
 */
export const ProductCard = z.object({
  productId: z.string(),
  coverImage: z.string(),
  /** The canonical link of the product on its marketplace. */
  productUrl: z.string(),
  /** The title in the shopper's language (Accept-Language). */
  name: z.string(),
  /** The title as the marketplace writes it (Chinese), when `name` is a translation. */
  originalName: z.string().optional(),
  /** Lowest price in fen. */
  price: z.number().int(),
  shopName: z.string(),
  shopWebsite: z.string(),
  channel: Channel,
  platform: ProductPlatform,
  salesCount: z.number().int(),
});
export type ProductCard = z.infer<typeof ProductCard>;
export const ProductCardList = listOf(ProductCard);

/** GET /front/product/search: a keyword search, a shop's products, a collection, or an image search. */
export const ProductSearchQuery = PageQuery.extend({
  keyword: Text(200).optional(),
  channel: Channel.optional(),
  /** Opaque cursor of the next page, as an alternative to pageNo. */
  nextPage: Text(200).optional(),
  sort: SearchSort.default('RELEVANCE'),
  /** Property filters as `name:value` pairs separated by `;` (e.g. `颜色:红色;尺码:M`). */
  filters: Text(500).optional(),
  /** Price bounds in fen. */
  priceStart: FenText.optional(),
  priceEnd: FenText.optional(),
  productCollectionId: Text(64).optional(),
  /** A category from keywordSNQuery. */
  snId: Text(64).optional(),
  shopId: Text(64).optional(),
  /** An image on the site's own storage (an uploaded search photo). */
  imageUrl: Text(2000).optional(),
});
/** What a caller passes: every field optional (the provider fills the defaults). */
export type ProductSearchQuery = Partial<z.infer<typeof ProductSearchQuery>>;

export const KeywordCategory = z.object({ snId: z.string(), name: z.string(), count: z.number().int() });
export type KeywordCategory = z.infer<typeof KeywordCategory>;
export const KeywordCategoryList = listOf(KeywordCategory);

export const ProductSearchResult = ProductCardList.extend({
  /** Cursor for the following page; absent on the last page. */
  nextPage: z.string().optional(),
  /** A keyword search: the categories of everything it found (before any snId), with counts that add up to the results. */
  categories: z.array(KeywordCategory).optional(),
  /** A keyword search that found nothing: the keyword with misspelt words corrected ("did you mean"), when one is close. */
  suggestion: z.string().optional(),
});
export type ProductSearchResult = z.infer<typeof ProductSearchResult>;


export interface CategoryNode {
  id: string;
  name: string;
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(CategoryNode) }),
);
export const CategoryTree = z.object({ items: z.array(CategoryNode) });

/** One value of a selectable property (colour, size), with its picture when it has one. */
export const PropertyValue = z.object({
  /** As the marketplace writes it; SKUs and filters name values by it. */
  value: z.string(),
  image: z.string().nullable(),
  /** The value in the shopper's language, when it differs. */
  label: z.string().optional(),
});
export const ProductProperty = z.object({
  name: z.string(),
  /** The name in the shopper's language, when it differs. */
  label: z.string().optional(),
  values: z.array(PropertyValue),
});
export type ProductProperty = z.infer<typeof ProductProperty>;

export const ProductSku = z.object({
  skuId: z.string(),
  /** The value picked for each property, in the product's property order. */
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Unit price in fen (for SPU_PRICE_RANGE, the price of the first tier). */
  price: z.number().int(),
  stock: z.number().int().min(0),
});
export type ProductSku = z.infer<typeof ProductSku>;

/** A wholesale tier: from `startQuantity` pieces on, each costs `price` fen. Sorted by startQuantity. */
export const PriceTier = z.object({ startQuantity: z.number().int().min(1), price: z.number().int() });
export type PriceTier = z.infer<typeof PriceTier>;

/** GET /front/product?productUrl=…: every usual link form of a product resolves to it. */
export const ProductUrl = Text(2000, 1);
export const ProductQuery = z.object({ productUrl: ProductUrl });

/** GET /front/product/short-link?url=…: a marketplace app's short link, followed to its product. */
export const ShortLinkQuery = z.object({ url: ProductUrl });
/** The product a short link leads to, as its canonical link. */
export const ResolvedShortLink = z.object({ productUrl: z.string() });
export type ResolvedShortLink = z.infer<typeof ResolvedShortLink>;

export const Product = ProductCard.extend({
  /** The title as the marketplace writes it (Chinese). */
  originalName: z.string(),
  shopId: z.string(),
  categoryId: z.string(),
  /** Falsy entries removed. */
  images: z.array(z.string()),
  properties: z.array(ProductProperty),
  skus: z.array(ProductSku),
  priceMode: PriceMode,
  priceRange: z.array(PriceTier),
  /** Smallest order for wholesale goods. */
  minOrderQuantity: z.number().int().min(1),
  weightGrams: z.number().int(),
  descriptionHtml: z.string(),
});
export type Product = z.infer<typeof Product>;

/**
 * GET /front/estimate-freight/weight: grams and centimetres. With `country`, only the lines that
 * deliver there are considered; `categories` (comma-separated) are what the parcel holds.
 * Or, instead of a weight, size and categories, `purchaseParcelIds` (comma-separated): the
 * shopper's own parcels in stock (it needs their session), priced exactly as a transit order of
 * them is made.
 */
export const FreightQuery = z.object({
  weight: DecimalInt(1, 100_000).optional(),
  sizeLength: DecimalInt(0, 300).optional(),
  sizeWidth: DecimalInt(0, 300).optional(),
  sizeHeight: DecimalInt(0, 300).optional(),
  country: CountryCode.optional(),
  categories: CargoCategoryListText.optional(),
  purchaseParcelIds: ParcelIdListText.optional(),
}).superRefine((query, ctx) => {
  const described = ['weight', 'sizeLength', 'sizeWidth', 'sizeHeight', 'categories'] as const;
  if (query.purchaseParcelIds === undefined) {
    if (query.weight === undefined) ctx.addIssue({ code: 'custom', path: ['weight'], message: 'A weight, or purchaseParcelIds' });
    return;
  }
  // The parcels are measured already: a weight or size beside them would say something else.
  for (const key of described) if (query[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'Not with purchaseParcelIds' });
});
export type FreightQuery = z.input<typeof FreightQuery>;

/**
 * Every line of the tenant for a parcel: those that take it (`options`, cheapest first, with the
 * cheapest and fastest marked) and those that refuse it, with the reason.
 */
export const FreightEstimate = z.object({
  weightGrams: z.number().int(),
  options: z.array(FreightQuote),
  refusals: z.array(FreightRefusal),
});
export type FreightEstimate = z.infer<typeof FreightEstimate>;
