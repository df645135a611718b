import { createRoute } from '@hono/zod-openapi';
import { PageQuery } from '../../../contract/paging';
import { ProductCardList } from '../../../contract/product';
import {
  AnnouncementList, Article, ArticleTypeList, ArticleTypeParams, ProductGroupList, SiteImageList,
} from '../../../contract/site-content';
import { jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

const tags = ['Site content'];
const base = '/front/site-content';

export const listPreferredProductsRoute = createRoute({
  method: 'get',
  path: `${base}/preferred-products`,
  tags,
  summary: 'Products the tenant features on the home page',
  middleware: [publicCache] as const,
  request: { query: PageQuery },
  responses: {
    200: jsonResponse(ProductCardList, 'One page of products'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const listPreferredProductGroupsRoute = createRoute({
  method: 'get',
  path: `${base}/preferred-product-groups`,
  tags,
  summary: 'Named groups of featured products',
  middleware: [publicCache] as const,
  request: { query: PageQuery },
  responses: {
    200: jsonResponse(ProductGroupList, 'One page of groups'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const listRecommendProductGroupsRoute = createRoute({
  method: 'get',
  path: `${base}/recommend-product-groups`,
  tags,
  summary: 'Named groups of recommended products',
  middleware: [publicCache] as const,
  request: { query: PageQuery },
  responses: {
    200: jsonResponse(ProductGroupList, 'One page of groups'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const listImagesRoute = createRoute({
  method: 'get',
  path: `${base}/images`,
  tags,
  summary: 'Promotional images of the home page, in display order',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(SiteImageList, 'The images'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const listBannerImagesRoute = createRoute({
  method: 'get',
  path: `${base}/banner-images`,
  tags,
  summary: 'Carousel banners of the home page, in display order',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(SiteImageList, 'The banners'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const getArticleRoute = createRoute({
  method: 'get',
  path: `${base}/articles/{type}`,
  tags,
  summary: 'An article of an enabled type, in the best available language',
  middleware: [publicCache] as const,
  request: { params: ArticleTypeParams },
  responses: {
    200: jsonResponse(Article, 'The article'),
    ...VALIDATION_FAILED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), or the type is not enabled or has no article (ARTICLE_NOT_FOUND)'),
  },
});

export const listEnabledArticleTypesRoute = createRoute({
  method: 'get',
  path: `${base}/enabled-article-types`,
  tags,
  summary: 'Article types the tenant shows in its navigation',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(ArticleTypeList, 'The article types'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const listAnnouncementsRoute = createRoute({
  method: 'get',
  path: `${base}/announcements`,
  tags,
  summary: 'Published announcements, newest first',
  middleware: [publicCache] as const,
  request: { query: PageQuery },
  responses: {
    200: jsonResponse(AnnouncementList, 'One page of announcements'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});
