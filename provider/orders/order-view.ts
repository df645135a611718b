import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PurchaseOrder, PurchaseOrderLine, PurchaseOrderSearch, PurchaseOrderSearchResult, PurchaseOrderSummary,
} from '../../contract/orders';
import { PURCHASE_ORDER_STATUSES } from '../../contract/orders';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { payments, purchaseOrderEvents, purchaseOrderLines, purchaseOrders, purchaseParcels, refunds, tenantWarehouses } from '../db/schema';
import { rowNoteOf } from '../db/schema/columns';
import { dayRange } from '../http/day-range';
import { tabCounts } from '../http/lists';
import { likePattern } from '../db/like-pattern';
import type { ObjectStorage } from '../storage/object-storage';
import type { AccountOwner } from '../db/ownership';
import { ownedFileUrls } from '../storage/owned-files';
import { orderNotFound, orderPaymentIds, ofOwnedOrder, type OrderRow } from './orders';
import { queriesTogether } from '../db/queries-together';
import { duePaymentsOf } from '../payments/due-payments';
import { type CatalogReader, linesIn } from '../catalog/catalog-language';
import { ownedBy, ofTenant } from '../db/ownership';

type LineRow = typeof purchaseOrderLines.$inferSelect;

/** QC photo links by line id, from the stock-in parcels its lines arrived in. */
type QcPhotoUrls = ReadonlyMap<number, readonly string[]>;

/** A line with its stored title and options; linesIn reads them in the shopper's language. */
const lineOf = (line: LineRow, storage: ObjectStorage, qcPhotos: QcPhotoUrls) => ({
  id: line.id, status: line.status, shopId: line.shopId, shopName: line.shopName, platform: line.platform,
  productId: line.productId, productSkuId: line.skuId, productUrl: line.productUrl, title: line.title,
  // Orders made before options were kept have only the text (docs/product.md, "Cart").
  image: line.imageKey ? storage.urlFor(line.imageKey) : null, specification: line.options.length > 0 ? '' : line.specification,
  options: line.options, quantity: line.quantity,
  unitPrice: line.unitPriceFen, subtotal: line.unitPriceFen * line.quantity, remark: line.remark, extraQcPhotos: line.extraQcPhotos,
  custom: line.custom, confirmed: !line.custom || line.confirmedAt !== null, noteToShopper: line.noteToShopper,
  qcPhotos: [...(qcPhotos.get(line.id) ?? [])],
});

/** Lines by shop, in the order the shops first appear; shipping is what the order charged the shop (kept on each of its lines). */
function shopsOf(lines: readonly LineRow[], views: ReadonlyMap<number, PurchaseOrderLine>): PurchaseOrderSummary['shops'] {
  const shops = new Map<string, PurchaseOrderSummary['shops'][number]>();
  for (const line of lines) {
    const view = views.get(line.id);
    if (!view) continue;
    let shop = shops.get(line.shopId);
    if (!shop) {
      shop = { shopId: line.shopId, shopName: line.shopName, platform: line.platform, goods: 0, domesticShipping: line.shopShippingFen, lines: [] };
      shops.set(line.shopId, shop);
    }
    shop.lines.push(view);
    shop.goods += line.unitPriceFen * line.quantity;
  }
  return [...shops.values()];
}

async function summariesOf(
  db: Database, storage: ObjectStorage, reader: CatalogReader, viewer: AccountOwner, orders: readonly OrderRow[],
): Promise<PurchaseOrderSummary[]> {
  const [first] = orders;
  if (!first) return [];
  const { tenantId } = first;
  const ids = orders.map((order) => order.id);
  const [lines, paymentIds, parcels, due] = await queriesTogether(db, [
    () => db.select().from(purchaseOrderLines).where(and(ofTenant(purchaseOrderLines, tenantId), inArray(purchaseOrderLines.orderId, ids)))
      .orderBy(asc(purchaseOrderLines.id)),
    () => orderPaymentIds(db, tenantId, ids),
    () => db.select({ tenantId: purchaseParcels.tenantId, userId: purchaseParcels.userId, qcPhotos: purchaseParcels.qcPhotos }).from(purchaseParcels)
      .where(and(ofTenant(purchaseParcels, tenantId), inArray(purchaseParcels.orderId, ids))),
    () => duePaymentsOf(db, tenantId, 'orderId', ids),
  ]);
  const qcPhotos = new Map(parcels.flatMap((parcel) => parcel.qcPhotos.map(({ lineId, keys }) => [lineId, ownedFileUrls(storage, viewer, parcel, keys)] as const)));
  const views = new Map((await linesIn(db, reader, lines.map((line) => lineOf(line, storage, qcPhotos)))).map((view) => [view.id, view]));
  return orders.map((order) => {
    const own = lines.filter((line) => line.orderId === order.id);
    const payment = paymentIds.get(order.id);
    if (!payment) throw new Error(`Order ${order.orderNo} has no ORDER payment`);
    return {
      id: order.id, orderNo: order.orderNo, status: order.status, goods: order.goodsFen, domesticShipping: order.domesticShippingFen,
      serviceFee: order.serviceFeeFen, total: order.totalFen, cnyExchangeRate: order.cnyExchangeRate, paymentId: payment.id, paymentNo: payment.paymentNo,
      payBefore: order.payBefore.toISOString(), paidAt: order.paidAt?.toISOString() ?? null, closedAt: order.closedAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      shops: shopsOf(own, views),
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      due: due.get(order.id) ?? [],
    };
  });
}

/** One order of this shopper with its lines, warehouse, payments, refunds and timeline; 404 for another's. */
export async function loadOrder(db: Database, storage: ObjectStorage, reader: CatalogReader, owner: AccountOwner, id: number): Promise<PurchaseOrder> {
  const [order] = await db.select().from(purchaseOrders).where(ofOwnedOrder(owner, id));
  if (!order) throw orderNotFound();
  const [summaries, warehouses, events, orderPayments, orderRefunds] = await queriesTogether(db, [
    () => summariesOf(db, storage, reader, owner, [order]),
    () => db.select().from(tenantWarehouses).where(and(ofTenant(tenantWarehouses, owner.tenantId), eq(tenantWarehouses.id, order.tenantWarehouseId))),
    () => db.select().from(purchaseOrderEvents).where(and(ofTenant(purchaseOrderEvents, owner.tenantId), eq(purchaseOrderEvents.orderId, id)))
      .orderBy(asc(purchaseOrderEvents.id)),
    () => db.select().from(payments).where(and(ofTenant(payments, owner.tenantId), eq(payments.orderId, id))).orderBy(asc(payments.id)),
    () => db.select().from(refunds).where(and(ofTenant(refunds, owner.tenantId), eq(refunds.orderId, id))).orderBy(asc(refunds.id)),
  ]);
  const warehouse = theOne(warehouses, `warehouse ${order.tenantWarehouseId}`);
  return {
    ...theOne(summaries, `the summary of order ${id}`),
    warehouse: { id: warehouse.id, name: warehouse.name, city: warehouse.city, address: warehouse.address },
    events: events.map((event) => ({
      id: event.id, lineId: event.lineId, from: event.fromStatus, to: event.toStatus, actor: event.actor, ...rowNoteOf(event),
      createdAt: event.createdAt.toISOString(),
    })),
    payments: orderPayments.map((payment) => ({
      id: payment.id, paymentNo: payment.paymentNo, kind: payment.kind, amount: payment.amountFen, status: payment.status,
      paidAt: payment.paidAt?.toISOString() ?? null,
    })),
    refunded: orderRefunds.reduce((total, refund) => total + refund.amountFen, 0),
    refunds: orderRefunds.map((refund) => ({
      id: refund.id, refundNo: refund.refundNo, lineId: refund.lineId, amount: refund.amountFen, reason: refund.reason, covers: refund.covers,
      note: refund.note, createdAt: refund.createdAt.toISOString(),
    })),
  };
}

/** The shopper's orders under a tab, keyword and dates, newest first, with the count of every tab. */
export async function searchOrders(
  db: Database, storage: ObjectStorage, reader: CatalogReader, owner: AccountOwner, query: z.output<typeof PurchaseOrderSearch>,
): Promise<PurchaseOrderSearchResult> {
  const filters: (SQL | undefined)[] = [ownedBy(purchaseOrders, owner)];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(or(
      ilike(purchaseOrders.orderNo, pattern),
      exists(db.select({ id: purchaseOrderLines.id }).from(purchaseOrderLines).where(and(
        eq(purchaseOrderLines.tenantId, purchaseOrders.tenantId), eq(purchaseOrderLines.orderId, purchaseOrders.id), ilike(purchaseOrderLines.title, pattern),
      ))),
    ));
  }
  filters.push(...dayRange(purchaseOrders.createdAt, query.dateFrom, query.dateTo));
  const common = and(...filters);
  const inTab = query.status === 'ALL' ? common : and(common, eq(purchaseOrders.status, query.status));
  const [rows, perStatus] = await Promise.all([
    db.select().from(purchaseOrders).where(inTab).orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    db.select({ status: purchaseOrders.status, count: count() }).from(purchaseOrders).where(common).groupBy(purchaseOrders.status),
  ]);
  const counts = tabCounts(PURCHASE_ORDER_STATUSES, perStatus);
  return {
    items: await summariesOf(db, storage, reader, owner, rows),
    total: counts[query.status],
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    tabCounts: counts,
  };
}
