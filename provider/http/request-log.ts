import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { type Logger, REQUEST_ID_HEADER, requestIdFrom } from '../../contract/logging.server';
import type { AppBindings } from './app-bindings';

const MAX_LOGGED_PATH = 200;
/** A path segment that is itself a secret, should a path no route took hold one: a desk invitation's one-time token. */
const SECRET_IN_PATH = /(\/desk\/invitations\/)[^/]+/;

/**
 * The path as its route names it (`/api/sandbox-pay/:token`), never with the values of its
 * parameters: a payment page's token alone approves the payment. A path no route took (a 404
 * of the `/api/*` middleware) names no credential and is logged as asked, for finding broken links.
 */
function loggedPath(c: Context<AppBindings>): string {
  const pattern = routePath(c, -1);
  return pattern.endsWith('/*') ? c.req.path.replace(SECRET_IN_PATH, '$1…').slice(0, MAX_LOGGED_PATH) : pattern;
}

/** Calls every storefront process makes on a timer: logged at debug, so they don't drown the requests people made. */
const ROUTINE_PATHS = new Set(['/api/site-versions']);

/**
 * Gives every request an id (the caller's X-Request-Id, or a new one), echoes it on the
 * response, and logs one line per answer: method, route, status and time, never the query
 * string, path parameters, headers or body (they carry e-mail addresses, tokens and personal fields).
 */
export const requestLog = (log: Logger): MiddlewareHandler<AppBindings> => async (c, next) => {
  const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
  c.set('log', log.child({ requestId }));
  const started = performance.now();
  await next();
  c.header(REQUEST_ID_HEADER, requestId);
  const path = loggedPath(c);
  const routine = ROUTINE_PATHS.has(path) && c.res.status < 400;
  c.var.log[routine ? 'debug' : 'info']({
    method: c.req.method,
    path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  }, 'answered');
};
