import sharp from 'sharp';
import type { ProductSearchResult } from '../../../contract/product';
import { parseProductLink } from '../../../contract/product-links';
import { storageKeyOfImageUrl } from '../../catalog/image-url';
import { resolveShortLink as followShortLink, ShortLinkUnreachableError } from '../../catalog/short-links';
import { isDirectUploadKey } from '../../uploads/direct-upload';
import { isUploaded } from '../../uploads/uploaded-key';
import { hasTooManyPixels, MAX_IMAGE_PIXELS } from '../../catalog/image-hash';
import { UnreadableImageError } from '../../catalog/image-hash-pool';
import { catalogOf, catalogScopeOf } from '../../catalog/request-catalog';
import { decodePageCursor, encodePageCursor, parsePropertyFilters } from '../../catalog/search-paging';
import type { AppRouteHandler, AppVariables } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import { ProblemError } from '../../http/problem';
import type {
  CategoryTreeDocument, categoryTreeRoute, getProductRoute, keywordCategoriesRoute, resolveShortLinkRoute, searchProductsRoute,
} from './product.routes';

export const getProduct: AppRouteHandler<typeof getProductRoute> = async (c) => {
  const { productUrl } = c.req.valid('query');
  const link = parseProductLink(productUrl);
  if (!link) {
    throw new ProblemError({ status: 400, code: 'INVALID_PRODUCT_LINK', detail: 'This is not a product link of a marketplace the site buys from.' });
  }
  const product = await catalogOf(c.var).findByLink(link, catalogScopeOf(c.var));
  if (!product) {
    throw new ProblemError({ status: 404, code: 'PRODUCT_NOT_FOUND', detail: `The catalog has no ${link.platform} product ${link.productId}.` });
  }
  return c.json(product, 200);
};

export const resolveShortLink: AppRouteHandler<typeof resolveShortLinkRoute> = async (c) => {
  const { url } = c.req.valid('query');
  let product;
  try {
    product = await followShortLink(url);
  } catch (error) {
    if (!(error instanceof ShortLinkUnreachableError)) throw error;
    throw new ProblemError({ status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'The marketplace did not answer: try the link again in a moment.', headers: { 'Cache-Control': 'no-store' } });
  }
  if (!product) {
    throw new ProblemError({ status: 400, code: 'INVALID_PRODUCT_LINK', detail: 'This is not a short link of a marketplace product.' });
  }
  return c.json({ productUrl: product.canonicalUrl }, 200);
};

const invalidImageUrl = (detail: string) => new ProblemError({ status: 400, code: 'INVALID_IMAGE_URL', detail });

/**
 * The picture an image search names: a JPEG or PNG on the site's own storage, read through
 * the storage layer, within the pixel limit by its header (one stored before the limit existed too).
 */
async function imageSearchPicture(imageUrl: string, uses: AppVariables, requestUrl: string) {
  const { env, storage } = uses;
  const key = storageKeyOfImageUrl(imageUrl, { publicStorageUrl: env.PUBLIC_STORAGE_URL, requestOrigin: new URL(requestUrl).origin });
  const stored = key ? await storage.get(key) : null;
  // A photo posted straight to the bucket is checked and recorded on its first search only (so the
  // retention sweep deletes it); one its upload token did not allow is deleted instead.
  if (key && stored && isDirectUploadKey(storage, uses.tenant.id, key)
    && !(await isUploaded(uses, uses.tenant.id, key, uses.clock(), stored))) {
    throw invalidImageUrl('The uploaded photo is not the image its upload token allowed.');
  }
  const metadata = stored ? await sharp(stored.bytes).metadata().catch(() => null) : null;
  if (!stored || (metadata?.format !== 'jpeg' && metadata?.format !== 'png')) {
    throw invalidImageUrl("Search by a JPEG or PNG image uploaded to this site's storage.");
  }
  if (hasTooManyPixels(metadata)) throw invalidImageUrl(`The image has more than ${MAX_IMAGE_PIXELS} pixels.`);
  return stored.bytes;
}

async function searchByImage(c: Parameters<AppRouteHandler<typeof searchProductsRoute>>[0], imageUrl: string, page: { offset: number; limit: number }) {
  const picture = await imageSearchPicture(imageUrl, c.var, c.req.url);
  try {
    return await catalogOf(c.var).similarImages(picture, { ...catalogScopeOf(c.var), ...page });
  } catch (error) {
    if (error instanceof UnreadableImageError) throw invalidImageUrl('The image cannot be read.');
    throw error;
  }
}

export const searchProducts: AppRouteHandler<typeof searchProductsRoute> = async (c) => {
  const query = c.req.valid('query');
  const pageNo = query.nextPage === undefined ? query.pageNo : decodePageCursor(query.nextPage);
  if (pageNo === null) {
    throw new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: 'nextPage is not a cursor this API answered.' });
  }
  const scope = catalogScopeOf(c.var);
  const offset = (pageNo - 1) * query.pageSize;
  const catalog = catalogOf(c.var);
  const page = query.imageUrl
    ? await searchByImage(c, query.imageUrl, { offset, limit: query.pageSize })
    : await catalog.search({
      ...scope,
      keyword: query.keyword,
      channel: query.channel,
      sort: query.sort,
      priceStart: query.priceStart,
      priceEnd: query.priceEnd,
      properties: parsePropertyFilters(query.filters),
      collection: query.productCollectionId === undefined ? undefined : { tenantId: c.var.tenant.id, groupId: query.productCollectionId },
      shopId: query.shopId,
      categoryId: query.snId,
      offset,
      limit: query.pageSize,
    });
  const result: ProductSearchResult = {
    items: page.items,
    total: page.total,
    pageNo,
    pageSize: query.pageSize,
    ...(offset + page.items.length < page.total ? { nextPage: encodePageCursor(pageNo + 1) } : {}),
    ...(page.categories ? { categories: page.categories } : {}),
    ...(page.suggestion ? { suggestion: page.suggestion } : {}),
  };
  return c.json(result, 200);
};

export const listKeywordCategories: AppRouteHandler<typeof keywordCategoriesRoute> = async (c) => {
  const items = await catalogOf(c.var).keywordCategories(c.req.valid('query').keyword, catalogScopeOf(c.var));
  return c.json(wholeList(items), 200);
};

export const getCategoryTree: AppRouteHandler<typeof categoryTreeRoute> = async (c) => {
  const tree: CategoryTreeDocument = { items: await catalogOf(c.var).categoryTree(catalogScopeOf(c.var).language) };
  return c.json(tree, 200);
};
