import { createRoute } from '@hono/zod-openapi';
import { IdempotencyHeaders, IdParam } from '../../../contract/bounds';
import { BatchPayRequest, Payment, PayRequest, PayResult, UnpaidQuery } from '../../../contract/payments';
import { listOf } from '../../../contract/problem';
import { USER_ROUTE } from '../../auth/require-user';
import {
  IDEMPOTENCY_KEY_REUSED_RESPONSE, IDEMPOTENT, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, TOO_MANY_ATTEMPTS_RESPONSE,
  UNAUTHORIZED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['Payments'];
const paymentRoute = { tags, ...USER_ROUTE };
const payResponses = {
  200: jsonResponse(PayResult, 'The paid payments and the balance left'),
  400: problem('Malformed (VALIDATION_FAILED), a wrong pay password (WRONG_PAY_PASSWORD), payments together over the bound (AMOUNT_TOO_LARGE)'),
  ...UNAUTHORIZED_RESPONSE,
  404: problem('Unknown tenant (TENANT_NOT_FOUND), or no such payment of this shopper (NOT_FOUND)'),
  409: problem('Paid or closed already (PAYMENT_NOT_PAYABLE), too little balance (INSUFFICIENT_BALANCE), no pay password yet (PAY_PASSWORD_NOT_SET)'),
  ...IDEMPOTENCY_KEY_REUSED_RESPONSE,
  ...TOO_MANY_ATTEMPTS_RESPONSE,
};
const PAY_TWICE = `Paying twice never charges twice. ${IDEMPOTENT}`;

export const payRoute = createRoute({
  ...paymentRoute,
  method: 'post',
  path: '/front/payments/{id}/pay',
  summary: 'Pays a payment (order, price difference, transit fee) from the balance with the pay password',
  description: PAY_TWICE,
  request: { headers: IdempotencyHeaders, params: IdParam, body: jsonBody(PayRequest, 'The pay password') },
  responses: payResponses,
});

export const batchPayRoute = createRoute({
  ...paymentRoute,
  method: 'post',
  path: '/front/payments/batch-pay',
  summary: 'Pays several payments from the balance at once: all of them, or none',
  description: PAY_TWICE,
  request: { headers: IdempotencyHeaders, body: jsonBody(BatchPayRequest, 'The payment numbers and the pay password') },
  responses: payResponses,
});

export const unpaidRoute = createRoute({
  ...paymentRoute,
  method: 'get',
  path: '/front/payments/unpaid',
  summary: "The shopper's unpaid payments, newest first, by kind (orderType) or order/payment number",
  request: { query: UnpaidQuery },
  responses: {
    200: jsonResponse(listOf(Payment), 'Every unpaid payment (one page)'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

