import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { tenants } from '../db/schema';
import type { AppBindings } from '../http/app-bindings';
import { ProblemError } from '../http/problem';
import { contentLanguages } from './content-languages';
import { hasSiteLabel } from './site-label';
import { resolveTenantKey } from './tenant-id';

/** Loads the request's tenant and content languages; an unknown tenant is 404 TENANT_NOT_FOUND. */
export const tenantMiddleware = createMiddleware<AppBindings>(async (c, next) => {
  const key = resolveTenantKey(
    { tenantId: c.req.header('X-Tenant-Id'), tenantDomain: c.req.header('X-Tenant-Domain') },
    c.var.env.SITE_DOMAIN,
  );
  const read = async () => {
    if (key === null) return undefined;
    const [row] = await c.var.db.select().from(tenants).where(key.by === 'id' ? eq(tenants.id, key.value) : hasSiteLabel(key.value)).limit(1);
    return row;
  };
  const tenant = key !== null && c.var.tenantRows ? await c.var.tenantRows.get(`${key.by}:${key.value}`, read) : await read();
  if (!tenant) {
    const detail = key === null ? 'The tenant headers name no valid tenant id.' : `There is no tenant "${key.value}".`;
    throw new ProblemError({ status: 404, code: 'TENANT_NOT_FOUND', detail });
  }
  c.set('tenant', tenant);
  c.set('contentLanguages', contentLanguages(c.req.header('Accept-Language'), tenant.defaultLanguage));
  await next();
});
