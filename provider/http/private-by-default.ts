import { createMiddleware } from 'hono/factory';

/**
 * Any answer a route does not mark cacheable itself (public content, stored files) may carry a
 * shopper's data, a token or a code: no browser or shared cache may keep it.
 */
export const privateByDefault = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
});
