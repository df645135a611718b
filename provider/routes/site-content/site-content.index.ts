import { createRouter } from '../../http/create-router';
import * as handlers from './site-content.handlers';
import * as routes from './site-content.routes';

export const siteContentRouter = createRouter()
  .openapi(routes.listPreferredProductsRoute, handlers.listPreferredProducts)
  .openapi(routes.listPreferredProductGroupsRoute, handlers.listPreferredProductGroups)
  .openapi(routes.listRecommendProductGroupsRoute, handlers.listRecommendProductGroups)
  .openapi(routes.listImagesRoute, handlers.listImages)
  .openapi(routes.listBannerImagesRoute, handlers.listBannerImages)
  .openapi(routes.getArticleRoute, handlers.getArticle)
  .openapi(routes.getTermsRoute, handlers.getTerms)
  .openapi(routes.listArticleVersionsRoute, handlers.listArticleVersions)
  .openapi(routes.listEnabledArticleTypesRoute, handlers.listEnabledArticleTypes)
  .openapi(routes.listAnnouncementsRoute, handlers.listAnnouncements);
