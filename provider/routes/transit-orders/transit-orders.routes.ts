import { createRoute } from '@hono/zod-openapi';
import { IdempotencyHeaders, IdParam } from '../../../contract/bounds';
import { PayRequest, PayResult } from '../../../contract/payments';
import { TransitOrder, TransitOrderCreate, TransitOrderSearch, TransitOrderSearchResult } from '../../../contract/transit';
import {
  IDEMPOTENCY_KEY_REUSED_RESPONSE, IDEMPOTENT, jsonBody, jsonResponse, problem, TOO_MANY_ATTEMPTS_RESPONSE, UNAUTHORIZED_RESPONSE,
} from '../../http/openapi-responses';
import { featureUserRoute } from '../../tenancy/require-feature';

const tags = ['Transit orders'];
const orderRoute = { tags, ...featureUserRoute('showTransit') };
const NOT_FOUND = problem('Unknown tenant (TENANT_NOT_FOUND), transit hidden for this tenant, or no such transit order of this shopper (NOT_FOUND)');
const MALFORMED_ID = problem('Malformed id (VALIDATION_FAILED)');
const OUT_OF_ORDER = problem('Not possible in its current status (ORDER_STATE_CONFLICT)');

export const createTransitOrderRoute = createRoute({
  ...orderRoute,
  method: 'post',
  path: '/front/transit-orders',
  summary: 'Ships stock-in parcels home on one line, to an address or a pickup point, with their customs declaration',
  description: 'The fee is estimated from the parcels now; the fee to pay comes from the packed weight (PACKED, then WAITING_PAY). ' + IDEMPOTENT,
  request: { headers: IdempotencyHeaders, body: jsonBody(TransitOrderCreate, 'Parcels, line, destination, customs values') },
  responses: {
    200: jsonResponse(TransitOrder, 'The new transit order (CREATED)'),
    400: problem('Malformed (VALIDATION_FAILED), a line that refuses the parcels (TRANSIT_OPTION_REFUSED), a declared value or fee over the bound (AMOUNT_TOO_LARGE)'),
    ...UNAUTHORIZED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), transit hidden, or no such parcel, line, address or pickup point of this shopper (NOT_FOUND)'),
    409: problem('A parcel held by another transit order or shipped (PARCEL_UNAVAILABLE); customs identity missing (CUSTOMS_INFO_REQUIRED)'),
    ...IDEMPOTENCY_KEY_REUSED_RESPONSE,
  },
});

export const searchTransitOrdersRoute = createRoute({
  ...orderRoute,
  method: 'get',
  path: '/front/transit-orders/search',
  summary: "The shopper's transit orders by status tab, keyword (order, parcel or tracking number) and dates, newest first, with counts per tab",
  request: { query: TransitOrderSearch },
  responses: {
    200: jsonResponse(TransitOrderSearchResult, 'A page of transit orders and the count of every tab'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...UNAUTHORIZED_RESPONSE,
    404: NOT_FOUND,
  },
});

export const getTransitOrderRoute = createRoute({
  ...orderRoute,
  method: 'get',
  path: '/front/transit-orders/{id}',
  summary: 'A transit order with its parcels, customs declaration, estimate and actual fee, tracking and timeline',
  request: { params: IdParam },
  responses: { 200: jsonResponse(TransitOrder, 'The transit order'), 400: MALFORMED_ID, ...UNAUTHORIZED_RESPONSE, 404: NOT_FOUND },
});

export const payTransitOrderRoute = createRoute({
  ...orderRoute,
  method: 'post',
  path: '/front/transit-orders/{id}/pay',
  summary: 'Pays the transit fee (WAITING_PAY) from the balance with the pay password',
  description: `Paying twice never charges twice: a paid fee answers 409 PAYMENT_NOT_PAYABLE. ${IDEMPOTENT}`,
  request: { headers: IdempotencyHeaders, params: IdParam, body: jsonBody(PayRequest, 'The pay password') },
  responses: {
    200: jsonResponse(PayResult, 'The paid payment and the balance left'),
    400: problem('Malformed (VALIDATION_FAILED), or a wrong pay password (WRONG_PAY_PASSWORD)'),
    ...UNAUTHORIZED_RESPONSE,
    404: NOT_FOUND,
    409: problem('No fee to pay yet (ORDER_STATE_CONFLICT), paid or closed already (PAYMENT_NOT_PAYABLE), too little balance (INSUFFICIENT_BALANCE), no pay password yet (PAY_PASSWORD_NOT_SET)'),
    ...IDEMPOTENCY_KEY_REUSED_RESPONSE,
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});

export const completeTransitOrderRoute = createRoute({
  ...orderRoute,
  method: 'post',
  path: '/front/transit-orders/{id}/complete',
  summary: 'The shopper confirms a delivered order received',
  request: { params: IdParam },
  responses: { 200: jsonResponse(TransitOrder, 'The completed order'), 400: MALFORMED_ID, ...UNAUTHORIZED_RESPONSE, 404: NOT_FOUND, 409: OUT_OF_ORDER },
});

export const closeTransitOrderRoute = createRoute({
  ...orderRoute,
  method: 'post',
  path: '/front/transit-orders/{id}/close',
  summary: 'Closes an unpaid transit order; its parcels are back in stock and its unpaid fee is closed',
  request: { params: IdParam },
  responses: { 200: jsonResponse(TransitOrder, 'The closed order'), 400: MALFORMED_ID, ...UNAUTHORIZED_RESPONSE, 404: NOT_FOUND, 409: OUT_OF_ORDER },
});
