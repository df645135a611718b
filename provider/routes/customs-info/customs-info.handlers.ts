import { and, eq } from 'drizzle-orm';
import type { CustomsInfo } from '../../../contract/user';
import { customsInfo } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { getCustomsInfoRoute, saveCustomsInfoRoute } from './customs-info.routes';
import { ofTenant } from '../../db/ownership';

const toCustomsInfo = ({ fullName, idType, idNumber, taxNumber, updatedAt }: typeof customsInfo.$inferSelect): CustomsInfo =>
  ({ fullName, idType, idNumber, taxNumber, updatedAt: updatedAt.toISOString() });

export const getCustomsInfo: AppRouteHandler<typeof getCustomsInfoRoute> = async (c) => {
  const { db, user } = c.var;
  const [row] = await db.select().from(customsInfo)
    .where(and(ofTenant(customsInfo, user.tenantId), eq(customsInfo.userId, user.id)));
  return c.json(row ? toCustomsInfo(row) : null, 200);
};

export const saveCustomsInfo: AppRouteHandler<typeof saveCustomsInfoRoute> = async (c) => {
  const { db, user } = c.var;
  const values = { ...c.req.valid('json'), updatedAt: c.var.clock() };
  const [row] = await db.insert(customsInfo)
    .values({ tenantId: user.tenantId, userId: user.id, ...values })
    .onConflictDoUpdate({ target: [customsInfo.tenantId, customsInfo.userId], set: values })
    .returning();
  if (!row) throw new Error('The customs information was not saved');
  return c.json(toCustomsInfo(row), 200);
};
