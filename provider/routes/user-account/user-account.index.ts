import { createRouter } from '../../http/create-router';
import * as handlers from './user-account.handlers';
import * as routes from './user-account.routes';

export const userAccountRouter = createRouter()
  .openapi(routes.rootRoute, handlers.root)
  .openapi(routes.transactionsRoute, handlers.transactions)
  .openapi(routes.summaryRoute, handlers.summary)
  .openapi(routes.operationsRoute, handlers.operations)
  .openapi(routes.detailRoute, handlers.detail)
  .openapi(routes.firstPayPasswordRoute, handlers.firstPayPassword)
  .openapi(routes.resetPayPasswordRoute, handlers.resetPayPassword)
  .openapi(routes.forgottenPayPasswordRoute, handlers.forgottenPayPassword)
  .openapi(routes.createDepositRoute, handlers.deposit)
  .openapi(routes.certificateRoute, handlers.certificate)
  .openapi(routes.updateDepositRoute, handlers.certificate)
  .openapi(routes.withdrawalRoute, handlers.withdraw)
  .openapi(routes.depositChannelsRoute, handlers.depositChannels)
  .openapi(routes.refundsRoute, handlers.refundList);
