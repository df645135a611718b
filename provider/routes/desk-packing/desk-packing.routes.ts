import { createRoute } from '@hono/zod-openapi';
import { IdParam } from '../../../contract/bounds';
import { PackingOrder, PackingQueue, PackingQueueQuery, PackRequest, ScanRequest, ShipRequest } from '../../../contract/desk-packing';
import { DESK_AREAS } from '../../../contract/desk';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const packingRoute = { tags: ['Desk packing'], ...deskRoute(DESK_AREAS.packing) };
const NOT_FOUND = { 404: problem('No such transit order on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)') } as const;
const stepResponses = (conflict: string) => ({
  200: jsonResponse(PackingOrder, 'The order as it is now'),
  400: problem('Malformed path or body (VALIDATION_FAILED)'),
  ...DESK_REFUSALS, ...NOT_FOUND,
  409: problem(`${conflict} (ORDER_STATE_CONFLICT)`),
});

export const listPackingQueueRoute = createRoute({
  ...packingRoute, method: 'get', path: '/desk/packing',
  summary: 'The transit orders at one packing stage (to pack, waiting for the fee, to ship, shipped), oldest first, with the count of every stage (OWNER, WAREHOUSE)',
  request: { query: PackingQueueQuery },
  responses: {
    200: jsonResponse(PackingQueue, 'A page of the stage'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const getPackingOrderRoute = createRoute({
  ...packingRoute, method: 'get', path: '/desk/packing/{id}',
  summary: 'One transit order whole (parcels, customs, photos, tracking, timeline) and its shopper (OWNER, WAREHOUSE)',
  request: { params: IdParam },
  responses: {
    200: jsonResponse(PackingOrder, 'The order'),
    400: problem('Malformed path (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...NOT_FOUND,
  },
});

export const packOrderRoute = createRoute({
  ...packingRoute, method: 'post', path: '/desk/packing/{id}/pack',
  summary: 'Packs a CREATED order: weight, size and photos (upload keys); the fee from the line\'s rates is asked of the shopper (WAITING_PAY) (OWNER, WAREHOUSE)',
  request: { params: IdParam, body: jsonBody(PackRequest, 'The packed parcel') },
  responses: stepResponses('The order is not waiting to be packed'),
});

export const shipOrderRoute = createRoute({
  ...packingRoute, method: 'post', path: '/desk/packing/{id}/ship',
  summary: 'Ships a PAID order with its carrier and tracking number (OWNER, WAREHOUSE)',
  request: { params: IdParam, body: jsonBody(ShipRequest, 'The carrier and tracking number') },
  responses: stepResponses('The order is not paid, or is shipped already'),
});

export const scanOrderRoute = createRoute({
  ...packingRoute, method: 'post', path: '/desk/packing/{id}/scans',
  summary: 'Records a carrier\'s scan of a SHIPPED order; DELIVERED delivers it and asks the shopper to confirm receipt (OWNER, WAREHOUSE)',
  request: { params: IdParam, body: jsonBody(ScanRequest, 'The scan') },
  responses: stepResponses('The order is not shipped, or has this scan already'),
});
