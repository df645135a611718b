import { z } from 'zod';
import { TenantId } from './tenant';

/** Most tenants one answer names; a platform past it needs the per-tenant form of this call. */
export const MAX_SITE_VERSIONS = 10_000;

/**
 * Every tenant's site version (docs/product.md, "Site changes"): raised by each desk change to
 * what the site shows; a storefront process that sees a tenant's number move drops what it
 * cached of that tenant.
 */
export const SiteVersions = z.object({
  versions: z.record(TenantId, z.number().int().positive()),
});
export type SiteVersions = z.infer<typeof SiteVersions>;
