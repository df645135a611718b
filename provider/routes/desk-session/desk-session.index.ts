import { createRouter } from '../../http/create-router';
import * as handlers from './desk-session.handlers';
import * as routes from './desk-session.routes';

export const deskSessionRouter = createRouter()
  .openapi(routes.deskLoginRoute, handlers.login)
  .openapi(routes.deskLogoutRoute, handlers.logout);
