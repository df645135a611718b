import { createRouter } from '../../http/create-router';
import * as handlers from './user-warehouses.handlers';
import * as routes from './user-warehouses.routes';

export const userWarehousesRouter = createRouter()
  .openapi(routes.getUserWarehousesRoute, handlers.getUserWarehouses)
  .openapi(routes.registerInboundParcelRoute, handlers.registerInbound)
  .openapi(routes.deleteInboundParcelRoute, handlers.deleteInbound);
