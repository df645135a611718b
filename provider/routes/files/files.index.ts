import { createRouter } from '../../http/create-router';
import * as handlers from './files.handlers';
import * as routes from './files.routes';

export const filesRouter = createRouter().openapi(routes.getFileRoutingRoute, handlers.getFile);
filesRouter.openAPIRegistry.registerPath(routes.getFileRoute);
