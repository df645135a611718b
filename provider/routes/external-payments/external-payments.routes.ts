import { createRoute } from '@hono/zod-openapi';
import { ExternalPayRequest, MidtransSnapResponse, OnePayResponse, PaymentMethods, WaafiPayHppResponse } from '../../../contract/payments';
import { USER_ROUTE } from '../../auth/require-user';
import { jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE } from '../../http/openapi-responses';

const tags = ['Payments'];
const externalRoute = <P extends string, T extends Parameters<typeof jsonResponse>[0]>(path: P, name: string, schema: T) => createRoute({
  tags,
  ...USER_ROUTE,
  method: 'post',
  path,
  summary: `Opens a ${name} hosted payment page for an unpaid payment`,
  description: 'The answer has the provider\'s own shape and points at its hosted page (on a demo, the sandbox page), where the ' +
    'shopper approves or declines; only the provider\'s verified notification marks the payment paid.',
  request: { body: jsonBody(ExternalPayRequest, 'The paymentNo (orderPay), its amount in fen, the method, and the return origin') },
  responses: {
    200: jsonResponse(schema, `${name}'s answer`),
    400: problem('Malformed, or a return address not on this site (VALIDATION_FAILED), or an amount that is not the payment\'s (AMOUNT_MISMATCH)'),
    ...UNAUTHORIZED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), no such payment of this shopper (NOT_FOUND), or a provider this site does not offer (PAYMENT_METHOD_UNAVAILABLE)'),
    409: problem('Paid or closed already (PAYMENT_NOT_PAYABLE)'),
  },
});

export const paymentMethodsRoute = createRoute({
  tags, ...USER_ROUTE, method: 'get', path: '/front/payment-methods', summary: 'The card and wallet providers this site takes payments through',
  responses: { 200: jsonResponse(PaymentMethods, 'The providers'), ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});

export const onePayRoute = externalRoute('/front/onepay/payCode', 'OnePay', OnePayResponse);
export const midtransRoute = externalRoute('/front/midtrans/snap-token', 'Midtrans Snap', MidtransSnapResponse);
export const waafiPayRoute = externalRoute('/front/waafipay/hpp-asm', 'WaafiPay', WaafiPayHppResponse);
