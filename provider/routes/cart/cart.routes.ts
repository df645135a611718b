import { createRoute } from '@hono/zod-openapi';
import {
  Cart, CartItem, CartItemCreate, CartMessageBody, CartQuantityQuery, CartRefreshRequest, ProductItemsPayload, Quote,
} from '../../../contract/cart';
import { IdParam } from '../../../contract/bounds';
import { USER_ROUTE } from '../../auth/require-user';
import {
  jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['Cart'];
const cartRoute = { tags, ...USER_ROUTE };

const REFUSED = '400: malformed (VALIDATION_FAILED), or more than the SKU has in stock (INSUFFICIENT_STOCK)';
const itemResponses = (ok: ReturnType<typeof jsonResponse>) => ({
  200: ok,
  400: problem(REFUSED),
  ...UNAUTHORIZED_RESPONSE,
  404: problem('Unknown tenant (TENANT_NOT_FOUND), or no such item in this shopper\'s cart (NOT_FOUND)'),
});
const addResponses = {
  200: jsonResponse(Cart, 'The whole cart after the change'),
  400: problem(`${REFUSED}; a link that is no product page (INVALID_PRODUCT_LINK)`),
  ...UNAUTHORIZED_RESPONSE,
  404: problem('Unknown tenant (TENANT_NOT_FOUND), or a product the catalog lacks (PRODUCT_NOT_FOUND)'),
};

export const getCartRoute = createRoute({
  ...cartRoute,
  method: 'get',
  path: '/front/cart',
  summary: "The shopper's cart by shop, newest first, with current prices and stock",
  responses: { 200: jsonResponse(Cart, 'The cart'), ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});

export const setQuantityRoute = createRoute({
  ...cartRoute,
  method: 'put',
  path: '/front/cart/{id}/quantity',
  summary: 'Sets an item\'s quantity: a whole number from 1 to the SKU\'s stock',
  request: { params: IdParam, query: CartQuantityQuery },
  responses: itemResponses(jsonResponse(CartItem, 'The item, re-priced for its quantity')),
});

export const setMessageRoute = createRoute({
  ...cartRoute,
  method: 'put',
  path: '/front/cart/{id}/message',
  summary: 'Sets the message to the buyer of an item',
  request: { params: IdParam, body: jsonBody(CartMessageBody, 'The message (empty to clear it)') },
  responses: itemResponses(jsonResponse(CartItem, 'The item')),
});

export const addRoute = createRoute({
  ...cartRoute,
  method: 'post',
  path: '/front/cart/add',
  summary: 'Adds a SKU of the product at a link; a SKU already in the cart gains the quantity (up to its stock)',
  description: 'Prices come from the catalog only: any price in the body is ignored.',
  request: { body: jsonBody(CartItemCreate, 'The product link, its SKU, the quantity and an optional message') },
  responses: addResponses,
});

export const addManyRoute = createRoute({
  ...cartRoute,
  method: 'post',
  path: '/front/cart/multiple',
  summary: 'Adds several SKUs of one product at once, all or none',
  request: { body: jsonBody(ProductItemsPayload, 'The product link and its SKUs with quantities (tenantWarehouseId is not used)') },
  responses: addResponses,
});

export const clearRoute = createRoute({
  ...cartRoute,
  method: 'delete',
  path: '/front/cart/all',
  summary: 'Empties the cart',
  responses: { 200: jsonResponse(Cart, 'The empty cart'), ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});

export const removeRoute = createRoute({
  ...cartRoute,
  method: 'delete',
  path: '/front/cart/{id}',
  summary: 'Removes an item',
  request: { params: IdParam },
  responses: itemResponses(jsonResponse(Cart, 'The cart without the item')),
});

export const refreshRoute = createRoute({
  ...cartRoute,
  method: 'post',
  path: '/front/cart/refresh',
  summary: 'Prices the chosen items delivered to a China warehouse of the tenant',
  request: { body: jsonBody(CartRefreshRequest, 'The chosen cart items and the warehouse') },
  responses: {
    ...itemResponses(jsonResponse(Quote, 'The quote, priced from the catalog now')),
    400: problem(`${REFUSED}; a line or total over the bound (AMOUNT_TOO_LARGE)`),
  },
});
