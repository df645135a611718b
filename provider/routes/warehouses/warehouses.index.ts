import { createRouter } from '../../http/create-router';
import * as handlers from './warehouses.handlers';
import * as routes from './warehouses.routes';

export const warehousesRouter = createRouter()
  .openapi(routes.listTenantWarehousesRoute, handlers.listTenantWarehouses);
