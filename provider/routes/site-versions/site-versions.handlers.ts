import { asc } from 'drizzle-orm';
import { MAX_SITE_VERSIONS } from '../../../contract/site-versions';
import { tenants } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { getSiteVersionsRoute } from './site-versions.routes';

/** Two columns of the tenants' primary key: a few hundred microseconds however often every storefront asks. */
export const getSiteVersions: AppRouteHandler<typeof getSiteVersionsRoute> = async (c) => {
  const rows = await c.var.db.select({ id: tenants.id, siteVersion: tenants.siteVersion })
    .from(tenants).orderBy(asc(tenants.id)).limit(MAX_SITE_VERSIONS);
  return c.json({ versions: Object.fromEntries(rows.map((row) => [row.id, row.siteVersion])) }, 200, { 'Cache-Control': 'no-store' });
};
