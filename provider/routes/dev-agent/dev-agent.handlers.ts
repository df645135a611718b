import type { AppRouteHandler } from '../../http/app-bindings';
import { notifyShopper } from '../../notifications/notify-shopper';
import { markLineOutOfStock, settlePriceDifference, type StepResult } from '../../orders/fulfilment';
import type { outOfStockRoute, priceDifferenceRoute } from './dev-agent.routes';

/** The shopper hears of the step after it committed, as the demo worker tells them. */
async function told(vars: Parameters<typeof notifyShopper>[0], results: StepResult | StepResult[], now: Date): Promise<{ ok: true }> {
  for (const { owner, notice } of [results].flat()) if (notice) await notifyShopper(vars, owner, notice, now);
  return { ok: true };
}

export const priceDifference: AppRouteHandler<typeof priceDifferenceRoute> = async (c) => {
  const { lineId, unitPrice } = c.req.valid('json');
  const now = c.var.clock();
  return c.json(await told(c.var, await settlePriceDifference(c.var.db, c.var.tenant.id, lineId, unitPrice, now), now), 200);
};

export const outOfStock: AppRouteHandler<typeof outOfStockRoute> = async (c) => {
  const { lineId } = c.req.valid('json');
  const now = c.var.clock();
  return c.json(await told(c.var, await markLineOutOfStock(c.var.db, c.var.tenant.id, lineId, now), now), 200);
};
