import { createRouter } from '../../http/create-router';
import * as handlers from './desk-purchasing.handlers';
import * as routes from './desk-purchasing.routes';

export const deskPurchasingRouter = createRouter()
  .openapi(routes.queueRoute, handlers.queue)
  .openapi(routes.buyRoute, handlers.buy)
  .openapi(routes.shipRoute, handlers.ship)
  .openapi(routes.outOfStockRoute, handlers.outOfStock)
  .openapi(routes.priceRoute, handlers.price)
  .openapi(routes.confirmRoute, handlers.confirm)
  .openapi(routes.noteRoute, handlers.note);
