import { createRoute } from '@hono/zod-openapi';
import {
  EmailAvailability, EmailCodeSent, EmailQuery, SendEmailCodeRequest, Session, SignupPayload, Verified,
  VerifyEmailCodeRequest, VerifyPromotionCodeRequest,
} from '../../../contract/user';
import {
  jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, TOO_MANY_ATTEMPTS_RESPONSE, VALIDATION_FAILED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['User sign-up'];

export const sendEmailCodeRoute = createRoute({
  method: 'post',
  path: '/front/user/send-email-code',
  tags,
  summary: 'Mails a 6-digit code (valid 10 minutes) that proves the address for a sign-up, password reset or e-mail change',
  description: 'For RESET_PASSWORD the answer is the same whether or not the address has an account; mail goes out only when it has.',
  request: { body: jsonBody(SendEmailCodeRequest, 'The address and what the code is for') },
  responses: {
    200: jsonResponse(EmailCodeSent, 'The code is on its way (or, for an unknown address, nothing happens)'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
    409: problem('SIGNUP or CHANGE_EMAIL to an address that already has an account (EMAIL_TAKEN)'),
    429: problem('A code for this address and purpose was sent less than a minute ago, or this client asked for too many (TOO_MANY_ATTEMPTS)'),
  },
});

export const verifyEmailCodeRoute = createRoute({
  method: 'post',
  path: '/front/user/verify-email-code',
  tags,
  summary: 'Whether a code is the live one for the address and purpose (a wrong one counts as a try; the code is not used up)',
  request: { body: jsonBody(VerifyEmailCodeRequest, 'The address, the code and its purpose') },
  responses: {
    200: jsonResponse(Verified, 'Whether the code is valid'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});

export const verifyPromotionCodeRoute = createRoute({
  method: 'post',
  path: '/front/user/verify-email-promotion-code',
  tags,
  summary: 'Whether the tenant accepts a promotion code at sign-up',
  request: { body: jsonBody(VerifyPromotionCodeRequest, 'The address signing up and the promotion code') },
  responses: {
    200: jsonResponse(Verified, 'Whether the code is valid'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});

export const checkEmailAvailableRoute = createRoute({
  method: 'get',
  path: '/front/user/check-email-available',
  tags,
  summary: 'Whether an address is still free for a new account on this tenant',
  request: { query: EmailQuery },
  responses: {
    200: jsonResponse(EmailAvailability, 'Whether the address is free'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});

export const signupRoute = createRoute({
  method: 'post',
  path: '/front/user/signup',
  tags,
  summary: 'Creates a personal or company account with a SIGNUP code and logs it in',
  request: { body: jsonBody(SignupPayload, 'The new account; a COMPANY needs businessLicenseNo and legalPersonName') },
  responses: {
    200: jsonResponse(Session, 'Signed up and logged in'),
    400: problem('Malformed payload (VALIDATION_FAILED), terms not accepted or an older version of them (TERMS_NOT_ACCEPTED), wrong or expired code (INVALID_CODE), unknown promotion code (INVALID_PROMOTION_CODE)'),
    ...TENANT_NOT_FOUND_RESPONSE,
    409: problem('The address already has an account on this tenant (EMAIL_TAKEN)'),
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});
