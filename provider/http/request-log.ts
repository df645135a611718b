import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppBindings } from './app-bindings';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// A caller's id is kept only when it cannot smuggle anything into a log line.
const CALLER_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_LOGGED_PATH = 200;

/**
 * Gives every request an id (the caller's X-Request-Id, or a new one), echoes it on the
 * response, and logs one line per answer: method, path, status and time, never the query
 * string, headers or body (they carry e-mail addresses, tokens and personal fields).
 */
export const requestLog = (log: Logger): MiddlewareHandler<AppBindings> => async (c, next) => {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  const requestId = incoming && CALLER_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  c.set('log', log.child({ requestId }));
  const started = performance.now();
  await next();
  c.header(REQUEST_ID_HEADER, requestId);
  c.var.log.info({
    method: c.req.method,
    path: c.req.path.slice(0, MAX_LOGGED_PATH),
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  }, 'answered');
};
