import { eq } from 'drizzle-orm';
import type { DeskPreferences } from '../../../contract/desk-preferences';
import type { Database } from '../../db/client';
import { theOne } from '../../db/rows';
import { tenants } from '../../db/schema';
import { payWithinMinutesOf } from '../../tenancy/pay-within';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';

type TenantRow = typeof tenants.$inferSelect;
type PreferenceColumns = Pick<TenantRow, 'preferences' | 'serviceFeeBasisPoints' | 'freeStorageDays' | 'storageFeeFenPerDay' | 'payWithinMinutes' | 'fourEyesThresholdFen'>;

const PREFERENCE_COLUMNS = {
  preferences: tenants.preferences, serviceFeeBasisPoints: tenants.serviceFeeBasisPoints, freeStorageDays: tenants.freeStorageDays,
  storageFeeFenPerDay: tenants.storageFeeFenPerDay, payWithinMinutes: tenants.payWithinMinutes, fourEyesThresholdFen: tenants.fourEyesThresholdFen,
};

const viewOf = (row: PreferenceColumns, defaultPayWithinMinutes: number): DeskPreferences => ({
  showExchangeRate: row.preferences.showExchangeRate,
  showStockin: row.preferences.showStockin,
  showTransit: row.preferences.showTransit,
  showUserWarehouse: row.preferences.showUserWarehouse,
  productPlatforms: row.preferences.productPlatforms,
  serviceFeeBasisPoints: row.serviceFeeBasisPoints,
  freeStorageDays: row.freeStorageDays,
  storageFeeFenPerDay: row.storageFeeFenPerDay,
  payWithinMinutes: payWithinMinutesOf(row, defaultPayWithinMinutes),
  fourEyesThresholdFen: row.fourEyesThresholdFen,
});

/** The tenant's preferences as the desk form shows them (docs/product.md, "Desk settings: preferences and money"). */
export async function deskPreferences(db: Database, tenantId: string, defaultPayWithinMinutes: number): Promise<DeskPreferences> {
  return viewOf(theOne(await db.select(PREFERENCE_COLUMNS).from(tenants).where(eq(tenants.id, tenantId)), 'the tenant'), defaultPayWithinMinutes);
}

/** The owner saves the preferences: one transaction, audited with before/after, raising the site version. */
export async function saveDeskPreferences(
  db: Database, actor: DeskActor, input: DeskPreferences, defaultPayWithinMinutes: number, now: Date,
): Promise<DeskPreferences> {
  return db.transaction(async (tx) => {
    const row = theOne(await tx.select(PREFERENCE_COLUMNS).from(tenants).where(eq(tenants.id, actor.tenantId)).for('update'), 'the tenant');
    const { showExchangeRate, showStockin, showTransit, showUserWarehouse, productPlatforms, ...numbers } = input;
    await tx.update(tenants).set({
      preferences: { ...row.preferences, showExchangeRate, showStockin, showTransit, showUserWarehouse, productPlatforms },
      ...numbers,
      updatedAt: now,
    }).where(eq(tenants.id, actor.tenantId));
    await recordSiteChange(tx, actor, {
      action: 'tenant.preferences', recordType: 'tenant', recordId: actor.tenantId, before: { ...viewOf(row, defaultPayWithinMinutes) }, after: { ...input },
    }, now);
    return input;
  });
}
