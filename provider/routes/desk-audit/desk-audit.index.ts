import { createRouter } from '../../http/create-router';
import * as handlers from './desk-audit.handlers';
import * as routes from './desk-audit.routes';

export const deskAuditRouter = createRouter().openapi(routes.listAuditRoute, handlers.list);
