import { eq } from 'drizzle-orm';
import { IdentityUpdate, LinksUpdate, type DeskSettings } from '../../../contract/desk-settings';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import type { TenantRow } from '../../http/app-bindings';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';
import { settingsView } from './settings-view';

type TenantFields = Partial<Omit<TenantRow, 'id' | 'siteVersion' | 'createdAt' | 'updatedAt'>>;

const fieldsOf = (row: TenantRow, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.map((key) => [key, row[key as keyof TenantRow]]));

/**
 * Writes settings fields of the operator's tenant in one transaction: the row locked (two
 * owners' saves apply one after the other), the audit row with the fields before and after,
 * and the raised site version (recordSiteChange).
 */
export async function saveTenantFields(
  db: Database, actor: DeskActor, action: string, fields: TenantFields, now: Date,
): Promise<DeskSettings> {
  return (await replaceTenantFields(db, actor, action, fields, now)).settings;
}

/** saveTenantFields, answering the row as it was before too (what a replaced logo was). */
export async function replaceTenantFields(
  db: Database, actor: DeskActor, action: string, fields: TenantFields, now: Date,
): Promise<{ settings: DeskSettings; before: TenantRow }> {
  const keys = Object.keys(fields);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(tenants).where(eq(tenants.id, actor.tenantId)).for('update');
    const [after] = await tx.update(tenants).set({ ...fields, updatedAt: now }).where(eq(tenants.id, actor.tenantId)).returning();
    if (!before || !after) throw new Error(`The tenant ${actor.tenantId} is gone`);
    await recordSiteChange(tx, actor, {
      action, recordType: 'tenant', recordId: actor.tenantId, before: fieldsOf(before, keys), after: fieldsOf(after, keys),
    }, now);
    return { settings: settingsView(after), before };
  });
}

/** Sets the site's identity (docs/product.md, "Settings"): name, colour, languages, clock, registration, analytics id, switches. */
export const updateIdentity = (db: Database, actor: DeskActor, input: IdentityUpdate, now: Date): Promise<DeskSettings> =>
  saveTenantFields(db, actor, 'settings.identity', IdentityUpdate.parse(input), now);

/** Replaces the contact channels, social platforms and footer links with the lists in the OWNER's order. */
export const updateLinks = (db: Database, actor: DeskActor, input: LinksUpdate, now: Date): Promise<DeskSettings> =>
  saveTenantFields(db, actor, 'settings.links', LinksUpdate.parse(input), now);
