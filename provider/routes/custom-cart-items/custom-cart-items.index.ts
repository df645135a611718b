import { createRouter } from '../../http/create-router';
import * as handlers from './custom-cart-items.handlers';
import * as routes from './custom-cart-items.routes';

export const customCartItemsRouter = createRouter()
  .openapi(routes.listCustomItemsRoute, handlers.listCustomItems)
  .openapi(routes.addCustomItemRoute, handlers.addCustomItem)
  .openapi(routes.removeCustomItemRoute, handlers.removeCustomItem);
