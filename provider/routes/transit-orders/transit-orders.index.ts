import { createRouter } from '../../http/create-router';
import * as handlers from './transit-orders.handlers';
import * as routes from './transit-orders.routes';

// The fixed path (search) before /{id}, which would otherwise take it for an id.
export const transitOrdersRouter = createRouter()
  .openapi(routes.createTransitOrderRoute, handlers.createOrder)
  .openapi(routes.searchTransitOrdersRoute, handlers.searchOrders)
  .openapi(routes.getTransitOrderRoute, handlers.getOrder)
  .openapi(routes.payTransitOrderRoute, handlers.payOrder)
  .openapi(routes.completeTransitOrderRoute, handlers.completeOrder)
  .openapi(routes.closeTransitOrderRoute, handlers.closeOrder);
