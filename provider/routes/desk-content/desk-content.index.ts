import { createRouter } from '../../http/create-router';
import * as handlers from './desk-content.handlers';
import * as routes from './desk-content.routes';

export const deskContentRouter = createRouter()
  .openapi(routes.listArticleSlotsRoute, handlers.listSlots)
  .openapi(routes.getArticleRevisionRoute, handlers.getRevision)
  .openapi(routes.publishArticleDraftRoute, handlers.publish)
  .openapi(routes.restoreArticleVersionRoute, handlers.restore)
  .openapi(routes.getArticleDeskRoute, handlers.getDesk)
  .openapi(routes.saveArticleDraftRoute, handlers.saveDraft);
