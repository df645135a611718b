import { createRouter } from '../../http/create-router';
import * as handlers from './desk-dashboard.handlers';
import * as routes from './desk-dashboard.routes';

export const deskDashboardRouter = createRouter().openapi(routes.deskDashboardRoute, handlers.show);
