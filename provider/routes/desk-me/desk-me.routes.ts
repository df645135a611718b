import { createRoute } from '@hono/zod-openapi';
import { Operator, RecoveryCodes, TotpConfirmRequest, TotpEnrolment } from '../../../contract/desk';
import { deskRoute } from '../../desk/require-operator';
import {
  DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, TOO_MANY_ATTEMPTS_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['Desk operator'];
const meRoute = { tags, ...deskRoute() };
const SECOND_FACTOR_ALREADY_SET_RESPONSE = { 409: problem('The second factor is set up already (SECOND_FACTOR_ALREADY_SET)') } as const;

export const getMeRoute = createRoute({
  ...meRoute, method: 'get', path: '/desk/me', summary: 'The signed-in operator',
  responses: { 200: jsonResponse(Operator, 'The operator'), ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const startTotpRoute = createRoute({
  ...meRoute, method: 'post', path: '/desk/me/totp',
  summary: 'Starts setting up the second factor: a new authenticator secret, shown this once, pending until confirmed',
  responses: {
    200: jsonResponse(TotpEnrolment, 'The secret as an otpauth:// URI and as base32 text'),
    ...DESK_REFUSALS, ...SECOND_FACTOR_ALREADY_SET_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const confirmTotpRoute = createRoute({
  ...meRoute, method: 'post', path: '/desk/me/totp/confirm',
  summary: 'Turns the second factor on with a current code of the pending secret; answers the ten recovery codes, this once',
  request: { body: jsonBody(TotpConfirmRequest, 'A current authenticator code') },
  responses: {
    200: jsonResponse(RecoveryCodes, 'The second factor is on'),
    400: problem('Malformed body (VALIDATION_FAILED), or not a current code of the pending secret (INVALID_CODE)'),
    ...DESK_REFUSALS, ...SECOND_FACTOR_ALREADY_SET_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE, ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});
