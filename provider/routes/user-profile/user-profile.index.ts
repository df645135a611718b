import { createRouter } from '../../http/create-router';
import * as handlers from './user-profile.handlers';
import * as routes from './user-profile.routes';

export const userProfileRouter = createRouter()
  .openapi(routes.getProfileRoute, handlers.getProfile)
  .openapi(routes.updateProfileRoute, handlers.updateProfile)
  .openapi(routes.setLanguageRoute, handlers.setLanguage);
