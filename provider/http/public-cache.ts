import { createMiddleware } from 'hono/factory';

/** Headers whose values select the tenant and the content language of a response. */
const TENANT_VARY_HEADERS = ['X-Tenant-Id', 'X-Tenant-Domain', 'Accept-Language'] as const;

/**
 * Tenant reference data and site content change rarely and are the same for every shopper,
 * so shared caches may keep successful answers for 30 s, keyed by tenant and language.
 */
export const publicCache = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  c.header('Cache-Control', 'public, max-age=30');
  c.header('Vary', TENANT_VARY_HEADERS.join(', '), { append: true });
});
