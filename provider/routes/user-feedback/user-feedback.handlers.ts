import { and, count, desc, eq } from 'drizzle-orm';
import { userFeedback } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { pagedList } from '../../http/lists';
import type { listFeedbackRoute } from './user-feedback.routes';
import { ofTenant } from '../../db/ownership';

export const listFeedback: AppRouteHandler<typeof listFeedbackRoute> = async (c) => {
  const page = c.req.valid('query');
  const { db, user } = c.var;
  const ofUser = and(ofTenant(userFeedback, user.tenantId), eq(userFeedback.userId, user.id));
  const [rows, [total]] = await Promise.all([
    db.select().from(userFeedback).where(ofUser)
      .orderBy(desc(userFeedback.createdAt), desc(userFeedback.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ total: count() }).from(userFeedback).where(ofUser),
  ]);
  const items = rows.map(({ id, content, reply, createdAt }) => ({ id, content, reply, createdAt: createdAt.toISOString() }));
  return c.json(pagedList(items, total?.total ?? 0, page), 200);
};
