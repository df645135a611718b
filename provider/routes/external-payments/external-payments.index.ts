import { createRouter } from '../../http/create-router';
import * as handlers from './external-payments.handlers';
import * as routes from './external-payments.routes';

export const externalPaymentsRouter = createRouter()
  .openapi(routes.onePayRoute, handlers.onePay)
  .openapi(routes.midtransRoute, handlers.midtrans)
  .openapi(routes.waafiPayRoute, handlers.waafiPay);

/**
 * The sandbox's hosted page and the providers' callbacks: no tenant header, the session names it.
 * Plain routes (outside the OpenAPI document, called by browsers and providers, not the typed
 * client); added apart so the router keeps its OpenAPIHono type, which `app.route` expects
 * (Hono types a plain `.get()` chain as its base class).
 */
export const sandboxPaymentsRouter = createRouter();
sandboxPaymentsRouter
  .get('/sandbox-pay/:token', handlers.sandboxPage)
  .post('/sandbox-pay/:token', handlers.sandboxDecision)
  .post('/payment-notifications/:provider', handlers.paymentNotification);
