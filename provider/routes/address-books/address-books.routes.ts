import { createRoute } from '@hono/zod-openapi';
import { IdParam } from '../../../contract/bounds';
import {
  Address, AddressInput, AddressList, BillingAddress, BillingAddressInput, BillingAddressList,
} from '../../../contract/user';
import { USER_ROUTE } from '../../auth/require-user';
import {
  jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE, VALIDATION_FAILED_RESPONSE,
} from '../../http/openapi-responses';

/*
 * Two address books (shipping and billing) with the same three calls (docs/product.md, "User calls"):
 * list, add or update, delete. What the calls share is built here once; the schemas are
 * passed at each createRoute so that the handlers stay typed.
 */
const tags = ['User addresses'];

const listRoute = <P extends string>(path: P, noun: string) => ({
  method: 'get' as const,
  path,
  tags,
  summary: `The shopper's ${noun}es, the default first`,
  ...USER_ROUTE,
});

const saveRoute = <P extends string>(path: P, noun: string) => ({
  method: 'post' as const,
  path,
  tags,
  summary: `Adds a ${noun}, or updates the one named by id; the first one, or one saved as default, becomes the only default`,
  ...USER_ROUTE,
});

const notFound = (noun: string) => problem(`Unknown tenant (TENANT_NOT_FOUND), or no such ${noun} of this shopper (NOT_FOUND)`);
const oneAddressResponses = (noun: string) => ({ ...VALIDATION_FAILED_RESPONSE, ...UNAUTHORIZED_RESPONSE, 404: notFound(noun) });

const deleteRoute = <P extends string>(path: P, noun: string) => createRoute({
  method: 'delete',
  path: `${path}/{id}` as const,
  tags,
  summary: `Deletes a ${noun}; when it was the default, the newest other one becomes the default`,
  ...USER_ROUTE,
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...oneAddressResponses(noun) },
});

const SHIPPING = { path: '/front/user/addresses', noun: 'shipping address' } as const;
export const userAddressRoutes = {
  list: createRoute({
    ...listRoute(SHIPPING.path, SHIPPING.noun),
    responses: { 200: jsonResponse(AddressList, 'Every shipping address'), ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
  }),
  save: createRoute({
    ...saveRoute(SHIPPING.path, SHIPPING.noun),
    request: { body: jsonBody(AddressInput, 'The address; with id to update it') },
    responses: { 200: jsonResponse(Address, 'The saved address'), ...oneAddressResponses(SHIPPING.noun) },
  }),
  remove: deleteRoute(SHIPPING.path, SHIPPING.noun),
};

const BILLING = { path: '/front/user/billing-addresses', noun: 'billing address' } as const;
export const billingAddressRoutes = {
  list: createRoute({
    ...listRoute(BILLING.path, BILLING.noun),
    responses: { 200: jsonResponse(BillingAddressList, 'Every billing address'), ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
  }),
  save: createRoute({
    ...saveRoute(BILLING.path, BILLING.noun),
    request: { body: jsonBody(BillingAddressInput, 'The billing address; with id to update it') },
    responses: { 200: jsonResponse(BillingAddress, 'The saved billing address'), ...oneAddressResponses(BILLING.noun) },
  }),
  remove: deleteRoute(BILLING.path, BILLING.noun),
};
