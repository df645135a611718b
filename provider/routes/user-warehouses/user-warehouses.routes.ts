import { createRoute } from '@hono/zod-openapi';
import { InboundParcel, InboundParcelCreate, UserWarehouses } from '../../../contract/transit';
import { IdParam } from '../../../contract/bounds';
import { jsonBody, jsonResponse, problem, UNAUTHORIZED_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { featureUserRoute } from '../../tenancy/require-feature';

const tags = ['Proxy shipping'];
const route = featureUserRoute('showUserWarehouse');
const HIDDEN = 'Unknown tenant (TENANT_NOT_FOUND), or proxy shipping hidden for this tenant (NOT_FOUND)';

export const getUserWarehousesRoute = createRoute({
  method: 'get',
  path: '/front/user/warehouses',
  tags,
  summary: "The shopper's forwarding address in each China warehouse (with the personal mark code) and their inbound parcels",
  ...route,
  responses: { 200: jsonResponse(UserWarehouses, 'Forwarding addresses and inbound parcels, newest first'), ...UNAUTHORIZED_RESPONSE, 404: problem(HIDDEN) },
});

export const registerInboundParcelRoute = createRoute({
  method: 'post',
  path: '/front/user/warehouses',
  tags,
  summary: 'Registers a parcel bought elsewhere and sent to a China warehouse; on arrival it becomes a stock-in parcel',
  ...route,
  request: { body: jsonBody(InboundParcelCreate, 'The warehouse, the domestic tracking number, the contents and their declared values') },
  responses: {
    200: jsonResponse(InboundParcel, 'The registered parcel (EXPECTED)'),
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    404: problem(`${HIDDEN}; or no such China warehouse (NOT_FOUND)`),
    409: problem('The tracking number is registered already (TRACKING_NUMBER_REGISTERED)'),
  },
});

export const deleteInboundParcelRoute = createRoute({
  method: 'delete',
  path: '/front/user/warehouses/{id}',
  tags,
  summary: 'Deletes an inbound parcel that has not arrived',
  ...route,
  request: { params: IdParam },
  responses: {
    204: { description: 'Deleted' },
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    404: problem(`${HIDDEN}; or no such inbound parcel of this shopper (NOT_FOUND)`),
    409: problem('It has arrived already (ORDER_STATE_CONFLICT)'),
  },
});
