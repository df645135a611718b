import { createRoute } from '@hono/zod-openapi';
import { PageQuery } from '../../../contract/paging';
import { IdParam } from '../../../contract/bounds';
import { NotificationList, UnreadCount } from '../../../contract/user';
import { USER_ROUTE } from '../../auth/require-user';
import {
  jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, UNAUTHORIZED_RESPONSE, VALIDATION_FAILED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['User notifications'];

export const listNotificationsRoute = createRoute({
  method: 'get',
  path: '/front/user-notifications',
  tags,
  summary: "The shopper's notifications, newest first",
  ...USER_ROUTE,
  request: { query: PageQuery },
  responses: {
    200: jsonResponse(NotificationList, 'One page of notifications'),
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const markNotificationReadRoute = createRoute({
  method: 'post',
  path: '/front/user-notifications/{id}/read',
  tags,
  summary: 'Marks one notification read',
  ...USER_ROUTE,
  request: { params: IdParam },
  responses: {
    200: jsonResponse(UnreadCount, 'The unread count left'),
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    404: problem("Unknown tenant (TENANT_NOT_FOUND), or no such notification of this shopper (NOT_FOUND)"),
  },
});

export const markAllNotificationsReadRoute = createRoute({
  method: 'post',
  path: '/front/user-notifications/read-all',
  tags,
  summary: 'Marks every notification read',
  ...USER_ROUTE,
  responses: { 200: jsonResponse(UnreadCount, 'The unread count: 0'), ...UNAUTHORIZED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});
