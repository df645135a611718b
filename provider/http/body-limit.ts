import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { JSON_BODY_MAX_BYTES, STORAGE_UPLOAD_PATH } from '../../contract/body-limits';
import type { AppBindings } from './app-bindings';
import { ProblemError } from './problem';

const limitJson = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw new ProblemError({ status: 413, code: 'BODY_TOO_LARGE', detail: `The request body is larger than ${JSON_BODY_MAX_BYTES} bytes.` });
  },
});

/**
 * Refuses a body over 1 MiB with 413 before reading it: by its Content-Length, or, for a
 * chunked body, as soon as the bytes read pass the limit. The upload form keeps its own limit.
 */
export const requestBodyLimit = createMiddleware<AppBindings>((c, next) =>
  c.req.path === `/api${STORAGE_UPLOAD_PATH}` ? next() : limitJson(c, next));
