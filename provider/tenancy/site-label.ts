import { sql, type SQL } from 'drizzle-orm';
import { tenants } from '../db/schema';

/** The sub-domain label a tenant's site is served at: its `host`, else its id (docs/product.md, "Tenants and languages"). */
export const siteLabelOf = (tenant: { id: string; host: string | null }): string => tenant.host ?? tenant.id;

/** The tenant whose site a sub-domain label names (the unique index `tenants_site_label` answers it). */
export const hasSiteLabel = (label: string): SQL => sql`coalesce(${tenants.host}, ${tenants.id}) = ${label}`;
