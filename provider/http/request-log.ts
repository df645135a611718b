import type { MiddlewareHandler } from 'hono';
import { type Logger, REQUEST_ID_HEADER, requestIdFrom } from '../../contract/logging.server';
import type { AppBindings } from './app-bindings';

const MAX_LOGGED_PATH = 200;
/** A path segment that is itself a secret: a desk invitation's one-time token. */
const SECRET_IN_PATH = /(\/desk\/invitations\/)[^/]+/;
const loggedPath = (path: string): string => path.replace(SECRET_IN_PATH, '$1…').slice(0, MAX_LOGGED_PATH);

/**
 * Gives every request an id (the caller's X-Request-Id, or a new one), echoes it on the
 * response, and logs one line per answer: method, path, status and time, never the query
 * string, headers or body (they carry e-mail addresses, tokens and personal fields), nor the
 * secret of a path that holds one.
 */
export const requestLog = (log: Logger): MiddlewareHandler<AppBindings> => async (c, next) => {
  const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
  c.set('log', log.child({ requestId }));
  const started = performance.now();
  await next();
  c.header(REQUEST_ID_HEADER, requestId);
  c.var.log.info({
    method: c.req.method,
    path: loggedPath(c.req.path),
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  }, 'answered');
};
