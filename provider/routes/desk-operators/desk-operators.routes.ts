import { createRoute } from '@hono/zod-openapi';
import { Invitation, InvitationRequest, Operator, OperatorIdParam, OperatorList, OperatorUpdate } from '../../../contract/desk';
import { PageQuery } from '../../../contract/paging';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const tags = ['Desk operators'];
const ownerRoute = { tags, ...deskRoute(['OWNER']) };

export const listOperatorsRoute = createRoute({
  ...ownerRoute, method: 'get', path: '/desk/operators', summary: 'The tenant\'s operators, oldest first (OWNER)',
  request: { query: PageQuery },
  responses: {
    200: jsonResponse(OperatorList, 'A page of operators'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const inviteOperatorRoute = createRoute({
  ...ownerRoute, method: 'post', path: '/desk/operators',
  summary: 'Invites someone by e-mail to be an operator with a role: a one-time set-up link, valid 7 days, is mailed to them (OWNER)',
  request: { body: jsonBody(InvitationRequest, 'The address and the role') },
  responses: {
    201: jsonResponse(Invitation, 'Invited; the link went to the address only'),
    400: problem('Malformed body (VALIDATION_FAILED)'),
    ...DESK_REFUSALS,
    409: problem('An operator of this tenant has this address already (EMAIL_TAKEN)'),
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const updateOperatorRoute = createRoute({
  ...ownerRoute, method: 'patch', path: '/desk/operators/{id}',
  summary: 'Changes an operator\'s role, or disables them (their sessions end at once) or enables them again (OWNER)',
  request: { params: OperatorIdParam, body: jsonBody(OperatorUpdate, 'The new role and/or disabled') },
  responses: {
    200: jsonResponse(Operator, 'The operator as changed'),
    400: problem('Malformed path or body (VALIDATION_FAILED)'),
    ...DESK_REFUSALS,
    404: problem('No such operator on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)'),
    409: problem('The tenant would have no active owner left (LAST_OWNER)'),
  },
});
