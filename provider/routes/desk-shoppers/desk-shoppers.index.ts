import { createRouter } from '../../http/create-router';
import * as handlers from './desk-shoppers.handlers';
import * as routes from './desk-shoppers.routes';

export const deskShoppersRouter = createRouter()
  .openapi(routes.searchShoppersRoute, handlers.search)
  .openapi(routes.getShopperRoute, handlers.detail)
  .openapi(routes.shopperOrdersRoute, handlers.orders)
  .openapi(routes.shopperParcelsRoute, handlers.parcels)
  .openapi(routes.shopperLedgerRoute, handlers.ledger)
  .openapi(routes.notifyShopperRoute, handlers.notify);
