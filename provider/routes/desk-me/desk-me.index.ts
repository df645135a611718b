import { createRouter } from '../../http/create-router';
import * as handlers from './desk-me.handlers';
import * as routes from './desk-me.routes';

export const deskMeRouter = createRouter()
  .openapi(routes.getMeRoute, handlers.getMe)
  .openapi(routes.startTotpRoute, handlers.startTotp)
  .openapi(routes.confirmTotpRoute, handlers.confirm);
