import { createRoute } from '@hono/zod-openapi';
import { PageQuery } from '../../../contract/paging';
import { FeedbackList } from '../../../contract/user';
import { requireUser } from '../../auth/require-user';
import {
  jsonResponse, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE, USER_SECURITY, VALIDATION_FAILED_RESPONSE,
} from '../../http/openapi-responses';
import { tenantMiddleware } from '../../tenancy/tenant-middleware';

export const listFeedbackRoute = createRoute({
  method: 'get',
  path: '/user-feedback',
  tags: ['User feedback'],
  summary: "The shopper's feedback to the tenant with its replies, newest first",
  description: 'Not under /front, so it names its tenant itself, with the same headers.',
  security: USER_SECURITY,
  middleware: [tenantMiddleware, requireUser] as const,
  request: { query: PageQuery },
  responses: {
    200: jsonResponse(FeedbackList, 'One page of feedback'),
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});
