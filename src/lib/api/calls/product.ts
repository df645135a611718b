import type { KyInstance } from 'ky';
import { KeywordCategoryList, Product, ProductSearchResult, ResolvedShortLink, type ProductSearchQuery } from '../../../../contract/product';
import { SHORT_LINK_TIME_LIMIT_MS } from '../../../../contract/product-links';
import { parsed, query } from './query';

/** Products, search and categories (docs/product.md, "Product calls"). */
export const productCalls = (http: KyInstance) => ({
  getProduct: (productUrl: string) => parsed(http.get('front/product', { searchParams: query({ productUrl }) }), Product),
  searchProducts: (q: ProductSearchQuery) => parsed(http.get('front/product/search', { searchParams: query({ ...q }) }), ProductSearchResult),
  /** The provider follows the short link for up to SHORT_LINK_TIME_LIMIT_MS: waited for a little longer than any other call. */
  resolveShortLink: (url: string) => parsed(
    http.get('front/product/short-link', { searchParams: query({ url }), timeout: SHORT_LINK_TIME_LIMIT_MS + 2_000 }), ResolvedShortLink,
  ),
  keywordCategories: (keyword: string) =>
    parsed(http.get('front/product/keywordSNQuery', { searchParams: query({ keyword }) }), KeywordCategoryList),
});
