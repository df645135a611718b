import type { PackingOrder, PackRequest, ScanRequest, ShipRequest } from '../../../contract/desk-packing';
import { stateConflict } from '../../http/problem';
import { packTransitOrder, requestTransitFee, scanTransitOrder, shipTransitOrder } from '../../transit/transit-fulfilment';
import { lockTransitOrder } from '../../transit/transit-orders';
import { setTransitStatus } from '../../transit/transit-status';
import type { DeskActor } from '../audit';
import { withOperatorPhotos } from '../desk-photos';
import { afterPackingStep, type PackingDeps, packingTransaction } from './packing-step';

/*
 * The packing desk's actions (docs/product.md, "Desk": packing), each one transaction through
 * the transit owners with its audit row, the shopper told after commit as the robot's steps do.
 */

/**
 * Packs a CREATED (or PACKING) order: the parcel's weight, size and photos, the fee from the
 * line's rates on them, and the TRANSIT_FEE payment asked of the shopper (WAITING_PAY), at once.
 * Any other state is 409, so of parallel packs one asks for the fee.
 */
export async function packOrder(deps: PackingDeps, actor: DeskActor, id: number, request: PackRequest, now: Date): Promise<PackingOrder> {
  const { weightGrams, lengthCm, widthCm, heightCm } = request;
  const results = await withOperatorPhotos(deps, actor.tenantId, request.photoKeys, 'photoKeys', now, (photoKeys) =>
    packingTransaction(deps.db, actor, id, 'transit_order.pack', now, async (tx, order) => {
      if (order.status !== 'CREATED' && order.status !== 'PACKING') throw stateConflict(`A ${order.status} transit order cannot be packed.`);
      let packing = order;
      if (order.status === 'CREATED') {
        await setTransitStatus(tx, order, 'PACKING', 'AGENT', now);
        packing = { ...order, status: 'PACKING' };
      }
      await packTransitOrder(tx, packing, { weightGrams, size: { lengthCm, widthCm, heightCm }, photoKeys }, now);
      return [await requestTransitFee(tx, await lockTransitOrder(tx, actor.tenantId, id), now)];
    }));
  return afterPackingStep(deps, actor.tenantId, id, results, now);
}

/** Ships a PAID order with the carrier and tracking number (409 before it is paid, or once shipped). */
export async function shipOrder(deps: PackingDeps, actor: DeskActor, id: number, request: ShipRequest, now: Date): Promise<PackingOrder> {
  const results = await packingTransaction(deps.db, actor, id, 'transit_order.ship', now, async (tx, order) => [await shipTransitOrder(tx, order, request, now)]);
  return afterPackingStep(deps, actor.tenantId, id, results, now);
}

/** Records a carrier's scan of a SHIPPED order; DELIVERED delivers it (409 in any other state, or for a scan it has). */
export async function scanOrder(deps: PackingDeps, actor: DeskActor, id: number, request: ScanRequest, now: Date): Promise<PackingOrder> {
  const results = await packingTransaction(deps.db, actor, id, 'transit_order.scan', now, async (tx, order) => [await scanTransitOrder(tx, order, request, now)], { scan: request });
  return afterPackingStep(deps, actor.tenantId, id, results, now);
}
