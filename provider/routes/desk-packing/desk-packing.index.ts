import { createRouter } from '../../http/create-router';
import * as handlers from './desk-packing.handlers';
import * as routes from './desk-packing.routes';

export const deskPackingRouter = createRouter()
  .openapi(routes.listPackingQueueRoute, handlers.list)
  .openapi(routes.getPackingOrderRoute, handlers.get)
  .openapi(routes.packOrderRoute, handlers.pack)
  .openapi(routes.shipOrderRoute, handlers.ship)
  .openapi(routes.scanOrderRoute, handlers.scan);
