import { createRoute } from '@hono/zod-openapi';
import { DeskLoginRequest, DeskSession } from '../../../contract/desk';
import { deskRoute } from '../../desk/require-operator';
import {
  DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['Desk session'];

export const deskLoginRoute = createRoute({
  method: 'post',
  path: '/desk/session',
  tags,
  summary: 'Signs an operator in with e-mail and password (and the second factor once set); the operator token is valid for 3 months on this tenant\'s desk only',
  request: { body: jsonBody(DeskLoginRequest, 'The credentials') },
  responses: {
    200: jsonResponse(DeskSession, 'Signed in'),
    ...VALIDATION_FAILED_RESPONSE,
    401: problem('Unknown e-mail, wrong password or code, or a disabled operator (INVALID_CREDENTIALS); the second factor is missing (SECOND_FACTOR_CODE_REQUIRED)'),
    ...TENANT_NOT_FOUND_RESPONSE,
    429: problem('Five failed sign-ins on this address, or many from this client, within 15 minutes; see Retry-After (TOO_MANY_ATTEMPTS)'),
  },
});

export const deskLogoutRoute = createRoute({
  method: 'delete',
  path: '/desk/session',
  tags,
  summary: 'Ends the operator session of the token',
  ...deskRoute(),
  responses: { 204: { description: 'Signed out' }, ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});
