import { and, asc, eq } from 'drizzle-orm';
import { transitOptions } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import type { listTransitOptionsRoute } from './transit-options.routes';

export const listTransitOptions: AppRouteHandler<typeof listTransitOptionsRoute> = async (c) => {
  const items = await c.var.db
    .select({
      id: transitOptions.id,
      name: transitOptions.name,
      description: transitOptions.description,
      firstWeightGrams: transitOptions.firstWeightG,
      firstWeightFeeFen: transitOptions.firstFeeFen,
      extraFeePer500gFen: transitOptions.extraFeePer500gFen,
      minDays: transitOptions.minDays,
      maxDays: transitOptions.maxDays,
    })
    .from(transitOptions)
    .where(and(eq(transitOptions.tenantId, c.var.tenant.id), eq(transitOptions.enabled, true)))
    .orderBy(asc(transitOptions.id));
  return c.json(wholeList(items), 200);
};
