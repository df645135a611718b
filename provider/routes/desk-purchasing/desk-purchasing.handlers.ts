import { deskActor } from '../../desk/audit';
import { buyLines, confirmCustom, markOutOfStock, noteToShopper, repriceLine, shipLines } from '../../desk/purchasing/line-steps';
import { listPurchasingQueue } from '../../desk/purchasing/queue';
import { requireSecondFactor } from '../../desk/require-operator';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { buyRoute, confirmRoute, noteRoute, outOfStockRoute, priceRoute, queueRoute, shipRoute } from './desk-purchasing.routes';

export const queue: AppRouteHandler<typeof queueRoute> = async (c) =>
  c.json(await listPurchasingQueue(c.var.db, c.var.tenant.id, c.req.valid('query')), 200);

/** Buying may settle a price difference, so it is a money action. */
export const buy: AppRouteHandler<typeof buyRoute> = async (c) => {
  requireSecondFactor(c.var.operator);
  return c.json(await buyLines(c.var, deskActor(c), c.req.valid('json'), c.var.clock()), 200);
};

export const ship: AppRouteHandler<typeof shipRoute> = async (c) =>
  c.json(await shipLines(c.var, deskActor(c), c.req.valid('json'), c.var.clock()), 200);

export const outOfStock: AppRouteHandler<typeof outOfStockRoute> = async (c) => {
  requireSecondFactor(c.var.operator);
  return c.json(await markOutOfStock(c.var, deskActor(c), c.req.valid('json'), c.var.clock()), 200);
};

export const price: AppRouteHandler<typeof priceRoute> = async (c) => {
  requireSecondFactor(c.var.operator);
  return c.json(await repriceLine(c.var, deskActor(c), c.req.valid('param').id, c.req.valid('json').unitPrice, c.var.clock()), 200);
};

export const confirm: AppRouteHandler<typeof confirmRoute> = async (c) =>
  c.json(await confirmCustom(c.var, deskActor(c), c.req.valid('param').id, c.var.clock()), 200);

export const note: AppRouteHandler<typeof noteRoute> = async (c) =>
  c.json(await noteToShopper(c.var, deskActor(c), c.req.valid('param').id, c.req.valid('json').note, c.var.clock()), 200);
