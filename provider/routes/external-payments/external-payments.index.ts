import { createRouter } from '../../http/create-router';
import * as handlers from './external-payments.handlers';
import * as routes from './external-payments.routes';

export const externalPaymentsRouter = createRouter()
  .openapi(routes.onePayRoute, handlers.onePay)
  .openapi(routes.midtransRoute, handlers.midtrans)
  .openapi(routes.waafiPayRoute, handlers.waafiPay);

/** The sandbox's hosted page and the providers' callbacks: no tenant header, the session names it. */
export const sandboxPaymentsRouter = createRouter()
  .get('/sandbox-pay/:token', handlers.sandboxPage)
  .post('/sandbox-pay/:token', handlers.sandboxDecision)
  .post('/payment-notifications/:provider', handlers.paymentNotification);
