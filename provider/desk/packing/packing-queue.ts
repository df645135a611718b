import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type DeskShopper, PACKING_STAGES, type PackingOrder, type PackingQueue, type PackingQueueQuery, type PackingStage, STAGE_STATUSES,
} from '../../../contract/desk-packing';
import type { TransitOrderStatus } from '../../../contract/transit';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { ofTenant } from '../../db/ownership';
import { queriesTogether } from '../../db/queries-together';
import { theOne } from '../../db/rows';
import { purchaseParcels, transitOrderParcels, transitOrders, users } from '../../db/schema';
import type { ObjectStorage } from '../../storage/object-storage';
import { loadTransitOrder, summariesOf } from '../../transit/transit-order-view';
import { transitOrderNotFound } from '../../transit/transit-orders';

/*
 * What the packing desk reads (docs/product.md, "Desk": packing): the queue of one stage,
 * oldest first, and one order whole. Every query starts from the tenant and the order's state,
 * which the index transit_orders_tenant_status_created serves at any number of orders.
 */

const stageOf = (status: TransitOrderStatus): PackingStage | undefined =>
  PACKING_STAGES.find((stage) => (STAGE_STATUSES[stage] as readonly TransitOrderStatus[]).includes(status));

const shopperOf = (row: { userId: number; name: string; email: string }): DeskShopper => ({ id: row.userId, name: row.name, email: row.email });
const withShopper = (db: Database) => db.select({ order: transitOrders, userId: users.id, name: users.name, email: users.email }).from(transitOrders)
  .innerJoin(users, and(eq(users.tenantId, transitOrders.tenantId), eq(users.id, transitOrders.userId)));

/** The queue of a stage: a page of its orders, oldest first, and how many wait at each stage under the same filters. */
export async function listPackingQueue(db: Database, tenantId: string, query: z.output<typeof PackingQueueQuery>): Promise<PackingQueue> {
  const filters = and(...([
    ofTenant(transitOrders, tenantId),
    query.orderNo ? ilike(transitOrders.orderNo, likePattern(query.orderNo)) : undefined,
    query.transitOptionId === undefined ? undefined : eq(transitOrders.transitOptionId, query.transitOptionId),
    query.country === undefined ? undefined : sql`${transitOrders.destination}->>'country' = ${query.country}`,
  ] satisfies (SQL | undefined)[]));
  const [rows, perStatus] = await queriesTogether(db, [
    () => withShopper(db).where(and(filters, inArray(transitOrders.status, [...STAGE_STATUSES[query.stage]])))
      .orderBy(asc(transitOrders.createdAt), asc(transitOrders.id))
      .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    () => db.select({ status: transitOrders.status, count: count() }).from(transitOrders)
      .where(and(filters, inArray(transitOrders.status, PACKING_STAGES.flatMap((stage) => STAGE_STATUSES[stage]))))
      .groupBy(transitOrders.status),
  ]);
  const stageCounts = Object.fromEntries(PACKING_STAGES.map((stage) => [stage, 0])) as Record<PackingStage, number>;
  for (const { status, count: orders } of perStatus) {
    const stage = stageOf(status);
    if (stage) stageCounts[stage] += orders;
  }
  const orders = rows.map((row) => row.order);
  const [summaries, parcels] = await queriesTogether(db, [
    () => summariesOf(db, orders),
    async () => (orders.length === 0 ? [] : db.select({ transitOrderId: transitOrderParcels.transitOrderId, parcel: purchaseParcels }).from(transitOrderParcels)
      .innerJoin(purchaseParcels, eq(purchaseParcels.id, transitOrderParcels.parcelId))
      .where(and(ofTenant(transitOrderParcels, tenantId), inArray(transitOrderParcels.transitOrderId, orders.map((order) => order.id))))
      .orderBy(asc(purchaseParcels.id))),
  ]);
  const items = rows.map((row) => {
    const summary = theOne(summaries.filter((candidate) => candidate.id === row.order.id), `the summary of transit order ${row.order.id}`);
    return {
      ...summary,
      shopper: shopperOf(row),
      parcels: parcels.filter((entry) => entry.transitOrderId === summary.id).map(({ parcel }) => ({
        id: parcel.id, parcelNo: parcel.parcelNo, weightGrams: parcel.weightGrams, lengthCm: parcel.lengthCm, widthCm: parcel.widthCm, heightCm: parcel.heightCm,
      })),
      customsLines: row.order.customs.lines.map(({ valueFen, ...line }) => ({ ...line, value: valueFen })),
      updatedAt: row.order.updatedAt.toISOString(),
    };
  });
  return { items, total: stageCounts[query.stage], pageNo: query.pageNo, pageSize: query.pageSize, stageCounts };
}

/** One transit order of the tenant, whole, with its shopper (404 for none). The desk sees its photos as the shopper does. */
export async function loadPackingOrder(db: Database, storage: ObjectStorage, tenantId: string, id: number, now: Date): Promise<PackingOrder> {
  const [row] = await withShopper(db).where(and(ofTenant(transitOrders, tenantId), eq(transitOrders.id, id)));
  if (!row) throw transitOrderNotFound();
  return { order: await loadTransitOrder(db, storage, { tenantId, userId: row.userId }, id, now), shopper: shopperOf(row) };
}
