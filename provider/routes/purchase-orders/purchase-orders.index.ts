import { createRouter } from '../../http/create-router';
import * as handlers from './purchase-orders.handlers';
import * as routes from './purchase-orders.routes';

// The fixed paths (create, search) before /{id}, which would otherwise take them for an id.
export const purchaseOrdersRouter = createRouter()
  .openapi(routes.createOrderRoute, handlers.createOrder)
  .openapi(routes.createPreviewOrderRoute, handlers.createPreviewOrder)
  .openapi(routes.searchOrdersRoute, handlers.searchOrdersHandler)
  .openapi(routes.getOrderRoute, handlers.getOrder)
  .openapi(routes.cloneOrderRoute, handlers.cloneOrder)
  .openapi(routes.payOrderRoute, handlers.payOrder)
  .openapi(routes.closeOrderRoute, handlers.closeOrder);
