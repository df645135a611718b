import { markOutOfStock, repriceLine } from '../../desk/purchasing/line-steps';
import { robotActor } from '../../fulfilment/robot-operator';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { outOfStockRoute, priceDifferenceRoute } from './dev-agent.routes';

/*
 * The demo's browser tests act as the agent through the purchasing desk's services, under the
 * demo robot's operator row, as the robot itself does: audited, and the shopper told after commit.
 */

export const priceDifference: AppRouteHandler<typeof priceDifferenceRoute> = async (c) => {
  const { lineId, unitPrice } = c.req.valid('json');
  const now = c.var.clock();
  await repriceLine(c.var, await robotActor(c.var.db, c.var.tenant.id, now), lineId, unitPrice, now);
  return c.json({ ok: true as const }, 200);
};

export const outOfStock: AppRouteHandler<typeof outOfStockRoute> = async (c) => {
  const { lineId } = c.req.valid('json');
  const now = c.var.clock();
  await markOutOfStock(c.var, await robotActor(c.var.db, c.var.tenant.id, now), { lineIds: [lineId] }, now);
  return c.json({ ok: true as const }, 200);
};
