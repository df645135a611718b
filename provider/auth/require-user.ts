import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../http/app-bindings';
import { USER_SECURITY } from '../http/openapi-responses';
import { ProblemError } from '../http/problem';
import { findSession } from './sessions';

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/**
 * Admits a request carrying `Authorization: Bearer <token>` of a live session of this
 * tenant (after the tenant middleware). Anything else is 401 UNAUTHORIZED, which the
 * storefront answers by logging the shopper out.
 */
export const requireUser = createMiddleware<AppBindings>(async (c, next) => {
  const found = await sessionOf(c, c.var.tenant.id);
  if (!found) {
    throw new ProblemError({
      status: 401,
      code: 'UNAUTHORIZED',
      detail: 'Log in again: the session is missing, expired or ended.',
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
  c.set('user', found.user);
  c.set('sessionId', found.sessionId);
  await next();
});

/** The live session the request's bearer token names in this tenant, or null (anonymous, or not live). */
export async function sessionOf(c: Context<AppBindings>, tenantId: string) {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  return token ? findSession(c.var.db, tenantId, token, c.var.clock()) : null;
}

/** Spread into a user route's createRoute: it needs a live session, and OpenAPI says so. */
export const USER_ROUTE = { security: USER_SECURITY, middleware: [requireUser] };
