import type { LanguageCode } from '../../contract/language';
import type { CategoryNode, Channel, KeywordCategory, Product, ProductCard, SearchSort } from '../../contract/product';
import type { ProductLink, ProductPlatformName } from '../../contract/product-links';

/**
 * Where products come from. The database catalog (database-catalog.ts) is what runs; a real
 * marketplace data source can implement the same calls later. Every call names the platforms
 * the tenant enables, and the language names and titles are wanted in.
 */

export interface CatalogScope {
  platforms: readonly ProductPlatformName[];
  /** The shopper's language: Simplified Chinese reads the original titles, every other language a translation. */
  language: LanguageCode;
}

export interface CatalogSearch extends CatalogScope {
  keyword?: string | undefined;
  channel?: Channel | undefined;
  sort: SearchSort;
  /** Inclusive bounds of the lowest price, in fen. */
  priceStart?: number | undefined;
  priceEnd?: number | undefined;
  /** Property values every result offers, e.g. `{ name: '颜色', value: '红色' }`. */
  properties: { name: string; value: string }[];
  /** A home-page group of this tenant. */
  collection?: { tenantId: string; groupId: string } | undefined;
  shopId?: string | undefined;
  categoryId?: string | undefined;
  offset: number;
  limit: number;
}

export interface CatalogPage {
  items: ProductCard[];
  total: number;
  /** A keyword search: the categories of what it found, ignoring the chosen category. */
  categories?: KeywordCategory[];
  /** A keyword search that found nothing: the keyword with misspellings corrected. */
  suggestion?: string;
}

export interface CatalogSource {
  /** The product a parsed link names, null when the catalog does not hold it (or the tenant does not offer its platform). */
  findByLink(link: ProductLink, scope: CatalogScope): Promise<Product | null>;
  search(query: CatalogSearch): Promise<CatalogPage>;
  /** The categories of the products a keyword finds, most products first. */
  keywordCategories(keyword: string, scope: CatalogScope): Promise<KeywordCategory[]>;
  categoryTree(language: LanguageCode): Promise<CategoryNode[]>;
  /** Products whose cover looks like the picture, most alike first. */
  similarImages(picture: Uint8Array, scope: CatalogScope & { offset: number; limit: number }): Promise<CatalogPage>;
  /** Cards of the given products, in the given order (missing or not offered ones left out). */
  cards(productIds: readonly string[], scope: CatalogScope): Promise<ProductCard[]>;
}
