import { createRouter } from '../../http/create-router';
import * as handlers from './payments.handlers';
import * as routes from './payments.routes';

export const paymentsRouter = createRouter()
  .openapi(routes.batchPayRoute, handlers.batchPay)
  .openapi(routes.unpaidRoute, handlers.unpaid)
  .openapi(routes.payRoute, handlers.pay);
