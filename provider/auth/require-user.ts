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
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  const found = token ? await findSession(c.var.db, c.var.tenant.id, token, c.var.clock()) : null;
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

/** Spread into a user route's createRoute: it needs a live session, and OpenAPI says so. */
export const USER_ROUTE = { security: USER_SECURITY, middleware: [requireUser] };
