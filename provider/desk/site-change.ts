import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenants } from '../db/schema';
import { recordDeskAction, type DeskAction, type DeskActor } from './audit';

/**
 * The one way an operator's change to what the site shows (settings, content, shipping lines,
 * warehouses) is recorded: in the change's own transaction, the audit row and a raised site
 * version, which every storefront process watches to drop what it cached of this tenant
 * (docs/product.md, "Site changes").
 */
export async function recordSiteChange(tx: Database, actor: DeskActor, action: DeskAction, now: Date): Promise<void> {
  await recordDeskAction(tx, actor, action, now);
  await raiseSiteVersion(tx, actor.tenantId, now);
}

/** Raises the tenant's site version: what every holder of the tenant's site data watches. */
export async function raiseSiteVersion(tx: Database, tenantId: string, now: Date): Promise<void> {
  await tx.update(tenants).set({ siteVersion: sql`${tenants.siteVersion} + 1`, updatedAt: now }).where(eq(tenants.id, tenantId));
}
