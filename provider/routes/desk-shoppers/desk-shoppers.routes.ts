import { createRoute } from '@hono/zod-openapi';
import { DESK_AREAS } from '../../../contract/desk';
import { ShopperDetail, ShopperIdParam, ShopperList, ShopperMessage, ShopperSearchQuery } from '../../../contract/desk-shoppers';
import { PurchaseOrderSearch, PurchaseOrderSearchResult } from '../../../contract/orders';
import { StockInParcelList, StockInParcelQuery } from '../../../contract/transit';
import { LedgerPage, LedgerQuery } from '../../../contract/user-account';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const shoppersRoute = { tags: ['Desk shoppers'], ...deskRoute(DESK_AREAS.shoppers) };
const NO_SUCH_SHOPPER = { 404: problem('No such shopper on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)') } as const;

export const searchShoppersRoute = createRoute({
  ...shoppersRoute, method: 'get', path: '/desk/shoppers',
  summary: 'The tenant\'s shoppers by e-mail, name (or part of either) or id, newest first',
  request: { query: ShopperSearchQuery },
  responses: {
    200: jsonResponse(ShopperList, 'A page of shoppers'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const getShopperRoute = createRoute({
  ...shoppersRoute, method: 'get', path: '/desk/shoppers/{id}',
  summary: 'A shopper\'s profile, balance and frozen amount, and counts of their orders, parcels and transit orders',
  request: { params: ShopperIdParam },
  responses: {
    200: jsonResponse(ShopperDetail, 'The shopper'),
    400: problem('Malformed path (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...NO_SUCH_SHOPPER,
  },
});

export const shopperOrdersRoute = createRoute({
  ...shoppersRoute, method: 'get', path: '/desk/shoppers/{id}/orders',
  summary: 'The shopper\'s purchase orders as they see them: by status tab, keyword and dates, newest first',
  request: { params: ShopperIdParam, query: PurchaseOrderSearch },
  responses: {
    200: jsonResponse(PurchaseOrderSearchResult, 'A page of orders and the count of every tab'),
    400: problem('Malformed path or query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...NO_SUCH_SHOPPER,
  },
});

export const shopperParcelsRoute = createRoute({
  ...shoppersRoute, method: 'get', path: '/desk/shoppers/{id}/parcels',
  summary: 'The shopper\'s parcels in a state (by default, still in the warehouse), newest first',
  request: { params: ShopperIdParam, query: StockInParcelQuery },
  responses: {
    200: jsonResponse(StockInParcelList, 'A page of parcels and the free storage period'),
    400: problem('Malformed path or query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...NO_SUCH_SHOPPER,
  },
});

export const shopperLedgerRoute = createRoute({
  ...shoppersRoute, method: 'get', path: '/desk/shoppers/{id}/ledger',
  summary: 'The shopper\'s balance ledger, newest first, by kind and dates (read-only)',
  request: { params: ShopperIdParam, query: LedgerQuery },
  responses: {
    200: jsonResponse(LedgerPage, 'A page of ledger rows'),
    400: problem('Malformed path or query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...NO_SUCH_SHOPPER,
  },
});

export const notifyShopperRoute = createRoute({
  ...shoppersRoute, method: 'post', path: '/desk/shoppers/{id}/notifications',
  summary: 'Sends the shopper a message: to their inbox and by mail, framed in their language (audited as shopper.notify)',
  request: { params: ShopperIdParam, body: jsonBody(ShopperMessage, 'The message\'s title and text') },
  responses: {
    204: { description: 'Sent' },
    400: problem('Malformed path or body (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...NO_SUCH_SHOPPER,
  },
});
