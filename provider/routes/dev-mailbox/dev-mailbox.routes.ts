import { createRoute, z } from '@hono/zod-openapi';
import { Email, MailboxMessageList } from '../../../contract/user';
import { jsonResponse, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { tenantMiddleware } from '../../tenancy/tenant-middleware';

export const MailboxQuery = z.object({ to: Email });

export const listMailboxRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  tags: ['Demo'],
  summary: "The demo mailbox: mail the tenant sent to an address, newest first (only with DEMO=1; never on a public site)",
  middleware: [tenantMiddleware] as const,
  request: { query: MailboxQuery },
  responses: {
    200: jsonResponse(MailboxMessageList, 'The newest messages'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});
