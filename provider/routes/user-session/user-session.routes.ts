import { createRoute } from '@hono/zod-openapi';
import { LoginRequest, Session } from '../../../contract/user';
import { USER_ROUTE } from '../../auth/require-user';
import {
  jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE, VALIDATION_FAILED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['User session'];

export const loginRoute = createRoute({
  method: 'post',
  path: '/front/user/login',
  tags,
  summary: 'Logs in with e-mail and password; the token is valid for 3 months on this tenant only',
  request: { body: jsonBody(LoginRequest, 'The credentials') },
  responses: {
    200: jsonResponse(Session, 'Logged in'),
    ...VALIDATION_FAILED_RESPONSE,
    401: problem('Unknown e-mail or wrong password, told apart by nothing (INVALID_CREDENTIALS)'),
    ...TENANT_NOT_FOUND_RESPONSE,
    429: problem('Five failed logins on this account from this client, or thirty from it on any, within 15 minutes, or a try too soon after a failure while the account is under attack from many clients; see Retry-After (TOO_MANY_ATTEMPTS)'),
  },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/front/user/logout',
  tags,
  summary: 'Ends the session of the token',
  ...USER_ROUTE,
  responses: { 204: { description: 'Logged out' }, ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});
