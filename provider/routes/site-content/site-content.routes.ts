import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { PageQuery } from '../../../contract/paging';
import { ProductCardList } from '../../../contract/product';
import {
  AnnouncementList, Article, ArticleTypeList, ArticleTypeParams, ArticleVersionList, ProductGroupList, SiteImageList, Terms,
} from '../../../contract/site-content';
import { jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

/** What every site-content route shares: a GET under /front/site-content, cached publicly. */
const contentRoute = <P extends string>(path: P, summary: string) => ({
  method: 'get' as const,
  path: `/front/site-content/${path}` as const,
  tags: ['Site content'],
  summary,
  middleware: [publicCache],
});

/** A whole list of the tenant's content. */
const listRoute = <P extends string, L extends z.ZodType>(path: P, summary: string, list: L, description: string) => createRoute({
  ...contentRoute(path, summary),
  responses: { 200: jsonResponse(list, description), ...TENANT_NOT_FOUND_RESPONSE },
});

/** One page of a list of the tenant's content. */
const pagedListRoute = <P extends string, L extends z.ZodType>(path: P, summary: string, list: L, description: string) => createRoute({
  ...contentRoute(path, summary),
  request: { query: PageQuery },
  responses: { 200: jsonResponse(list, description), ...VALIDATION_FAILED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});

export const listPreferredProductsRoute = pagedListRoute(
  'preferred-products', 'Products the tenant features on the home page', ProductCardList, 'One page of products',
);

export const listPreferredProductGroupsRoute = pagedListRoute(
  'preferred-product-groups', 'Named groups of featured products', ProductGroupList, 'One page of groups',
);

export const listRecommendProductGroupsRoute = pagedListRoute(
  'recommend-product-groups', 'Named groups of recommended products', ProductGroupList, 'One page of groups',
);

export const listImagesRoute = listRoute(
  'images', 'Promotional images of the home page, in display order', SiteImageList, 'The images',
);

export const listBannerImagesRoute = listRoute(
  'banner-images', 'Carousel banners of the home page, in display order', SiteImageList, 'The banners',
);

export const getArticleRoute = createRoute({
  ...contentRoute('articles/{type}', 'An article of an enabled type, in the best available language'),
  request: { params: ArticleTypeParams },
  responses: {
    200: jsonResponse(Article, 'The article'),
    ...VALIDATION_FAILED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), or the type is not enabled or has no article (ARTICLE_NOT_FOUND)'),
  },
});

export const listArticleVersionsRoute = listRoute(
  'article-versions', 'When each enabled article was last published, per language', ArticleVersionList, 'The versions',
);

export const getTermsRoute = createRoute({
  method: 'get',
  path: '/front/site-content/terms',
  tags: ['Site content'],
  // Not cached publicly: a sign-up must accept the version current at the moment.
  summary: 'The version of the terms of service and privacy policy a sign-up accepts',
  responses: { 200: jsonResponse(Terms, 'The current version, null when the site has no terms'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const listEnabledArticleTypesRoute = listRoute(
  'enabled-article-types', 'Article types the tenant shows in its navigation', ArticleTypeList, 'The article types',
);

export const listAnnouncementsRoute = pagedListRoute(
  'announcements', 'Published announcements, newest first', AnnouncementList, 'One page of announcements',
);
