import { createRouter } from '../../http/create-router';
import * as handlers from './site-pages.handlers';
import * as routes from './site-pages.routes';

export const sitePagesRouter = createRouter()
  .openapi(routes.getSiteSloganRoute, handlers.getSiteSlogan)
  .openapi(routes.listSiteFaqRoute, handlers.listSiteFaq)
  .openapi(routes.getSiteAboutUsRoute, handlers.getSiteAboutUs)
  .openapi(routes.getSiteHowToUseRoute, handlers.getSiteHowToUse);
