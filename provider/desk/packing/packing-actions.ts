import type { PackingOrder, PackRequest, ScanRequest, ShipRequest } from '../../../contract/desk-packing';
import { stateConflict } from '../../http/problem';
import type { Database } from '../../db/client';
import { type PackedParcel, packTransitOrder, requestTransitFee, scanTransitOrder, shipTransitOrder } from '../../transit/transit-fulfilment';
import { lockTransitOrder } from '../../transit/transit-orders';
import { setTransitStatus } from '../../transit/transit-status';
import type { DeskActor } from '../audit';
import { withOperatorPhotos } from '../desk-photos';
import { afterPackingStep, type PackingDeps, packingStepIn } from './packing-step';

/*
 * The packing desk's actions (docs/product.md, "Desk": packing), each one transaction through
 * the transit owners with its audit row, the shopper told after commit. The demo robot calls the
 * `...In` cores in its own round, with its made-up measures, photos and tracking.
 */

/**
 * Packs a CREATED (or PACKING) order: the parcel's weight, size and photos (kept already), the
 * fee from the line's rates on them, and the TRANSIT_FEE payment asked of the shopper
 * (WAITING_PAY), at once. Any other state is 409, so of parallel packs one asks for the fee.
 */
export const packOrderIn = (tx: Database, actor: DeskActor, id: number, parcel: PackedParcel, now: Date) =>
  packingStepIn(tx, actor, id, 'transit_order.pack', now, async (step, order) => {
    if (order.status !== 'CREATED' && order.status !== 'PACKING') throw stateConflict(`A ${order.status} transit order cannot be packed.`);
    let packing = order;
    if (order.status === 'CREATED') {
      await setTransitStatus(step, order, 'PACKING', 'AGENT', now);
      packing = { ...order, status: 'PACKING' };
    }
    await packTransitOrder(step, packing, parcel, now);
    return [await requestTransitFee(step, await lockTransitOrder(step, actor.tenantId, id), now)];
  });

/** Packs an order with the operator's measures and uploaded photos (see packOrderIn). */
export async function packOrder(deps: PackingDeps, actor: DeskActor, id: number, request: PackRequest, now: Date): Promise<PackingOrder> {
  const { weightGrams, lengthCm, widthCm, heightCm } = request;
  const results = await withOperatorPhotos(deps, actor.tenantId, request.photoKeys, (index) => `photoKeys.${index}`, now, (privateKey) =>
    deps.db.transaction((tx) => packOrderIn(tx, actor, id, { weightGrams, size: { lengthCm, widthCm, heightCm }, photoKeys: request.photoKeys.map(privateKey) }, now)));
  return afterPackingStep(deps, actor.tenantId, id, results, now);
}

/** Ships a PAID order with the carrier and tracking number (409 before it is paid, or once shipped). */
export const shipOrderIn = (tx: Database, actor: DeskActor, id: number, request: ShipRequest, now: Date) =>
  packingStepIn(tx, actor, id, 'transit_order.ship', now, async (step, order) => [await shipTransitOrder(step, order, request, now)]);

export async function shipOrder(deps: PackingDeps, actor: DeskActor, id: number, request: ShipRequest, now: Date): Promise<PackingOrder> {
  const results = await deps.db.transaction((tx) => shipOrderIn(tx, actor, id, request, now));
  return afterPackingStep(deps, actor.tenantId, id, results, now);
}

/** Records a carrier's scan of a SHIPPED order; DELIVERED delivers it (409 in any other state, or for a scan it has). */
export const scanOrderIn = (tx: Database, actor: DeskActor, id: number, request: ScanRequest, now: Date) =>
  packingStepIn(tx, actor, id, 'transit_order.scan', now, async (step, order) => [await scanTransitOrder(step, order, request, now)], { scan: request });

export async function scanOrder(deps: PackingDeps, actor: DeskActor, id: number, request: ScanRequest, now: Date): Promise<PackingOrder> {
  const results = await deps.db.transaction((tx) => scanOrderIn(tx, actor, id, request, now));
  return afterPackingStep(deps, actor.tenantId, id, results, now);
}
