import { createRoute, z } from '@hono/zod-openapi';
import { IdParam } from '../../../contract/bounds';
import { Faq, FaqInput, FaqList, FaqListQuery, FaqUpdate, MoveRequest } from '../../../contract/desk-content-lists';
import { DESK_AREAS } from '../../../contract/desk';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const contentRoute = { tags: ['Desk content'], ...deskRoute(DESK_AREAS.content) };
const BAD = { 400: problem('Malformed request, a language the site does not offer, or too many entries (VALIDATION_FAILED)') };
const NO_ENTRY = { 404: problem('No such entry on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)') };

export const listFaqsRoute = createRoute({
  ...contentRoute, method: 'get', path: '/desk/content/faq', summary: 'The FAQ entries of one language, in order (OWNER, CONTENT)',
  request: { query: FaqListQuery },
  responses: { 200: jsonResponse(FaqList, 'The entries'), ...BAD, ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const createFaqRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/faq', summary: 'Adds an FAQ entry at the end of its language\'s list; the answer is sanitised (OWNER, CONTENT)',
  request: { body: jsonBody(FaqInput, 'The language, question and answer HTML') },
  responses: { 201: jsonResponse(Faq, 'The entry as stored'), ...BAD, ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const updateFaqRoute = createRoute({
  ...contentRoute, method: 'put', path: '/desk/content/faq/{id}', summary: 'Changes an FAQ entry\'s question and answer (OWNER, CONTENT)',
  request: { params: IdParam, body: jsonBody(FaqUpdate, 'The question and answer HTML') },
  responses: { 200: jsonResponse(Faq, 'The entry as stored'), ...BAD, ...DESK_REFUSALS, ...NO_ENTRY },
});

export const removeFaqRoute = createRoute({
  ...contentRoute, method: 'delete', path: '/desk/content/faq/{id}', summary: 'Removes an FAQ entry (OWNER, CONTENT)',
  request: { params: IdParam },
  responses: { 204: { description: 'Removed' }, ...BAD, ...DESK_REFUSALS, ...NO_ENTRY },
});

export const moveFaqRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/faq/{id}/move', summary: 'Moves an FAQ entry one place up or down (OWNER, CONTENT)',
  request: { params: IdParam, body: jsonBody(MoveRequest, 'up or down') },
  responses: { 200: jsonResponse(z.object({ items: z.array(Faq) }), 'The list in its new order'), ...BAD, ...DESK_REFUSALS, ...NO_ENTRY },
});
