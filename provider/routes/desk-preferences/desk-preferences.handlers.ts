import { deskActor } from '../../desk/audit';
import { requireSecondFactor } from '../../desk/require-operator';
import { exchangeRateSettings, setExchangeRate } from '../../desk/settings/exchange-rate';
import { deskPreferences, saveDeskPreferences } from '../../desk/settings/preferences';
import type { AppBindings, AppRouteHandler } from '../../http/app-bindings';
import type { Context } from 'hono';
import type * as routes from './desk-preferences.routes';

/** A write of money rules: the operator, refused without a second factor (docs/product.md, "Desk"). */
function secondFactorActor(c: Context<AppBindings>) {
  requireSecondFactor(c.var.operator);
  return deskActor(c);
}

export const preferences: AppRouteHandler<typeof routes.preferencesRoute> = async (c) =>
  c.json(await deskPreferences(c.var.db, c.var.tenant.id, c.var.env.ORDER_PAY_WITHIN_MINUTES), 200);

export const savePreferences: AppRouteHandler<typeof routes.savePreferencesRoute> = async (c) =>
  c.json(await saveDeskPreferences(c.var.db, secondFactorActor(c), c.req.valid('json'), c.var.env.ORDER_PAY_WITHIN_MINUTES, c.var.clock()), 200);

export const exchangeRate: AppRouteHandler<typeof routes.exchangeRateRoute> = async (c) =>
  c.json(await exchangeRateSettings(c.var.db, c.var.tenant.id), 200);

export const saveExchangeRate: AppRouteHandler<typeof routes.setExchangeRateRoute> = async (c) =>
  c.json(await setExchangeRate(c.var.db, secondFactorActor(c), c.req.valid('json').cnyExchangeRate, c.var.clock()), 200);
