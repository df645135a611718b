import { createRouter } from '../../http/create-router';
import * as handlers from './external-payments.handlers';
import * as routes from './external-payments.routes';

export const externalPaymentsRouter = createRouter()
  .openapi(routes.paymentMethodsRoute, handlers.paymentMethods)
  .openapi(routes.onePayRoute, handlers.onePay)
  .openapi(routes.midtransRoute, handlers.midtrans)
  .openapi(routes.waafiPayRoute, handlers.waafiPay);

/*
 * Plain routes (outside the OpenAPI document, called by browsers and providers, not the typed
 * client), with no tenant header: the session names it. Added apart so each router keeps its
 * OpenAPIHono type, which `app.route` expects (Hono types a plain `.get()` chain as its base class).
 */

/** The providers' callbacks. */
export const paymentNotificationsRouter = createRouter();
paymentNotificationsRouter.post('/payment-notifications/:provider', handlers.paymentNotification);

/** The sandbox's hosted page, which stands in for every provider: mounted on a demo only. */
export const sandboxPaymentsRouter = createRouter();
sandboxPaymentsRouter
  .get('/sandbox-pay/:token', handlers.sandboxPage)
  .post('/sandbox-pay/:token', handlers.sandboxDecision);
