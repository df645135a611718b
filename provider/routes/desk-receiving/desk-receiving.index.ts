import { createRouter } from '../../http/create-router';
import * as handlers from './desk-receiving.handlers';
import * as routes from './desk-receiving.routes';

export const deskReceivingRouter = createRouter()
  .openapi(routes.scanRoute, handlers.scan)
  .openapi(routes.receiveRoute, handlers.receive)
  .openapi(routes.listExpectedRoute, handlers.expected)
  .openapi(routes.listOwedPhotosRoute, handlers.owedPhotos)
  .openapi(routes.addExtraPhotosRoute, handlers.extraPhotos)
  .openapi(routes.photoUploadTokenRoute, handlers.photoUploadToken);
