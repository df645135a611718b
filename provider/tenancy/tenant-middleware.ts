import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { tenants } from '../db/schema';
import type { AppBindings } from '../http/app-bindings';
import { ProblemError } from '../http/problem';
import { contentLanguages } from './content-languages';
import { resolveTenantId } from './tenant-id';

/** Loads the request's tenant and content languages; an unknown tenant is 404 TENANT_NOT_FOUND. */
export const tenantMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  const tenantId = resolveTenantId(
    { tenantId: c.req.header('X-Tenant-Id'), tenantDomain: c.req.header('X-Tenant-Domain') },
    c.var.env.SITE_DOMAIN,
  );
  const [tenant] = tenantId === null
    ? []
    : await c.var.db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!tenant) {
    const detail = tenantId === null ? 'The tenant headers name no valid tenant id.' : `There is no tenant "${tenantId}".`;
    throw new ProblemError({ status: 404, code: 'TENANT_NOT_FOUND', detail });
  }
  c.set('tenant', tenant);
  c.set('contentLanguages', contentLanguages(c.req.header('Accept-Language'), tenant.defaultLanguage));
  await next();
});
