import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigint, boolean, check, foreignKey, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, unique,
} from 'drizzle-orm/pg-core';
import type { OrderActor, OrderEventKind, PurchaseOrderLineStatus, PurchaseOrderStatus } from '../../../contract/orders';
import { createdAt, identity, timelineNoteColumns, updatedAt } from './columns';
import { tenantId, tenantWarehouses } from './tenancy';
import { ownedByUser, userId } from './shoppers';

/* Purchase orders, their lines and timelines. */

/*
 * Orders, payments and the prepaid account (migration 0004). Money is CNY fen in bigint.
 * Lock order, everywhere: purchase order → payments (by id) → user account. Keeping one order
 * means two transactions never wait on each other in a circle.
 */

/** Order, payment, deposit, withdrawal and refund numbers come from one sequence, so they never clash. */
export const businessNumbers = pgSequence('business_numbers', { startWith: 100001 });

export const purchaseOrders = pgTable('purchase_orders', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  orderNo: text('order_no').notNull(),
  status: text('status').$type<PurchaseOrderStatus>().notNull(),
  tenantWarehouseId: integer('tenant_warehouse_id').notNull().references(() => tenantWarehouses.id),
  goodsFen: bigint('goods_fen', { mode: 'number' }).notNull(),
  domesticShippingFen: bigint('domestic_shipping_fen', { mode: 'number' }).notNull(),
  serviceFeeFen: bigint('service_fee_fen', { mode: 'number' }).notNull(),
  totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
  /** The service fee rate the order was priced at (basis points): refunds return its share at this rate. */
  serviceFeeBasisPoints: integer('service_fee_basis_points').notNull().default(500),
  /**
   * Tenant-currency units per CNY the order was priced and shown at: its pages keep showing
   * that amount after the owner changes the rate (null: ordered before the rate was kept).
   */
  cnyExchangeRate: numeric('cny_exchange_rate', { precision: 20, scale: 8, mode: 'number' }),
  /** An unpaid order closes by itself at this time. */
  payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  ownedByUser(t, 'purchase_orders_user'),
  unique('purchase_orders_tenant_order_no').on(t.tenantId, t.orderNo),
  unique('purchase_orders_tenant_id').on(t.tenantId, t.id),
  index('purchase_orders_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  index('purchase_orders_unpaid_pay_before').on(t.payBefore).where(sql`${t.status} = 'WAITING_PAY'`),
  // The desk's queues find their oldest order of each status here (provider/desk/dashboard.ts).
  index('purchase_orders_tenant_in_progress_paid').on(t.tenantId, t.status, t.paidAt, t.id)
    .where(sql`${t.status} in ('PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED')`),
  index('purchase_orders_in_progress_updated').on(t.updatedAt).where(sql`${t.status} in ('PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED')`),
  check('purchase_orders_status', sql`${t.status} in ('WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED', 'ARRIVED', 'CLOSED')`),
  check('purchase_orders_amounts', sql`${t.goodsFen} >= 0 and ${t.domesticShippingFen} >= 0 and ${t.serviceFeeFen} >= 0 and ${t.totalFen} = ${t.goodsFen} + ${t.domesticShippingFen} + ${t.serviceFeeFen}`),
]);

export const ofOrder = (t: { tenantId: AnyPgColumn; orderId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.tenantId, t.orderId], foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id] }).onDelete('cascade');

/** A line of an order: a catalog SKU, or a custom item (no product or SKU) the agent prices by hand. */
export const purchaseOrderLines = pgTable('purchase_order_lines', {
  id: identity(),
  tenantId: tenantId(),
  orderId: integer('order_id').notNull(),
  status: text('status').$type<PurchaseOrderLineStatus>().notNull(),
  shopId: text('shop_id').notNull(),
  shopName: text('shop_name').notNull(),
  platform: text('platform').notNull(),
  productId: text('product_id'),
  skuId: text('sku_id'),
  productUrl: text('product_url').notNull(),
  title: text('title').notNull(),
  /** A storage key (catalog picture, or the private copy of a custom item's upload), or null. */
  imageKey: text('image_key'),
  /** The desk's one-line text of the options (catalog lines), or the shopper's own (custom lines). */
  specification: text('specification').notNull().default(''),
  /** A catalog line's SKU options as the marketplace names them; the shopper reads them translated (docs/product.md, "Cart"). */
  options: jsonb('options').$type<{ name: string; value: string }[]>().notNull().default([]),
  quantity: integer('quantity').notNull(),
  unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
  remark: text('remark').notNull().default(''),
  /** Extra QC photos asked for on arrival, on top of the 3 every line gets. */
  extraQcPhotos: integer('extra_qc_photos').notNull().default(0),
  custom: boolean('custom').notNull().default(false),
  /** Set once the agent confirmed (or re-priced) a custom line. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The seller's own order number, recorded by the buyer who bought the line. */
  sellerOrderNo: text('seller_order_no').notNull().default(''),
  /** The seller's domestic tracking number, by which the warehouse finds the line on arrival. */
  domesticTrackingNo: text('domestic_tracking_no').notNull().default(''),
  /** What the desk tells the shopper about this line, shown with it. */
  noteToShopper: text('note_to_shopper').notNull().default(''),
  /** When the warehouse took the extra QC photos the shopper asked for (null while they are owed, or none were asked). */
  extraQcPhotosDoneAt: timestamp('extra_qc_photos_done_at', { withTimezone: true }),
  /**
   * The domestic shipping the order charged for this line's shop (the same on each of the shop's
   * lines), refunded with the shop's last line that runs out of stock.
   */
  shopShippingFen: bigint('shop_shipping_fen', { mode: 'number' }).notNull().default(0),
}, (t) => [
  ofOrder(t, 'purchase_order_lines_order'),
  index('purchase_order_lines_order').on(t.tenantId, t.orderId),
  // The desk's queues of lines to buy, to be shipped by the seller and expected (provider/desk/dashboard.ts,
  // provider/desk/purchasing/queue.ts).
  index('purchase_order_lines_tenant_in_progress').on(t.tenantId, t.status, t.orderId)
    .where(sql`${t.status} in ('PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED')`),
  // The receiving bench finds a line by its tracking number whatever the case it was scanned or typed in.
  index('purchase_order_lines_tracking_upper').on(t.tenantId, sql`upper(${t.domesticTrackingNo})`).where(sql`${t.domesticTrackingNo} <> ''`),
  index('purchase_order_lines_seller_shipped').on(t.tenantId, t.id).where(sql`${t.status} = 'SELLER_SHIPPED'`),
  index('purchase_order_lines_extra_qc_owed').on(t.tenantId, t.id)
    .where(sql`${t.status} = 'ARRIVED' and ${t.extraQcPhotos} > 0 and ${t.extraQcPhotosDoneAt} is null`),
  check('purchase_order_lines_quantity', sql`${t.quantity} >= 1`),
  check('purchase_order_lines_price', sql`${t.unitPriceFen} >= 0 and ${t.shopShippingFen} >= 0`),
  check('purchase_order_lines_status', sql`${t.status} in ('WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'ARRIVED', 'OUT_OF_STOCK', 'CLOSED')`),
]);

/** The order's timeline: every change of it or of a line, with who made it. */
export const purchaseOrderEvents = pgTable('purchase_order_events', {
  id: identity(),
  tenantId: tenantId(),
  orderId: integer('order_id').notNull(),
  lineId: integer('line_id'),
  fromStatus: text('from_status').$type<OrderEventKind>(),
  toStatus: text('to_status').$type<OrderEventKind>().notNull(),
  actor: text('actor').$type<OrderActor>().notNull(),
  ...timelineNoteColumns(),
  createdAt: createdAt(),
}, (t) => [
  ofOrder(t, 'purchase_order_events_order'),
  index('purchase_order_events_order').on(t.tenantId, t.orderId, t.id),
  check('purchase_order_events_actor', sql`${t.actor} in ('SHOPPER', 'AGENT', 'SYSTEM')`),
]);
