import type { KyInstance } from 'ky';
import type { List } from '../../../../contract/problem';
import type {
  CategoryNode, FreightEstimate, KeywordCategory, Product, ProductSearchQuery, ProductSearchResult,
} from '../../../../contract/product';
import { query } from './query';

/** Products, search, categories and freight estimates (SPEC section 7, Product). */
export const productCalls = (http: KyInstance) => ({
  getProduct: (productUrl: string) => http.get('front/product', { searchParams: query({ productUrl }) }).json<Product>(),
  searchProducts: (q: ProductSearchQuery) =>
    http.get('front/product/search', { searchParams: query({ ...q }) }).json<ProductSearchResult>(),
  keywordCategories: (keyword: string) =>
    http.get('front/product/keywordSNQuery', { searchParams: query({ keyword }) }).json<List<KeywordCategory>>(),
  getCategories: () => http.get('front/product/categories').json<{ items: CategoryNode[] }>(),
  estimateFreight: (q: { weight: number; sizeLength?: number; sizeWidth?: number; sizeHeight?: number }) =>
    http.get('front/estimate-freight/weight', { searchParams: query(q) }).json<FreightEstimate>(),
});
