import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type FeeDifferenceReason, TRANSIT_AUTO_COMPLETE_DAYS, TRANSIT_ORDER_STATUSES, type TransitOrder, type TransitOrderSearch,
  type TransitOrderSearchResult, type TransitOrderSummary,
} from '../../contract/transit';
import type { Database } from '../db/client';
import { likePattern } from '../db/like-pattern';
import { payments, purchaseParcels, transitOrderEvents, transitOrderParcels, transitOrders, transitTrackingEvents } from '../db/schema';
import { rowNoteOf } from '../db/schema/columns';
import { DAY_MS, dayRange } from '../http/day-range';
import { tabCounts } from '../http/lists';
import type { AccountOwner } from '../db/ownership';
import type { ObjectStorage } from '../storage/object-storage';
import { ownedFileUrls } from '../storage/owned-files';
import { parcelViews } from './parcel-view';
import { ofOwnedTransitOrder, transitOrderNotFound, type TransitOrderRow } from './transit-orders';
import { queriesTogether } from '../db/queries-together';
import { duePaymentsOf } from '../payments/due-payments';
import { ownedBy, ofTenant } from '../db/ownership';

/** Why the fee to pay differs from the estimate: the weight it was charged on went up or down. */
export function feeDifferenceReason(estimateFee: number, actual: { fee: number; basis: 'ACTUAL' | 'VOLUMETRIC' }): FeeDifferenceReason {
  if (actual.fee === estimateFee) return 'NONE';
  const up = actual.fee > estimateFee;
  if (actual.basis === 'VOLUMETRIC') return up ? 'VOLUME_UP' : 'VOLUME_DOWN';
  return up ? 'WEIGHT_UP' : 'WEIGHT_DOWN';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The list view of transit orders of one tenant, with their parcel numbers and fee payment. */
export async function summariesOf(db: Database, orders: readonly TransitOrderRow[]): Promise<TransitOrderSummary[]> {
  const [first] = orders;
  if (!first) return [];
  const ids = orders.map((order) => order.id);
  const [parcels, fees, due] = await queriesTogether(db, [
    () => db.select({ transitOrderId: transitOrderParcels.transitOrderId, parcelNo: purchaseParcels.parcelNo }).from(transitOrderParcels)
      .innerJoin(purchaseParcels, eq(purchaseParcels.id, transitOrderParcels.parcelId))
      .where(and(ofTenant(transitOrderParcels, first.tenantId), inArray(transitOrderParcels.transitOrderId, ids))).orderBy(asc(purchaseParcels.id)),
    () => db.select({
      id: payments.id, paymentNo: payments.paymentNo, transitOrderId: payments.transitOrderId, amountFen: payments.amountFen, method: payments.method, paidAt: payments.paidAt,
    }).from(payments).where(and(ofTenant(payments, first.tenantId), inArray(payments.transitOrderId, ids))),
    () => duePaymentsOf(db, first.tenantId, 'transitOrderId', ids),
  ]);
  return orders.map((order) => {
    const parcelNos = parcels.filter((row) => row.transitOrderId === order.id).map((row) => row.parcelNo);
    const fee = fees.find((row) => row.transitOrderId === order.id);
    return {
      id: order.id, orderNo: order.orderNo, status: order.status, transitOptionName: order.transitOptionName, minDays: order.minDays, maxDays: order.maxDays,
      destination: order.destination, parcelCount: parcelNos.length, parcelNos, estimate: order.estimate, actual: order.actual,
      feeDifference: order.actual ? order.actual.fee - order.estimate.fee : 0,
      feeDifferenceReason: order.actual ? feeDifferenceReason(order.estimate.fee, order.actual) : null,
      paymentId: fee?.id ?? null, paymentNo: fee?.paymentNo ?? null, due: due.get(order.id) ?? [],
      paid: fee?.paidAt && fee.method ? { amount: fee.amountFen, at: fee.paidAt.toISOString(), method: fee.method } : null,
      carrier: order.carrier, trackingNumber: order.trackingNumber,
      createdAt: order.createdAt.toISOString(), paidAt: iso(order.paidAt), shippedAt: iso(order.shippedAt), deliveredAt: iso(order.deliveredAt),
      completedAt: iso(order.completedAt), closedAt: iso(order.closedAt),
      autoCompleteAt: order.status === 'DELIVERED' && order.deliveredAt ? new Date(order.deliveredAt.getTime() + TRANSIT_AUTO_COMPLETE_DAYS * DAY_MS).toISOString() : null,
    };
  });
}

/** One transit order of this shopper with its parcels, customs, photos, tracking and timeline; 404 for another's. */
export async function loadTransitOrder(db: Database, storage: ObjectStorage, owner: AccountOwner, id: number, now: Date): Promise<TransitOrder> {
  const [order] = await db.select().from(transitOrders).where(ofOwnedTransitOrder(owner, id));
  if (!order) throw transitOrderNotFound();
  const ofOrder = (table: { tenantId: PgColumn; transitOrderId: PgColumn }) => and(ofTenant(table, owner.tenantId), eq(table.transitOrderId, id));
  const [[summary], links, tracking, events] = await queriesTogether(db, [
    () => summariesOf(db, [order]),
    () => db.select({ parcelId: transitOrderParcels.parcelId }).from(transitOrderParcels).where(ofOrder(transitOrderParcels)).orderBy(asc(transitOrderParcels.parcelId)),
    () => db.select().from(transitTrackingEvents).where(ofOrder(transitTrackingEvents)).orderBy(asc(transitTrackingEvents.at), asc(transitTrackingEvents.id)),
    () => db.select().from(transitOrderEvents).where(ofOrder(transitOrderEvents)).orderBy(asc(transitOrderEvents.id)),
  ]);
  if (!summary) throw transitOrderNotFound();
  const customsLines = order.customs.lines.map(({ valueFen, ...line }) => ({ ...line, value: valueFen }));
  return {
    ...summary,
    parcels: await parcelViews(db, storage, owner, links.map((link) => link.parcelId), now),
    customs: { lines: customsLines, totalValue: customsLines.reduce((sum, line) => sum + line.value, 0), identity: order.customs.identity },
    packagePhotos: ownedFileUrls(storage, owner, order, order.packagePhotoKeys),
    trackingEvents: tracking.map((event) => ({ code: event.code, location: event.location, at: event.at.toISOString() })),
    events: events.map((event) => ({
      id: event.id, from: event.fromStatus, to: event.toStatus, actor: event.actor, ...rowNoteOf(event), createdAt: event.createdAt.toISOString(),
    })),
    remark: order.remark,
  };
}

/** The shopper's transit orders under a tab, keyword and dates, newest first, with the count of every tab. */
export async function searchTransitOrders(db: Database, owner: AccountOwner, query: z.output<typeof TransitOrderSearch>): Promise<TransitOrderSearchResult> {
  const filters: (SQL | undefined)[] = [ownedBy(transitOrders, owner)];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(or(
      ilike(transitOrders.orderNo, pattern),
      ilike(transitOrders.trackingNumber, pattern),
      exists(db.select({ id: purchaseParcels.id }).from(transitOrderParcels)
        .innerJoin(purchaseParcels, eq(purchaseParcels.id, transitOrderParcels.parcelId))
        .where(and(
          eq(transitOrderParcels.tenantId, transitOrders.tenantId), eq(transitOrderParcels.transitOrderId, transitOrders.id),
          ilike(purchaseParcels.parcelNo, pattern),
        ))),
    ));
  }
  filters.push(...dayRange(transitOrders.createdAt, query.dateFrom, query.dateTo));
  const common = and(...filters);
  const inTab = query.status === 'ALL' ? common : and(common, eq(transitOrders.status, query.status));
  const [rows, perStatus] = await Promise.all([
    db.select().from(transitOrders).where(inTab).orderBy(desc(transitOrders.createdAt), desc(transitOrders.id))
      .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    db.select({ status: transitOrders.status, count: count() }).from(transitOrders).where(common).groupBy(transitOrders.status),
  ]);
  const counts = tabCounts(TRANSIT_ORDER_STATUSES, perStatus);
  return { items: await summariesOf(db, rows), total: counts[query.status], pageNo: query.pageNo, pageSize: query.pageSize, tabCounts: counts };
}
