import { createRouter } from '../../http/create-router';
import * as handlers from './uploads.handlers';
import * as routes from './uploads.routes';

export const uploadsRouter = createRouter()
  .openapi(routes.getUploadTokenRoute, handlers.getUploadToken)
  .openapi(routes.uploadFileRoutingRoute, handlers.uploadFile);
uploadsRouter.openAPIRegistry.registerPath(routes.uploadFileRoute);
