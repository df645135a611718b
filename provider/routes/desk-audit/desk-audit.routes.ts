import { createRoute } from '@hono/zod-openapi';
import { AuditList, AuditQuery } from '../../../contract/desk';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

export const listAuditRoute = createRoute({
  method: 'get',
  path: '/desk/audit',
  tags: ['Desk audit'],
  summary: 'The desk\'s audit trail, newest first, by operator, action, record and dates (OWNER)',
  ...deskRoute(['OWNER']),
  request: { query: AuditQuery },
  responses: {
    200: jsonResponse(AuditList, 'A page of audit rows'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});
