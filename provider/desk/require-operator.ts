import { createMiddleware } from 'hono/factory';
import { OPERATOR_ROLES, type OperatorRole, SECOND_FACTOR_ROLES } from '../../contract/desk';
import type { AppBindings, OperatorRow } from '../http/app-bindings';
import { DESK_SECURITY } from '../http/openapi-responses';
import { ProblemError } from '../http/problem';
import { findOperatorSession } from './operator-sessions';

const BEARER = /^Bearer (\S{1,128})$/;

const unauthorized = () => new ProblemError({
  status: 401,
  code: 'UNAUTHORIZED',
  detail: 'Sign in to the desk again: the operator session is missing, expired or ended.',
  headers: { 'WWW-Authenticate': 'Bearer' },
});

/**
 * Admits a desk request carrying an operator token of a live session of this tenant (after
 * the tenant middleware, so X-Tenant-Id must name the operator's own tenant) whose operator is
 * not disabled: else 401 UNAUTHORIZED, whatever else the token is (a shopper's included). An
 * operator whose role is not in `roles` is 403 ROLE_FORBIDDEN.
 */
export const requireOperator = (roles: readonly OperatorRole[]) => createMiddleware<AppBindings>(async (c, next) => {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  const found = token ? await findOperatorSession(c.var.db, c.var.tenant.id, token, c.var.clock()) : null;
  if (!found) throw unauthorized();
  if (!roles.includes(found.operator.role)) {
    throw new ProblemError({ status: 403, code: 'ROLE_FORBIDDEN', detail: `The role ${found.operator.role} may not do this.` });
  }
  c.set('operator', found.operator);
  c.set('operatorSessionId', found.sessionId);
  await next();
});

/** The OpenAPI extension of a desk operation that names the roles it admits; the role matrix test walks it. */
export const DESK_ROLES_EXTENSION = 'x-desk-roles';

/**
 * Spread into a desk route's createRoute: an operator of one of `roles` (every role by default),
 * and OpenAPI says so: the security scheme, and the roles under DESK_ROLES_EXTENSION.
 */
export const deskRoute = (roles: readonly OperatorRole[] = OPERATOR_ROLES) => ({
  security: DESK_SECURITY,
  [DESK_ROLES_EXTENSION]: [...roles],
  middleware: [requireOperator(roles)],
});

/**
 * For money actions: an OWNER or FINANCE operator without a second factor is refused with 403
 * SECOND_FACTOR_REQUIRED until they set one up (docs/product.md, "Desk").
 */
export function requireSecondFactor(operator: Pick<OperatorRow, 'role' | 'totpEnabledAt'>): void {
  if (SECOND_FACTOR_ROLES.includes(operator.role) && operator.totpEnabledAt === null) {
    throw new ProblemError({
      status: 403,
      code: 'SECOND_FACTOR_REQUIRED',
      detail: 'Set up the second factor (an authenticator app) before taking money actions.',
    });
  }
}
