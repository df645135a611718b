import { createRoute } from '@hono/zod-openapi';
import { IdParam } from '../../../contract/bounds';
import { MoveRequest } from '../../../contract/desk-content-lists';
import { HowToStep, HowToStepInput, HowToStepList, HowToStepListQuery, HowToStepUpdate } from '../../../contract/desk-how-to';
import { DESK_AREAS } from '../../../contract/desk';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const contentRoute = { tags: ['Desk content'], ...deskRoute(DESK_AREAS.content) };
const BAD = { 400: problem('Malformed request, out of bounds, a language the site does not offer, a key that is no upload of this site, or too many steps (VALIDATION_FAILED)') };
const NO_STEP = { 404: problem('No such step on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)') };

export const listHowToStepsRoute = createRoute({
  ...contentRoute, method: 'get', path: '/desk/content/how-to', summary: 'The how-to-use steps of one language, in order (OWNER, CONTENT)',
  request: { query: HowToStepListQuery },
  responses: { 200: jsonResponse(HowToStepList, 'The steps'), ...BAD, ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const addHowToStepRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/how-to',
  summary: 'Adds a how-to-use step last in its language: name, remark, an uploaded picture (GET /desk/content/banners/upload-token), description sanitised (OWNER, CONTENT)',
  request: { body: jsonBody(HowToStepInput, 'The language, the words and the picture\'s upload key') },
  responses: { 201: jsonResponse(HowToStep, 'The step as stored'), ...BAD, ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const updateHowToStepRoute = createRoute({
  ...contentRoute, method: 'put', path: '/desk/content/how-to/{id}', summary: 'Changes a step\'s words, and its picture when a new upload key is given (OWNER, CONTENT)',
  request: { params: IdParam, body: jsonBody(HowToStepUpdate, 'The words, and optionally a new picture\'s upload key') },
  responses: { 200: jsonResponse(HowToStep, 'The step as stored'), ...BAD, ...DESK_REFUSALS, ...NO_STEP },
});

export const removeHowToStepRoute = createRoute({
  ...contentRoute, method: 'delete', path: '/desk/content/how-to/{id}', summary: 'Removes a how-to-use step (OWNER, CONTENT)',
  request: { params: IdParam },
  responses: { 204: { description: 'Removed' }, ...BAD, ...DESK_REFUSALS, ...NO_STEP },
});

export const moveHowToStepRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/how-to/{id}/move', summary: 'Moves a how-to-use step one place up or down its language\'s list (OWNER, CONTENT)',
  request: { params: IdParam, body: jsonBody(MoveRequest, 'up or down') },
  responses: { 200: jsonResponse(HowToStepList, 'The language\'s steps in their new order'), ...BAD, ...DESK_REFUSALS, ...NO_STEP },
});
