import { createRoute } from '@hono/zod-openapi';
import { LanguageQuery, Profile, ProfileUpdate } from '../../../contract/user';
import { USER_ROUTE } from '../../auth/require-user';
import {
  jsonBody, jsonResponse, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE, VALIDATION_FAILED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['User profile'];

export const getProfileRoute = createRoute({
  method: 'get',
  path: '/front/user/profile',
  tags,
  summary: 'The logged-in shopper, with the count of unread notifications',
  ...USER_ROUTE,
  responses: { 200: jsonResponse(Profile, 'The profile'), ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});

export const updateProfileRoute = createRoute({
  method: 'put',
  path: '/front/user/profile',
  tags,
  summary: 'Changes name, phone number and second e-mail address',
  ...USER_ROUTE,
  request: { body: jsonBody(ProfileUpdate, 'The new values; secondEmail null removes it, absent keeps it') },
  responses: {
    200: jsonResponse(Profile, 'The updated profile'),
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const setLanguageRoute = createRoute({
  method: 'put',
  path: '/front/user/language',
  tags,
  summary: "Sets the shopper's language (the storefront pushes it after login)",
  ...USER_ROUTE,
  request: { query: LanguageQuery },
  responses: {
    200: jsonResponse(Profile, 'The updated profile'),
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});
