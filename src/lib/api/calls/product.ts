import type { KyInstance } from 'ky';
import { KeywordCategoryList, Product, ProductSearchResult, type ProductSearchQuery } from '../../../../contract/product';
import { parsed, query } from './query';

/** Products, search and categories (docs/product.md, "Product calls"). */
export const productCalls = (http: KyInstance) => ({
  getProduct: (productUrl: string) => parsed(http.get('front/product', { searchParams: query({ productUrl }) }), Product),
  searchProducts: (q: ProductSearchQuery) => parsed(http.get('front/product/search', { searchParams: query({ ...q }) }), ProductSearchResult),
  keywordCategories: (keyword: string) =>
    parsed(http.get('front/product/keywordSNQuery', { searchParams: query({ keyword }) }), KeywordCategoryList),
});
