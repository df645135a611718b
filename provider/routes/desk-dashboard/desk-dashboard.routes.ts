import { createRoute } from '@hono/zod-openapi';
import { DESK_AREAS } from '../../../contract/desk';
import { DeskDashboard } from '../../../contract/desk-dashboard';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonResponse, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

export const deskDashboardRoute = createRoute({
  method: 'get',
  path: '/desk/dashboard',
  tags: ['Desk dashboard'],
  summary: 'Today\'s work: each queue the operator\'s role works, its count and how long its oldest item has waited, the longest-waiting first',
  ...deskRoute(DESK_AREAS.dashboard),
  responses: {
    200: jsonResponse(DeskDashboard, 'The operator\'s queues'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});
