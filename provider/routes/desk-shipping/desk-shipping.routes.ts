import { createRoute } from '@hono/zod-openapi';
import { DESK_AREAS } from '../../../contract/desk';
import {
  DeskWarehouse, DeskWarehouseList, ShippingIdParam, ShippingLine, ShippingLineInput, ShippingLineList, WarehouseInput,
} from '../../../contract/desk-shipping';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const ownerRoute = { tags: ['Desk shipping'], ...deskRoute(DESK_AREAS.shipping) };
const READ_REFUSALS = { ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE };
const WRITE_REFUSALS = {
  400: problem('Malformed body, a language the site does not offer, no name in its default language or an unknown country (VALIDATION_FAILED)'),
  ...DESK_REFUSALS,
  409: problem('Another line, or warehouse of the region, has this name (NAME_TAKEN)'),
  ...TENANT_NOT_FOUND_RESPONSE,
};

export const listLinesRoute = createRoute({
  ...ownerRoute, method: 'get', path: '/desk/shipping/lines', summary: 'Every shipping line of the tenant, active or not (OWNER)',
  responses: { 200: jsonResponse(ShippingLineList, 'The lines, oldest first'), ...READ_REFUSALS },
});

export const createLineRoute = createRoute({
  ...ownerRoute, method: 'post', path: '/desk/shipping/lines', summary: 'Adds a shipping line (OWNER); the site shows it at once',
  request: { body: jsonBody(ShippingLineInput, 'The line') },
  responses: { 201: jsonResponse(ShippingLine, 'The new line'), ...WRITE_REFUSALS },
});

export const updateLineRoute = createRoute({
  ...ownerRoute, method: 'put', path: '/desk/shipping/lines/{id}',
  summary: 'Changes a shipping line or deactivates it (OWNER); transit orders made keep the rates they were priced on',
  request: { params: ShippingIdParam, body: jsonBody(ShippingLineInput, 'The line') },
  responses: {
    200: jsonResponse(ShippingLine, 'The line as changed'), ...WRITE_REFUSALS,
    404: problem('No such line on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)'),
  },
});

export const listWarehousesRoute = createRoute({
  ...ownerRoute, method: 'get', path: '/desk/shipping/warehouses', summary: 'The China warehouses and local pickup points (OWNER)',
  responses: { 200: jsonResponse(DeskWarehouseList, 'The warehouses, China first'), ...READ_REFUSALS },
});

export const createWarehouseRoute = createRoute({
  ...ownerRoute, method: 'post', path: '/desk/shipping/warehouses', summary: 'Adds a China warehouse or a local pickup point (OWNER)',
  request: { body: jsonBody(WarehouseInput, 'The warehouse') },
  responses: { 201: jsonResponse(DeskWarehouse, 'The new warehouse'), ...WRITE_REFUSALS },
});

export const updateWarehouseRoute = createRoute({
  ...ownerRoute, method: 'put', path: '/desk/shipping/warehouses/{id}',
  summary: 'Changes a warehouse (OWNER); its region stays; orders made keep the pickup address they were given',
  request: { params: ShippingIdParam, body: jsonBody(WarehouseInput, 'The warehouse') },
  responses: {
    200: jsonResponse(DeskWarehouse, 'The warehouse as changed'),
    ...WRITE_REFUSALS,
    404: problem('No such warehouse on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)'),
    409: problem('Another warehouse of the region has this name (NAME_TAKEN), or a change of region (REQUEST_REFUSED)'),
  },
});
