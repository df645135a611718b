import { createRouter } from '../../http/create-router';
import * as handlers from './desk-content-lists.handlers';
import * as routes from './desk-content-lists.routes';
import * as announcementHandlers from './desk-announcements.handlers';
import * as announcementRoutes from './desk-announcements.routes';

export const deskContentListsRouter = createRouter()
  .openapi(routes.listFaqsRoute, handlers.listFaq)
  .openapi(routes.createFaqRoute, handlers.createFaqEntry)
  .openapi(routes.updateFaqRoute, handlers.updateFaqEntry)
  .openapi(routes.removeFaqRoute, handlers.removeFaqEntry)
  .openapi(routes.moveFaqRoute, handlers.moveFaqEntry)
  .openapi(announcementRoutes.listAnnouncementsRoute, announcementHandlers.listDeskAnnouncements)
  .openapi(announcementRoutes.createAnnouncementRoute, announcementHandlers.createDeskAnnouncement)
  .openapi(announcementRoutes.updateAnnouncementRoute, announcementHandlers.updateDeskAnnouncement)
  .openapi(announcementRoutes.removeAnnouncementRoute, announcementHandlers.removeDeskAnnouncement);
