import type { AppRouteHandler } from '../../http/app-bindings';
import { notifySteps } from '../../notifications/notify-shopper';
import { markLineOutOfStock, settlePriceDifference, type StepResult } from '../../orders/fulfilment';
import type { outOfStockRoute, priceDifferenceRoute } from './dev-agent.routes';

/** The shopper hears of the step after it committed, as the demo worker tells them. */
async function told(vars: Parameters<typeof notifySteps>[0], results: StepResult | StepResult[], now: Date): Promise<{ ok: true }> {
  await notifySteps(vars, [results].flat(), now);
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
