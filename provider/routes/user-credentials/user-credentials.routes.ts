import { createRoute } from '@hono/zod-openapi';
import {
  EmailChangeRequest, ForgetPasswordRequest, PasswordChangeRequest, Profile, Session,
} from '../../../contract/user';
import { USER_ROUTE } from '../../auth/require-user';
import {
  jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, TOO_MANY_ATTEMPTS_RESPONSE, UNAUTHORIZED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['User credentials'];

export const changeEmailRoute = createRoute({
  method: 'put',
  path: '/front/user/email',
  tags,
  summary: 'Moves the login to a new address, proven by a CHANGE_EMAIL code mailed to it; ends every other session',
  ...USER_ROUTE,
  request: { body: jsonBody(EmailChangeRequest, 'The password, the new address and its code') },
  responses: {
    200: jsonResponse(Profile, 'The profile with the new address'),
    400: problem('Malformed body (VALIDATION_FAILED), wrong password (WRONG_PASSWORD), wrong or expired code (INVALID_CODE)'),
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
    409: problem('The new address already has an account (EMAIL_TAKEN)'),
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});

export const changePasswordRoute = createRoute({
  method: 'put',
  path: '/front/user/change-password',
  tags,
  summary: 'Changes the password, ends every session (this one too) and answers a new one',
  ...USER_ROUTE,
  request: { body: jsonBody(PasswordChangeRequest, 'The old and the new password') },
  responses: {
    200: jsonResponse(Session, 'The new session that replaces the caller’s'),
    400: problem('Malformed body or too weak a password (VALIDATION_FAILED), wrong old password (WRONG_PASSWORD)'),
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});

export const forgetPasswordRoute = createRoute({
  method: 'post',
  path: '/front/user/forget-password',
  tags,
  summary: 'Sets a new password with a RESET_PASSWORD code and ends every session of the account',
  request: { body: jsonBody(ForgetPasswordRequest, 'The address, its code and the new password') },
  responses: {
    204: { description: 'The password is changed; log in with it' },
    400: problem('Malformed body (VALIDATION_FAILED), wrong or expired code (INVALID_CODE)'),
    ...TENANT_NOT_FOUND_RESPONSE,
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});
