import { createRouter } from '../../http/create-router';
import * as handlers from './desk-operators.handlers';
import * as routes from './desk-operators.routes';

export const deskOperatorsRouter = createRouter()
  .openapi(routes.listOperatorsRoute, handlers.list)
  .openapi(routes.inviteOperatorRoute, handlers.invite)
  .openapi(routes.updateOperatorRoute, handlers.update);
