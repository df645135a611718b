import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { Notice } from '../../../contract/notices';
import { notifications } from '../../db/schema';
import type { AppRouteHandler, UserRow } from '../../http/app-bindings';
import { pagedList } from '../../http/lists';
import { ProblemError } from '../../http/problem';
import { unreadNotificationCount } from '../../users/profile';
import type { listNotificationsRoute, markAllNotificationsReadRoute, markNotificationReadRoute } from './user-notifications.routes';
import { ofTenant } from '../../db/ownership';

const ofUser = (user: UserRow) => and(ofTenant(notifications, user.tenantId), eq(notifications.userId, user.id));

export const listNotifications: AppRouteHandler<typeof listNotificationsRoute> = async (c) => {
  const page = c.req.valid('query');
  const { db, user } = c.var;
  const [rows, [total]] = await Promise.all([
    db.select().from(notifications).where(ofUser(user))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ total: count() }).from(notifications).where(ofUser(user)),
  ]);
  const items = rows.map(({ id, kind, params, title, body, readAt, createdAt }) => ({
    id, notice: kind === null ? null : Notice.parse({ kind, params }), title, body, read: readAt !== null, createdAt: createdAt.toISOString(),
  }));
  return c.json(pagedList(items, total?.total ?? 0, page), 200);
};

export const markNotificationRead: AppRouteHandler<typeof markNotificationReadRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, user } = c.var;
  // Reading one already read keeps its first read time.
  const [found] = await db.select({ readAt: notifications.readAt }).from(notifications)
    .where(and(ofUser(user), eq(notifications.id, id)));
  if (!found) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such notification.' });
  if (found.readAt === null) {
    await db.update(notifications).set({ readAt: c.var.clock() }).where(and(ofUser(user), eq(notifications.id, id)));
  }
  return c.json({ unreadNotificationCount: await unreadNotificationCount(db, user) }, 200);
};

export const markAllNotificationsRead: AppRouteHandler<typeof markAllNotificationsReadRoute> = async (c) => {
  const { db, user } = c.var;
  await db.update(notifications).set({ readAt: c.var.clock() }).where(and(ofUser(user), isNull(notifications.readAt)));
  return c.json({ unreadNotificationCount: await unreadNotificationCount(db, user) }, 200);
};
