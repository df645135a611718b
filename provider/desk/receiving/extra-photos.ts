import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { OwedPhotos, OwedPhotosList } from '../../../contract/desk-receiving';
import type { PageQuery } from '../../../contract/paging';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { queriesTogether } from '../../db/queries-together';
import { purchaseOrderLines, purchaseOrders, purchaseParcels } from '../../db/schema';
import { ProblemError, stateConflict } from '../../http/problem';
import { pagedList } from '../../http/lists';
import type { Mailer } from '../../mail/mailer';
import { notifyShopper } from '../../notifications/notify-shopper';
import { markCodeOf } from '../../transit/inbound-parcels';
import { type DeskActor, recordDeskAction } from '../audit';
import { type PhotoDeps, withOperatorPhotos } from '../desk-photos';
import { parcelOfLine } from './scan';

/** Arrived lines whose extra QC photos are owed (the partial index purchase_order_lines_extra_qc_owed). */
const owed = (tenantId: string) => and(
  ofTenant(purchaseOrderLines, tenantId), eq(purchaseOrderLines.status, 'ARRIVED'), gt(purchaseOrderLines.extraQcPhotos, 0),
  isNull(purchaseOrderLines.extraQcPhotosDoneAt),
);

/** The arrived lines whose shopper asked for extra QC photos not taken yet, oldest first. */
export async function listOwedPhotos(db: Database, tenantId: string, page: PageQuery): Promise<OwedPhotosList> {
  const [rows, [total]] = await queriesTogether(db, [
    () => db.select({ line: purchaseOrderLines, orderNo: purchaseOrders.orderNo, userId: purchaseOrders.userId }).from(purchaseOrderLines)
      .innerJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, purchaseOrderLines.tenantId), eq(purchaseOrders.id, purchaseOrderLines.orderId)))
      .where(owed(tenantId)).orderBy(asc(purchaseOrderLines.id)).limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize),
    () => db.select({ total: count() }).from(purchaseOrderLines).where(owed(tenantId)),
  ]);
  const orderIds = [...new Set(rows.map((row) => row.line.orderId))];
  const parcels = orderIds.length === 0 ? [] : await db.select().from(purchaseParcels)
    .where(and(ofTenant(purchaseParcels, tenantId), inArray(purchaseParcels.orderId, orderIds)));
  return pagedList(rows.map(({ line, orderNo, userId }): OwedPhotos => {
    const parcel = parcelOfLine(parcels, line.orderId, line.id);
    return {
      lineId: line.id, orderNo, markCode: markCodeOf(userId), title: line.title, specification: line.specification, extraQcPhotos: line.extraQcPhotos,
      photos: parcel?.qcPhotos.find((entry) => entry.lineId === line.id)?.keys.length ?? 0,
      parcelNo: parcel?.parcelNo ?? null, storageLocation: parcel?.storageLocation ?? null,
    };
  }), total?.total ?? 0, page);
}

const LINE_NOT_FOUND = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such order line.' });

/**
 * The warehouse took the extra QC photos a shopper asked for: they join the line's photos in its
 * stock-in parcel and the line owes none; the shopper is told (QC_PHOTOS_ADDED). A line that
 * owes none (not arrived, none asked, or done already) is 409 ORDER_STATE_CONFLICT.
 */
export async function addExtraPhotos(
  deps: PhotoDeps & { mailer: Mailer }, actor: DeskActor, lineId: number, keys: readonly string[], now: Date,
): Promise<OwedPhotos> {
  const { owner, notice, view } = await withOperatorPhotos(deps, actor.tenantId, keys, (index) => `keys.${index}`, now, (privateKey) => deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: purchaseOrderLines.orderId }).from(purchaseOrderLines)
      .where(and(ofTenant(purchaseOrderLines, actor.tenantId), eq(purchaseOrderLines.id, lineId)));
    if (!found) throw LINE_NOT_FOUND();
    const [order] = await tx.select().from(purchaseOrders)
      .where(and(ofTenant(purchaseOrders, actor.tenantId), eq(purchaseOrders.id, found.orderId))).for('update');
    const [line] = await tx.select().from(purchaseOrderLines).where(and(ofTenant(purchaseOrderLines, actor.tenantId), eq(purchaseOrderLines.id, lineId)));
    if (!order || !line) throw LINE_NOT_FOUND();
    if (line.status !== 'ARRIVED' || line.extraQcPhotos === 0 || line.extraQcPhotosDoneAt !== null) {
      throw stateConflict('This line owes no extra QC photos: it has not arrived, none were asked for, or they were taken already.');
    }
    const parcels = await tx.select().from(purchaseParcels)
      .where(and(ofTenant(purchaseParcels, actor.tenantId), eq(purchaseParcels.orderId, order.id))).for('update');
    const parcel = parcelOfLine(parcels, order.id, line.id);
    if (!parcel) throw new Error(`The arrived line ${line.id} has no stock-in parcel`);
    const before = parcel.qcPhotos.find((entry) => entry.lineId === line.id)?.keys.length ?? 0;
    const added = keys.map(privateKey);
    await tx.update(purchaseParcels)
      .set({ qcPhotos: parcel.qcPhotos.map((entry) => (entry.lineId === line.id ? { lineId: entry.lineId, keys: [...entry.keys, ...added] } : entry)) })
      .where(and(ofTenant(purchaseParcels, actor.tenantId), eq(purchaseParcels.id, parcel.id)));
    await tx.update(purchaseOrderLines).set({ extraQcPhotosDoneAt: now })
      .where(and(ofTenant(purchaseOrderLines, actor.tenantId), eq(purchaseOrderLines.id, line.id)));
    await recordDeskAction(tx, actor, {
      action: 'order_line.extra_qc_photos', recordType: 'purchase_order_line', recordId: line.id,
      before: { photos: before, extraQcPhotosDoneAt: null }, after: { photos: before + added.length, extraQcPhotosDoneAt: now.toISOString() },
    }, now);
    return {
      owner: { tenantId: order.tenantId, userId: order.userId },
      notice: { kind: 'QC_PHOTOS_ADDED' as const, params: { orderNo: order.orderNo, item: line.title } },
      view: {
        lineId: line.id, orderNo: order.orderNo, markCode: markCodeOf(order.userId), title: line.title, specification: line.specification,
        extraQcPhotos: line.extraQcPhotos, photos: before + added.length, parcelNo: parcel.parcelNo, storageLocation: parcel.storageLocation,
      },
    };
  }));
  await notifyShopper(deps, owner, notice, now);
  return view;
}
