import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigint, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique,
} from 'drizzle-orm/pg-core';
import type { CustomsIdType } from '../../../contract/user';
import type { OrderActor } from '../../../contract/orders';
import type { CargoCategory, InboundParcelStatus, TrackingEventCode, TransitDestination, TransitMeasure, TransitOrderStatus } from '../../../contract/transit';
import { createdAt, identity, timelineNoteColumns, updatedAt } from './columns';
import { tenantId, tenantWarehouses } from './tenancy';
import { transitOptions } from './content';
import { ownedByUser, userId } from './shoppers';
import { ofOrder } from './orders';

/* Stock-in and inbound parcels, transit orders and their timelines. */

/** What a transit order keeps of its line's price rule (see provider/transit/freight-rules.ts). */
export interface LineRates {
  firstWeightGrams: number;
  firstWeightFeeFen: number;
  extraFeePer500gFen: number;
  volumetricDivisor: number;
  weightStepGrams: number;
}

/**
 * Stock-in parcels: what reached the China warehouse, weighed and measured, with the QC photos
 * of each line (storage keys): one parcel per shop of an order, or an inbound parcel the shopper
 * sent there. `transit_order_id` is the open or shipped transit order holding it (null: in stock);
 * claiming it with `where transit_order_id is null` lets only one order have it.
 */
export const purchaseParcels = pgTable('purchase_parcels', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  parcelNo: text('parcel_no').notNull(),
  /** The purchase order (bought by the agent), or null for an inbound parcel. */
  orderId: integer('order_id'),
  /** The shop of the order, or `inbound` for an inbound parcel. */
  shopId: text('shop_id').notNull(),
  inboundParcelId: integer('inbound_parcel_id'),
  weightGrams: integer('weight_grams').notNull(),
  lengthCm: integer('length_cm').notNull(),
  widthCm: integer('width_cm').notNull(),
  heightCm: integer('height_cm').notNull(),
  /**
   * Per line of the parcel: its id and its QC photo keys. For an inbound parcel `lineId` is the
   * index of the content line it declared.
   */
  qcPhotos: jsonb('qc_photos').$type<{ lineId: number; keys: string[] }[]>().notNull(),
  /** What the warehouse found in it that lines may refuse. */
  categories: jsonb('categories').$type<CargoCategory[]>().notNull().default([]),
  transitOrderId: integer('transit_order_id'),
  /** Where the warehouse put it (a shelf or bin), for its operators only; '' when not recorded. */
  storageLocation: text('storage_location').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'purchase_parcels_user'),
  ofOrder(t, 'purchase_parcels_order'),
  unique('purchase_parcels_tenant_parcel_no').on(t.tenantId, t.parcelNo),
  // Not unique: a seller may ship one shop's lines of an order in several packages, each its own parcel.
  index('purchase_parcels_tenant_order_shop').on(t.tenantId, t.orderId, t.shopId),
  unique('purchase_parcels_tenant_inbound').on(t.tenantId, t.inboundParcelId),
  foreignKey({ name: 'purchase_parcels_transit_order', columns: [t.transitOrderId], foreignColumns: [transitOrders.id] }),
  foreignKey({ name: 'purchase_parcels_inbound', columns: [t.inboundParcelId], foreignColumns: [inboundParcels.id] }),
  index('purchase_parcels_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  index('purchase_parcels_in_stock_created').on(t.createdAt).where(sql`${t.transitOrderId} is null`),
  check('purchase_parcels_measures', sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.widthCm} > 0 and ${t.heightCm} > 0`),
  check('purchase_parcels_source', sql`(${t.orderId} is null) <> (${t.inboundParcelId} is null)`),
]);

/*
 * Warehouse and transit. Lock order, everywhere: transit order → parcels →
 * payments → user account, so no two transactions wait on each other in a circle.
 */

/** A parcel the shopper bought elsewhere and sent to the China warehouse under their mark code. */
export const inboundParcels = pgTable('inbound_parcels', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  tenantWarehouseId: integer('tenant_warehouse_id').notNull().references(() => tenantWarehouses.id),
  domesticTrackingNo: text('domestic_tracking_no').notNull(),
  domesticCarrier: text('domestic_carrier').notNull().default(''),
  contents: jsonb('contents').$type<{ name: string; quantity: number; unitValueFen: number; categories: CargoCategory[] }[]>().notNull(),
  declaredValueFen: bigint('declared_value_fen', { mode: 'number' }).notNull(),
  remark: text('remark').notNull().default(''),
  status: text('status').$type<InboundParcelStatus>().notNull(),
  arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'inbound_parcels_user'),
  unique('inbound_parcels_tenant_user_tracking').on(t.tenantId, t.userId, t.domesticTrackingNo),
  index('inbound_parcels_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  index('inbound_parcels_expected_created').on(t.createdAt).where(sql`${t.status} = 'EXPECTED'`),
  index('inbound_parcels_tenant_expected_created').on(t.tenantId, t.createdAt).where(sql`${t.status} = 'EXPECTED'`),
  index('inbound_parcels_tracking').on(t.tenantId, t.domesticTrackingNo),
  index('inbound_parcels_tenant_expected').on(t.tenantId, t.createdAt, t.id).where(sql`${t.status} = 'EXPECTED'`),
  check('inbound_parcels_status', sql`${t.status} in ('EXPECTED', 'ARRIVED')`),
  check('inbound_parcels_value', sql`${t.declaredValueFen} > 0`),
]);

/** What the shopper ships home: parcels of the warehouse on one line, to an address or a pickup point. */
export const transitOrders = pgTable('transit_orders', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  orderNo: text('order_no').notNull(),
  status: text('status').$type<TransitOrderStatus>().notNull(),
  transitOptionId: integer('transit_option_id').notNull().references(() => transitOptions.id),
  /** The line's name and days as they were when the order was made. */
  transitOptionName: text('transit_option_name').notNull(),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
  /** The line's rates when the order was made: packing prices it on these, so a later price change never reaches it. */
  lineRates: jsonb('line_rates').$type<LineRates>().notNull(),
  destination: jsonb('destination').$type<TransitDestination>().notNull(),
  customs: jsonb('customs').$type<{
    lines: { purchaseParcelId: number; lineIndex: number; description: string; quantity: number; valueFen: number }[];
    identity: { fullName: string; idType: CustomsIdType; idNumberMasked: string } | null;
  }>().notNull(),
  /** From the parcels' own measures at creation. */
  estimate: jsonb('estimate').$type<TransitMeasure>().notNull(),
  /** The packed parcel as weighed; null until PACKED. */
  actual: jsonb('actual').$type<TransitMeasure>(),
  packagePhotoKeys: jsonb('package_photo_keys').$type<string[]>().notNull().default([]),
  carrier: text('carrier'),
  trackingNumber: text('tracking_number'),
  remark: text('remark').notNull().default(''),
  packedAt: timestamp('packed_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  ownedByUser(t, 'transit_orders_user'),
  unique('transit_orders_tenant_order_no').on(t.tenantId, t.orderNo),
  unique('transit_orders_tenant_id').on(t.tenantId, t.id),
  index('transit_orders_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  // The packing desk's queue: a tenant's orders in a few states, oldest first.
  index('transit_orders_tenant_status_created').on(t.tenantId, t.status, t.createdAt, t.id),
  index('transit_orders_in_progress_updated').on(t.updatedAt).where(sql`${t.status} in ('CREATED', 'PACKING', 'PACKED', 'PAID', 'SHIPPED')`),
  index('transit_orders_delivered').on(t.deliveredAt).where(sql`${t.status} = 'DELIVERED'`),
  index('transit_orders_tenant_to_pack').on(t.tenantId, t.createdAt).where(sql`${t.status} = 'CREATED'`),
  check('transit_orders_status', sql`${t.status} in ('CREATED', 'PACKING', 'PACKED', 'WAITING_PAY', 'PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CLOSED')`),
]);

export const ofTransitOrder = (t: { tenantId: AnyPgColumn; transitOrderId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.tenantId, t.transitOrderId], foreignColumns: [transitOrders.tenantId, transitOrders.id] }).onDelete('cascade');

/** The parcels an order took, kept after it closes (the parcel's own transit_order_id is then cleared). */
export const transitOrderParcels = pgTable('transit_order_parcels', {
  tenantId: tenantId(),
  transitOrderId: integer('transit_order_id').notNull(),
  parcelId: integer('parcel_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.transitOrderId, t.parcelId] }),
  ofTransitOrder(t, 'transit_order_parcels_order'),
  foreignKey({ name: 'transit_order_parcels_parcel', columns: [t.parcelId], foreignColumns: [purchaseParcels.id] }).onDelete('cascade'),
]);

/** The transit order's timeline: every change of status, with who made it. */
export const transitOrderEvents = pgTable('transit_order_events', {
  id: identity(),
  tenantId: tenantId(),
  transitOrderId: integer('transit_order_id').notNull(),
  fromStatus: text('from_status').$type<TransitOrderStatus>(),
  toStatus: text('to_status').$type<TransitOrderStatus>().notNull(),
  actor: text('actor').$type<OrderActor>().notNull(),
  ...timelineNoteColumns(),
  createdAt: createdAt(),
}, (t) => [
  ofTransitOrder(t, 'transit_order_events_order'),
  index('transit_order_events_order').on(t.tenantId, t.transitOrderId, t.id),
  check('transit_order_events_actor', sql`${t.actor} in ('SHOPPER', 'AGENT', 'SYSTEM')`),
]);

/** The carrier's scans of a shipped order. */
export const transitTrackingEvents = pgTable('transit_tracking_events', {
  id: identity(),
  tenantId: tenantId(),
  transitOrderId: integer('transit_order_id').notNull(),
  code: text('code').$type<TrackingEventCode>().notNull(),
  location: text('location').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [
  ofTransitOrder(t, 'transit_tracking_events_order'),
  unique('transit_tracking_events_order_code').on(t.tenantId, t.transitOrderId, t.code),
]);

/** Storage reminders sent: one row per parcel and mark (30 or 7 days left), so each goes out once. */
export const storageReminders = pgTable('storage_reminders', {
  tenantId: tenantId(),
  parcelId: integer('parcel_id').notNull().references(() => purchaseParcels.id, { onDelete: 'cascade' }),
  daysLeft: integer('days_left').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.parcelId, t.daysLeft] })]);
