import { createRouter } from '../../http/create-router';
import * as handlers from './cart.handlers';
import * as routes from './cart.routes';

// DELETE /front/cart/all before DELETE /front/cart/{id}, which would otherwise take "all" for an id.
export const cartRouter = createRouter()
  .openapi(routes.getCartRoute, handlers.getCart)
  .openapi(routes.setQuantityRoute, handlers.setQuantity)
  .openapi(routes.setMessageRoute, handlers.setMessage)
  .openapi(routes.addRoute, handlers.add)
  .openapi(routes.addManyRoute, handlers.addMany)
  .openapi(routes.clearRoute, handlers.clear)
  .openapi(routes.removeRoute, handlers.remove)
  .openapi(routes.refreshRoute, handlers.refresh);
