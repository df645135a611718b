import { createRoute } from '@hono/zod-openapi';
import {
  PreviewOrderCreate, PurchaseOrder, PurchaseOrderCreate, PurchaseOrderSearch, PurchaseOrderSearchResult,
} from '../../../contract/orders';
import { IdempotencyHeaders, IdParam } from '../../../contract/bounds';
import { PayRequest, PayResult } from '../../../contract/payments';
import { USER_ROUTE } from '../../auth/require-user';
import {
  IDEMPOTENCY_KEY_REUSED_RESPONSE, IDEMPOTENT, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, TOO_MANY_ATTEMPTS_RESPONSE,
  UNAUTHORIZED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['Purchase orders'];
const orderRoute = { tags, ...USER_ROUTE };
const CREATE_REFUSED = '400: malformed (VALIDATION_FAILED), more than in stock (INSUFFICIENT_STOCK), a link that is no product page (INVALID_PRODUCT_LINK), a line or total over the bound (AMOUNT_TOO_LARGE)';
const NOT_FOUND = problem('Unknown tenant (TENANT_NOT_FOUND), or no such order of this shopper (NOT_FOUND)');

export const createOrderRoute = createRoute({
  ...orderRoute,
  method: 'post',
  path: '/front/purchase-orders/create',
  summary: 'Orders selected cart items (they leave the cart), priced by the catalog now, to a China warehouse',
  description: `The order waits for its payment (WAITING_PAY) and closes by itself when it is not paid in time. ${IDEMPOTENT}`,
  request: { headers: IdempotencyHeaders, body: jsonBody(PurchaseOrderCreate, 'Cart and custom items, per-line remarks and extra QC photos, the warehouse') },
  responses: {
    200: jsonResponse(PurchaseOrder, 'The new order'),
    400: problem(CREATE_REFUSED),
    ...UNAUTHORIZED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), cart item or China warehouse (NOT_FOUND)'),
    ...IDEMPOTENCY_KEY_REUSED_RESPONSE,
  },
});

export const createPreviewOrderRoute = createRoute({
  tags,
  ...USER_ROUTE,
  method: 'post',
  path: '/front/preview-product/create',
  summary: 'Buy now: orders SKUs of one product without the cart, priced by the catalog now',
  description: `Any price in the body is ignored. ${IDEMPOTENT}`,
  request: { headers: IdempotencyHeaders, body: jsonBody(PreviewOrderCreate, 'The product link, its SKUs with quantities and line options, the warehouse') },
  responses: {
    200: jsonResponse(PurchaseOrder, 'The new order'),
    400: problem(CREATE_REFUSED),
    ...UNAUTHORIZED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), product (PRODUCT_NOT_FOUND) or China warehouse (NOT_FOUND)'),
    ...IDEMPOTENCY_KEY_REUSED_RESPONSE,
  },
});

export const searchOrdersRoute = createRoute({
  ...orderRoute,
  method: 'get',
  path: '/front/purchase-orders/search',
  summary: "The shopper's orders by status tab, keyword (order no. or product title) and dates, newest first, with counts per tab",
  request: { query: PurchaseOrderSearch },
  responses: {
    200: jsonResponse(PurchaseOrderSearchResult, 'A page of orders and the count of every tab'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const getOrderRoute = createRoute({
  ...orderRoute,
  method: 'get',
  path: '/front/purchase-orders/{id}',
  summary: 'An order with its lines by shop, fees, warehouse, payments, refunds and timeline',
  request: { params: IdParam },
  responses: { 200: jsonResponse(PurchaseOrder, 'The order'), 400: problem('Malformed id (VALIDATION_FAILED)'), ...UNAUTHORIZED_RESPONSE, 404: NOT_FOUND },
});

export const cloneOrderRoute = createRoute({
  ...orderRoute,
  method: 'post',
  path: '/front/purchase-orders/{id}/clone',
  summary: "A new order of the same lines, priced at today's prices",
  description: IDEMPOTENT,
  request: { headers: IdempotencyHeaders, params: IdParam },
  responses: {
    200: jsonResponse(PurchaseOrder, 'The new order'),
    400: problem('Malformed id (VALIDATION_FAILED), a SKU no longer in stock (INSUFFICIENT_STOCK), a total over the bound (AMOUNT_TOO_LARGE)'),
    ...UNAUTHORIZED_RESPONSE,
    404: NOT_FOUND,
    ...IDEMPOTENCY_KEY_REUSED_RESPONSE,
  },
});

export const payOrderRoute = createRoute({
  ...orderRoute,
  method: 'post',
  path: '/front/purchase-orders/{id}/pay',
  summary: "Pays the order's payment from the balance with the pay password",
  description: `Paying twice never charges twice: a paid order answers 409 PAYMENT_NOT_PAYABLE. ${IDEMPOTENT}`,
  request: { headers: IdempotencyHeaders, params: IdParam, body: jsonBody(PayRequest, 'The pay password') },
  responses: {
    200: jsonResponse(PayResult, 'The paid payment and the balance left'),
    400: problem('Malformed (VALIDATION_FAILED), or a wrong pay password (WRONG_PAY_PASSWORD)'),
    ...UNAUTHORIZED_RESPONSE,
    404: NOT_FOUND,
    409: problem('Paid or closed already (PAYMENT_NOT_PAYABLE), too little balance (INSUFFICIENT_BALANCE), no pay password yet (PAY_PASSWORD_NOT_SET)'),
    ...IDEMPOTENCY_KEY_REUSED_RESPONSE,
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});

export const closeOrderRoute = createRoute({
  ...orderRoute,
  method: 'post',
  path: '/front/purchase-orders/{id}/close',
  summary: 'Cancels an unpaid order',
  request: { params: IdParam },
  responses: {
    200: jsonResponse(PurchaseOrder, 'The closed order'),
    400: problem('Malformed id (VALIDATION_FAILED)'),
    ...UNAUTHORIZED_RESPONSE,
    404: NOT_FOUND,
    409: problem('The order is paid or closed already (ORDER_STATE_CONFLICT)'),
  },
});
