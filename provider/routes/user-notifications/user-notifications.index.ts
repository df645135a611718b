import { createRouter } from '../../http/create-router';
import * as handlers from './user-notifications.handlers';
import * as routes from './user-notifications.routes';

export const userNotificationsRouter = createRouter()
  .openapi(routes.listNotificationsRoute, handlers.listNotifications)
  .openapi(routes.markAllNotificationsReadRoute, handlers.markAllNotificationsRead)
  .openapi(routes.markNotificationReadRoute, handlers.markNotificationRead);
