import type { PackingOrder } from '../../../contract/desk-packing';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { notifyShopper } from '../../notifications/notify-shopper';
import type { StepResult } from '../../orders/fulfilment';
import type { ObjectStorage } from '../../storage/object-storage';
import { lockTransitOrder, type TransitOrderRow } from '../../transit/transit-orders';
import { type DeskActor, recordDeskAction } from '../audit';
import { loadPackingOrder } from './packing-queue';

export interface PackingDeps {
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
}

/** What the audit trail keeps of a transit order before and after a packing step. */
const auditedFields = (order: TransitOrderRow) => ({
  status: order.status,
  weightGrams: order.actual?.weightGrams ?? null,
  fee: order.actual?.fee ?? null,
  packagePhotos: order.packagePhotoKeys.length,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
});

type PackingChange = (tx: Database, order: TransitOrderRow) => Promise<StepResult[]>;

/**
 * One packing step in the caller's transaction: the order locked (404 for none of this tenant),
 * changed by `step` through the transit owners (which refuse a step out of order with 409), and
 * its audit row `action` with the fields before and after (and `detail`, what the step recorded
 * beyond them). Answers what the shopper is to be told, once committed. The demo robot calls it
 * (through the actions' `...In` cores) in its own round.
 */
export async function packingStepIn(
  tx: Database, actor: DeskActor, id: number, action: string, now: Date, step: PackingChange, detail: Record<string, unknown> = {},
): Promise<StepResult[]> {
  const before = await lockTransitOrder(tx, actor.tenantId, id);
  const results = await step(tx, before);
  const after = await lockTransitOrder(tx, actor.tenantId, id);
  await recordDeskAction(tx, actor, {
    action, recordType: 'transit_order', recordId: id, before: auditedFields(before), after: { ...auditedFields(after), ...detail },
  }, now);
  return results;
}

/** After a committed step: the shopper told as the robot's steps tell them, and the order as it is now. */
export async function afterPackingStep(deps: PackingDeps, tenantId: string, id: number, results: readonly StepResult[], now: Date): Promise<PackingOrder> {
  for (const { owner, notice } of results) if (notice) await notifyShopper(deps, owner, notice, now);
  return loadPackingOrder(deps.db, deps.storage, tenantId, id, now);
}
