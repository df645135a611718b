import { createRoute } from '@hono/zod-openapi';
import { IdParam } from '../../../contract/bounds';
import { CustomCartItem, CustomItemCreate } from '../../../contract/orders';
import { listOf } from '../../../contract/problem';
import { USER_ROUTE } from '../../auth/require-user';
import { jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE } from '../../http/openapi-responses';

const tags = ['Cart'];
const customRoute = { tags, ...USER_ROUTE };
const CustomItems = listOf(CustomCartItem);

export const listCustomItemsRoute = createRoute({
  ...customRoute, method: 'get', path: '/front/cart/custom', summary: 'Custom items of the cart: links the catalog cannot read, priced by the shopper',
  responses: { 200: jsonResponse(CustomItems, 'The custom items, newest first'), ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});

export const addCustomItemRoute = createRoute({
  ...customRoute, method: 'post', path: '/front/cart/custom',
  summary: 'Adds an item by hand: title, link, price, quantity, specification, optional picture',
  description: 'Ordered like any cart item (customItemIds of /front/purchase-orders/create); the agent confirms the price or answers with a price difference.',
  request: { body: jsonBody(CustomItemCreate, 'The item as the shopper describes it') },
  responses: {
    200: jsonResponse(CustomItems, 'The custom items after the change'),
    400: problem('Malformed, or a picture that is no upload of this site (VALIDATION_FAILED); price × quantity over the bound (AMOUNT_TOO_LARGE)'),
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const removeCustomItemRoute = createRoute({
  ...customRoute, method: 'delete', path: '/front/cart/custom/{id}', summary: 'Removes a custom item',
  request: { params: IdParam },
  responses: {
    200: jsonResponse(CustomItems, 'The custom items after the change'),
    400: problem('Malformed id (VALIDATION_FAILED)'),
    ...UNAUTHORIZED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), or no such custom item (NOT_FOUND)'),
  },
});
