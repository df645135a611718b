import { createRouter } from '../../http/create-router';
import * as handlers from './desk-content-lists.handlers';
import * as routes from './desk-content-lists.routes';

export const deskContentListsRouter = createRouter()
  .openapi(routes.listFaqsRoute, handlers.listFaq)
  .openapi(routes.createFaqRoute, handlers.createFaqEntry)
  .openapi(routes.updateFaqRoute, handlers.updateFaqEntry)
  .openapi(routes.removeFaqRoute, handlers.removeFaqEntry)
  .openapi(routes.moveFaqRoute, handlers.moveFaqEntry);
