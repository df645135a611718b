import type { KyInstance } from 'ky';
import type { List } from '../contract/problem';
import { query, type NotYetModelled } from './query';

/** GET /front/product/search: a keyword search, a shop's products, or an image search. */
export interface ProductSearchQuery {
  keyword?: string;
  channel?: string;
  pageNo?: number;
  pageSize?: number;
  nextPage?: string;
  sort?: string;
  filters?: string;
  priceStart?: number;
  priceEnd?: number;
  productCollectionId?: string;
  snId?: string;
  shopId?: string;
  imageUrl?: string;
}

/** Products, search, categories and freight estimates (SPEC section 7, Product). */
export const productCalls = (http: KyInstance) => ({
  getProduct: (productUrl: string) => http.get('front/product', { searchParams: query({ productUrl }) }).json<NotYetModelled>(),
  searchProducts: (q: ProductSearchQuery) =>
    http.get('front/product/search', { searchParams: query({ ...q }) }).json<List<NotYetModelled>>(),
  keywordCategories: (keyword: string) =>
    http.get('front/product/keywordSNQuery', { searchParams: query({ keyword }) }).json<List<NotYetModelled>>(),
  getCategories: () => http.get('front/product/categories').json<List<NotYetModelled>>(),
  estimateFreight: (q: { weight: number; sizeLength?: number; sizeWidth?: number; sizeHeight?: number }) =>
    http.get('front/estimate-freight/weight', { searchParams: query(q) }).json<NotYetModelled>(),
});
