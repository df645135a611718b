import { createRouter } from '../../http/create-router';
import * as handlers from './desk-money.handlers';
import * as routes from './desk-money.routes';

export const deskMoneyRouter = createRouter()
  .openapi(routes.listDepositsRoute, handlers.listDeposits)
  .openapi(routes.confirmDepositRoute, handlers.confirmDeposit)
  .openapi(routes.rejectDepositRoute, handlers.rejectDeposit)
  .openapi(routes.listWithdrawalsRoute, handlers.listWithdrawals)
  .openapi(routes.approveWithdrawalRoute, handlers.approveWithdrawalHandler)
  .openapi(routes.payWithdrawalRoute, handlers.payWithdrawal)
  .openapi(routes.rejectWithdrawalRoute, handlers.rejectWithdrawalHandler)
  .openapi(routes.refundRoute, handlers.refund)
  .openapi(routes.adjustRoute, handlers.adjust)
  .openapi(routes.listApprovalsRoute, handlers.listApprovals)
  .openapi(routes.approveRoute, handlers.approve)
  .openapi(routes.declineRoute, handlers.decline)
  .openapi(routes.fourEyesRoute, handlers.fourEyes)
  .openapi(routes.setFourEyesRoute, handlers.setFourEyes)
  .openapi(routes.reconciliationRoute, handlers.reconcile)
  .openapi(routes.reconciliationCsvRoute, handlers.reconcileCsv);
