import { eq } from 'drizzle-orm';
import type { FourEyesSettings } from '../../../contract/desk-money';
import type { Database } from '../../db/client';
import { theOne } from '../../db/rows';
import { tenants } from '../../db/schema';
import { type DeskActor, recordDeskAction } from '../audit';

/** The tenant's four-eyes threshold (docs/product.md, "Desk"). */
export async function fourEyesSettings(db: Database, tenantId: string): Promise<FourEyesSettings> {
  return theOne(await db.select({ thresholdFen: tenants.fourEyesThresholdFen }).from(tenants).where(eq(tenants.id, tenantId)), 'the tenant');
}

/** The owner sets the threshold, with its audit row. */
export async function setFourEyesThreshold(db: Database, actor: DeskActor, thresholdFen: number, now: Date): Promise<FourEyesSettings> {
  return db.transaction(async (tx) => {
    const before = theOne(await tx.select({ thresholdFen: tenants.fourEyesThresholdFen }).from(tenants).where(eq(tenants.id, actor.tenantId)).for('update'), 'the tenant');
    await tx.update(tenants).set({ fourEyesThresholdFen: thresholdFen, updatedAt: now }).where(eq(tenants.id, actor.tenantId));
    await recordDeskAction(tx, actor, {
      action: 'tenant.four_eyes_threshold', recordType: 'tenant', recordId: actor.tenantId, before, after: { thresholdFen },
    }, now);
    return { thresholdFen };
  });
}
