import { createRoute } from '@hono/zod-openapi';
import { DESK_AREAS } from '../../../contract/desk';
import {
  BuyLinesRequest, LineNoteRequest, LinePriceRequest, LinesChanged, OutOfStockRequest, PurchasingQueue, PurchasingQueueQuery, ShipLinesRequest,
} from '../../../contract/desk-purchasing';
import { IdParam } from '../../../contract/bounds';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const buyerRoute = { tags: ['Desk purchasing'], ...deskRoute(DESK_AREAS.purchasing) };

const STEP_RESPONSES = {
  200: jsonResponse(LinesChanged, 'The lines as they are now'),
  400: problem('Malformed body (VALIDATION_FAILED), or lines of more than one shop (LINES_OF_SEVERAL_SHOPS)'),
  ...DESK_REFUSALS,
  404: problem('No such line on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)'),
  409: problem('A line or its order is not in a state that allows the step (ORDER_STATE_CONFLICT); nothing changed'),
} as const;

const MONEY = ' An OWNER needs a second factor first (403 SECOND_FACTOR_REQUIRED).';

export const queueRoute = createRoute({
  ...buyerRoute, method: 'get', path: '/desk/purchasing/queue',
  summary: 'Paid orders\' lines to buy or to ship, one order\'s lines of one shop per group, oldest paid first (BUYER, OWNER)',
  request: { query: PurchasingQueueQuery },
  responses: {
    200: jsonResponse(PurchasingQueue, 'A page of groups'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const buyRoute = createRoute({
  ...buyerRoute, method: 'post', path: '/desk/purchasing/lines/buy',
  summary: `Lines of one shop bought under one seller order, each at its real unit price: a higher price raises a price-difference payment, a lower one refunds the difference.${MONEY}`,
  request: { body: jsonBody(BuyLinesRequest, 'The seller\'s order number and each line\'s unit price') },
  responses: STEP_RESPONSES,
});

export const shipRoute = createRoute({
  ...buyerRoute, method: 'post', path: '/desk/purchasing/lines/ship',
  summary: 'Bought lines of one shop the seller shipped to the warehouse under one domestic tracking number',
  request: { body: jsonBody(ShipLinesRequest, 'The tracking number and the lines') },
  responses: STEP_RESPONSES,
});

export const outOfStockRoute = createRoute({
  ...buyerRoute, method: 'post', path: '/desk/purchasing/lines/out-of-stock',
  summary: `Lines of one shop the seller has none of: each refunded with its share of the service fee, and the shop's domestic shipping with its last line.${MONEY}`,
  request: { body: jsonBody(OutOfStockRequest, 'The lines') },
  responses: STEP_RESPONSES,
});

export const priceRoute = createRoute({
  ...buyerRoute, method: 'post', path: '/desk/purchasing/lines/{id}/price',
  summary: `A line's real unit price before it is bought (a higher price raises a price-difference payment, a lower one refunds); confirms a custom item.${MONEY}`,
  request: { params: IdParam, body: jsonBody(LinePriceRequest, 'The unit price in fen') },
  responses: STEP_RESPONSES,
});

export const confirmRoute = createRoute({
  ...buyerRoute, method: 'post', path: '/desk/purchasing/lines/{id}/confirm',
  summary: 'A custom item accepted at the shopper\'s price',
  request: { params: IdParam },
  responses: STEP_RESPONSES,
});

export const noteRoute = createRoute({
  ...buyerRoute, method: 'put', path: '/desk/purchasing/lines/{id}/note',
  summary: 'The note the shopper reads with the line on their order (empty clears it)',
  request: { params: IdParam, body: jsonBody(LineNoteRequest, 'The note') },
  responses: STEP_RESPONSES,
});
