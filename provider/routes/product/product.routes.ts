import { createRoute, z } from '@hono/zod-openapi';
import {
  CategoryTree, KeywordCategoryList, Product, ProductQuery, ProductSearchQuery, ProductSearchResult, ResolvedShortLink, ShortLinkQuery,
} from '../../../contract/product';
import { Text } from '../../../contract/bounds';
import { jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

const tags = ['Catalog'];

// The contract's CategoryNode is recursive, which the OpenAPI generator cannot follow: documented as the two levels it has.
const CategoryLeaf = z.object({ id: z.string(), name: z.string(), children: z.array(z.unknown()) });
const CategoryTreeDocument = CategoryTree.extend({
  items: z.array(CategoryLeaf.extend({ children: z.array(CategoryLeaf) })),
});
export type CategoryTreeDocument = z.infer<typeof CategoryTreeDocument>;

export const getProductRoute = createRoute({
  method: 'get',
  path: '/front/product',
  tags,
  summary: 'A product by any usual link form of its marketplace page',
  middleware: [publicCache] as const,
  request: { query: ProductQuery },
  responses: {
    200: jsonResponse(Product, 'The product with its SKUs and price tiers'),
    400: problem('Not a product link of a known marketplace (INVALID_PRODUCT_LINK), or a malformed request (VALIDATION_FAILED)'),
    404: problem('The catalog does not hold this product (PRODUCT_NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)'),
  },
});

export const resolveShortLinkRoute = createRoute({
  method: 'get',
  path: '/front/product/short-link',
  tags,
  summary: "A marketplace app's short link (m.tb.cn, 3.cn, qr.1688.com, dw4.co…) followed to its product",
  description: 'Follows the redirects on the marketplaces\' own hosts only (at most 5, within 3 s); the answer is the product\'s canonical link.',
  middleware: [publicCache] as const,
  request: { query: ShortLinkQuery },
  responses: {
    200: jsonResponse(ResolvedShortLink, 'The canonical link of the product it leads to'),
    400: problem('Not a short link of a marketplace, or one that leads to no product (INVALID_PRODUCT_LINK), or a malformed request (VALIDATION_FAILED)'),
    ...TENANT_NOT_FOUND_RESPONSE,
    503: problem('The short-link host did not answer in time (SERVICE_UNAVAILABLE)'),
  },
});

export const searchProductsRoute = createRoute({
  method: 'get',
  path: '/front/product/search',
  tags,
  summary: "Keyword, shop, category, collection or image search over the tenant's platforms",
  middleware: [publicCache] as const,
  request: { query: ProductSearchQuery },
  responses: {
    200: jsonResponse(ProductSearchResult, 'One page of products'),
    400: problem('An image URL that is not on this site\'s storage (INVALID_IMAGE_URL), or a malformed request (VALIDATION_FAILED)'),
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const keywordCategoriesRoute = createRoute({
  method: 'get',
  path: '/front/product/keywordSNQuery',
  tags,
  summary: 'The categories of the products a keyword finds, with counts',
  middleware: [publicCache] as const,
  request: { query: z.object({ keyword: Text(200, 1) }) },
  responses: {
    200: jsonResponse(KeywordCategoryList, 'Categories, most products first'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const categoryTreeRoute = createRoute({
  method: 'get',
  path: '/front/product/categories',
  tags,
  summary: 'The category tree, named in the request language (English where no translation exists)',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(CategoryTreeDocument, 'Top-level categories with their children'), ...TENANT_NOT_FOUND_RESPONSE },
});
