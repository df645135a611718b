import { and, asc, eq } from 'drizzle-orm';
import { chargeableWeightGrams, transitFeeFen } from '../../catalog/freight';
import { transitOptions } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { estimateFreightRoute } from './freight.routes';

export const estimateFreight: AppRouteHandler<typeof estimateFreightRoute> = async (c) => {
  const { weight, sizeLength, sizeWidth, sizeHeight } = c.req.valid('query');
  const chargeable = chargeableWeightGrams(weight, sizeLength, sizeWidth, sizeHeight);
  const options = await c.var.db
    .select()
    .from(transitOptions)
    .where(and(eq(transitOptions.tenantId, c.var.tenant.id), eq(transitOptions.enabled, true)))
    .orderBy(asc(transitOptions.id));
  return c.json({
    chargeableWeightGrams: chargeable,
    options: options.map((option) => ({
      name: option.name, feeFen: transitFeeFen(chargeable, option), minDays: option.minDays, maxDays: option.maxDays,
    })),
  }, 200);
};
