import { createRouter } from '../../http/create-router';
import * as handlers from './desk-shipping.handlers';
import * as routes from './desk-shipping.routes';

export const deskShippingRouter = createRouter()
  .openapi(routes.listLinesRoute, handlers.listLines)
  .openapi(routes.createLineRoute, handlers.createLine)
  .openapi(routes.updateLineRoute, handlers.updateLine)
  .openapi(routes.listWarehousesRoute, handlers.listWarehouses)
  .openapi(routes.createWarehouseRoute, handlers.addWarehouse)
  .openapi(routes.updateWarehouseRoute, handlers.changeWarehouse);
