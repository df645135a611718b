import { createRouter } from '../../http/create-router';
import * as handlers from './desk-home.handlers';
import * as routes from './desk-home.routes';

/** The content desk's banners and home sections (docs/product.md, "Content desk"). */
export const deskHomeRouter = createRouter()
  .openapi(routes.bannerUploadTokenRoute, handlers.bannerUploadToken)
  .openapi(routes.listBannersRoute, handlers.listBannersHandler)
  .openapi(routes.addBannerRoute, handlers.addBannerHandler)
  .openapi(routes.updateBannerRoute, handlers.updateBannerHandler)
  .openapi(routes.removeBannerRoute, handlers.removeBannerHandler)
  .openapi(routes.moveBannerRoute, handlers.moveBannerHandler)
  .openapi(routes.listSectionsRoute, handlers.listSectionsHandler)
  .openapi(routes.searchCatalogRoute, handlers.searchCatalogHandler)
  .openapi(routes.addSectionRoute, handlers.addSectionHandler)
  .openapi(routes.retitleSectionRoute, handlers.retitleSectionHandler)
  .openapi(routes.changeSectionKindRoute, handlers.changeSectionKindHandler)
  .openapi(routes.removeSectionRoute, handlers.removeSectionHandler)
  .openapi(routes.moveSectionRoute, handlers.moveSectionHandler)
  .openapi(routes.pinProductRoute, handlers.pinProductHandler)
  .openapi(routes.unpinProductRoute, handlers.unpinProductHandler)
  .openapi(routes.moveProductRoute, handlers.moveProductHandler);
