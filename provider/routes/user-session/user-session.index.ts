import { createRouter } from '../../http/create-router';
import * as handlers from './user-session.handlers';
import * as routes from './user-session.routes';

export const userSessionRouter = createRouter()
  .openapi(routes.loginRoute, handlers.login)
  .openapi(routes.logoutRoute, handlers.logout);
