import { and, asc, count, eq, exists, ilike, inArray, isNull, or, type SQL, sql, sum } from 'drizzle-orm';
import type { PurchasingQueue, QueueGroup, QueueLine, QueueState } from '../../../contract/desk-purchasing';
import type { PageQuery } from '../../../contract/paging';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { ofTenant } from '../../db/ownership';
import { queriesTogether } from '../../db/queries-together';
import { payments, purchaseOrderLines, purchaseOrders } from '../../db/schema';
import { pagedList } from '../../http/lists';
import type { LineRow } from './locked-lines';

/*
 * The buyer's queue (docs/product.md, "Purchasing"): one order's lines of one shop per group,
 * oldest paid first. Only lines still to buy or to ship are in it (PAID, PURCHASING, PURCHASED),
 * which the partial index purchase_order_lines_tenant_in_progress holds, so the queue stays small and fast
 * however many orders the tenant has had.
 */

export interface QueueFilter extends PageQuery {
  platform?: string | undefined;
  shop?: string | undefined;
  orderNo?: string | undefined;
  state?: QueueState | undefined;
}

const QUEUE_STATUSES = ['PAID', 'PURCHASING', 'PURCHASED'] as const;
const TO_BUY = ['PAID', 'PURCHASING'] as const;

const lines = purchaseOrderLines;

/** The line's order has a price difference the shopper has not paid. */
const unpaidDifference = (db: Database) => exists(db.select({ one: sql`1` }).from(payments).where(and(
  eq(payments.tenantId, lines.tenantId), eq(payments.orderId, lines.orderId), eq(payments.status, 'UNPAID'),
)));

const unconfirmedCustom = and(eq(lines.custom, true), isNull(lines.confirmedAt));

/** Which lines make a group show under a state filter. */
function stateCondition(db: Database, state: QueueState): SQL | undefined {
  switch (state) {
    case 'CUSTOM_TO_CONFIRM': return and(inArray(lines.status, [...TO_BUY]), unconfirmedCustom);
    case 'WAITING_PRICE_DIFFERENCE': return unpaidDifference(db);
    case 'TO_BUY': return and(inArray(lines.status, [...TO_BUY]), sql`not ${unconfirmedCustom}`, sql`not ${unpaidDifference(db)}`);
    case 'TO_SHIP': return and(eq(lines.status, 'PURCHASED'), sql`not ${unpaidDifference(db)}`);
  }
}

/** What a line waits for, as the queue shows it. */
function stateOf(line: LineRow, waitingForDifference: boolean): QueueState {
  if (line.custom && line.confirmedAt === null && line.status !== 'PURCHASED') return 'CUSTOM_TO_CONFIRM';
  if (waitingForDifference) return 'WAITING_PRICE_DIFFERENCE';
  return line.status === 'PURCHASED' ? 'TO_SHIP' : 'TO_BUY';
}

const queueLine = (line: LineRow, waitingForDifference: boolean): QueueLine => ({
  id: line.id, status: line.status, state: stateOf(line, waitingForDifference), title: line.title, specification: line.specification,
  quantity: line.quantity, unitPrice: line.unitPriceFen, productUrl: line.productUrl, remark: line.remark, custom: line.custom,
  sellerOrderNo: line.sellerOrderNo, domesticTrackingNo: line.domesticTrackingNo, noteToShopper: line.noteToShopper,
});

/** A page of the tenant's purchasing queue, narrowed by the filters. */
export async function listPurchasingQueue(db: Database, tenantId: string, filter: QueueFilter): Promise<PurchasingQueue> {
  const where = and(...([
    ofTenant(lines, tenantId),
    inArray(lines.status, [...QUEUE_STATUSES]),
    filter.platform === undefined ? undefined : eq(lines.platform, filter.platform),
    filter.shop === undefined ? undefined : or(eq(lines.shopId, filter.shop), ilike(lines.shopName, likePattern(filter.shop))),
    filter.orderNo === undefined ? undefined : inArray(lines.orderId, db.select({ id: purchaseOrders.id }).from(purchaseOrders)
      .where(and(ofTenant(purchaseOrders, tenantId), eq(purchaseOrders.orderNo, filter.orderNo)))),
    filter.state === undefined ? undefined : stateCondition(db, filter.state),
  ] satisfies (SQL | undefined)[]));
  // The lines alone are grouped and counted; each group looks its order's payment time up by key,
  // where joining the orders would read every order the tenant ever had.
  const paidAt = sql<Date>`(select ${purchaseOrders.paidAt} from ${purchaseOrders}
    where ${purchaseOrders.tenantId} = ${tenantId} and ${purchaseOrders.id} = ${lines.orderId})`.as('paid_at');
  const [page, [total]] = await queriesTogether(db, [
    () => db.select({ orderId: lines.orderId, shopId: lines.shopId, paidAt }).from(lines).where(where)
      .groupBy(lines.orderId, lines.shopId)
      .orderBy(sql`paid_at`, asc(lines.orderId), asc(lines.shopId)).limit(filter.pageSize).offset((filter.pageNo - 1) * filter.pageSize),
    () => db.select({ total: count() })
      .from(db.selectDistinct({ orderId: lines.orderId, shopId: lines.shopId }).from(lines).where(where).as('groups')),
  ]);
  return pagedList(await groupsOf(db, tenantId, page), total?.total ?? 0, filter);
}

/** The groups of a page with their open lines, order numbers and unpaid differences. */
async function groupsOf(db: Database, tenantId: string, page: readonly { orderId: number; shopId: string }[]): Promise<QueueGroup[]> {
  const orderIds = [...new Set(page.map((group) => group.orderId))];
  if (orderIds.length === 0) return [];
  const [lineRows, orders, unpaid] = await queriesTogether(db, [
    () => db.select().from(lines).where(and(ofTenant(lines, tenantId), inArray(lines.orderId, orderIds), inArray(lines.status, [...QUEUE_STATUSES])))
      .orderBy(asc(lines.id)),
    () => db.select({ id: purchaseOrders.id, orderNo: purchaseOrders.orderNo, paidAt: purchaseOrders.paidAt }).from(purchaseOrders)
      .where(and(ofTenant(purchaseOrders, tenantId), inArray(purchaseOrders.id, orderIds))),
    () => db.select({ orderId: payments.orderId, amount: sum(payments.amountFen).mapWith(Number) }).from(payments)
      .where(and(ofTenant(payments, tenantId), inArray(payments.orderId, orderIds), eq(payments.status, 'UNPAID')))
      .groupBy(payments.orderId),
  ]);
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  const unpaidOf = new Map(unpaid.map((row) => [row.orderId, row.amount]));
  return page.flatMap(({ orderId, shopId }) => {
    const order = orderOf.get(orderId);
    const groupLines = lineRows.filter((line) => line.orderId === orderId && line.shopId === shopId);
    const [first] = groupLines;
    if (!order || !first) return [];
    const unpaidDifference = unpaidOf.get(orderId) ?? 0;
    return [{
      orderId, orderNo: order.orderNo, shopId, shopName: first.shopName, platform: first.platform,
      paidAt: (order.paidAt ?? new Date(0)).toISOString(), unpaidDifference,
      lines: groupLines.map((line) => queueLine(line, unpaidDifference > 0)),
    }];
  });
}
