import { createRouter } from '../../http/create-router';
import * as handlers from './desk-settings.handlers';
import * as routes from './desk-settings.routes';

export const deskSettingsRouter = createRouter()
  .openapi(routes.getSettingsRoute, handlers.get)
  .openapi(routes.updateIdentityRoute, handlers.identity)
  .openapi(routes.updateLinksRoute, handlers.links)
  .openapi(routes.updateLogoRoute, handlers.logo)
  .openapi(routes.logoUploadTokenRoute, handlers.uploadToken);
