import { createMiddleware } from 'hono/factory';
import type { TenantPreference } from '../../contract/tenant';
import { requireUser } from '../auth/require-user';
import type { AppBindings } from '../http/app-bindings';
import { USER_SECURITY } from '../http/openapi-responses';
import { ProblemError } from '../http/problem';

/** The preferences that hide a whole feature of the shopper's dashboard. */
export type FeaturePreference = 'showStockin' | 'showTransit' | 'showUserWarehouse';

/**
 * A feature the tenant hides does not exist for it: 404 NOT_FOUND, before the session is
 * looked at, so nobody can tell a hidden feature from a missing route.
 */
export const requireFeature = (preference: FeaturePreference) => createMiddleware<AppBindings>(async (c, next) => {
  const preferences: Partial<TenantPreference> = c.var.tenant.preferences;
  if (preferences[preference] === false) {
    throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `No route for ${c.req.method} ${c.req.path}.` });
  }
  await next();
});

/** Spread into the createRoute of a user route of a feature the tenant may hide. */
export const featureUserRoute = (preference: FeaturePreference) => ({ security: USER_SECURITY, middleware: [requireFeature(preference), requireUser] });
