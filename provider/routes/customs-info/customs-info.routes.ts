import { createRoute } from '@hono/zod-openapi';
import { CustomsInfo, CustomsInfoInput } from '../../../contract/user';
import { USER_ROUTE } from '../../auth/require-user';
import {
  jsonBody, jsonResponse, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE, VALIDATION_FAILED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['User customs information'];

export const getCustomsInfoRoute = createRoute({
  method: 'get',
  path: '/front/customs-info/user',
  tags,
  summary: 'The identity the shopper gives customs; null until saved',
  ...USER_ROUTE,
  responses: { 200: jsonResponse(CustomsInfo, 'The customs information, or null'), ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});

export const saveCustomsInfoRoute = createRoute({
  method: 'post',
  path: '/front/customs-info/save',
  tags,
  summary: 'Saves (creates or replaces) the customs information',
  ...USER_ROUTE,
  request: { body: jsonBody(CustomsInfoInput, 'The customs information') },
  responses: {
    200: jsonResponse(CustomsInfo, 'The saved customs information'),
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});
