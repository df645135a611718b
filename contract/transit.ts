import { z } from 'zod';
import { boundedText, DecimalInt, Fen, FenAmount, FormId, INT4_MAX, Quantity, requiredText, Text, Timestamp } from './bounds';
import { PAGE_NO_MAX } from './paging';
import { LineOption } from './line-options';
import { listOf } from './problem';
import { CustomsIdType } from './user';
import { DuePayment } from './payments';
import { TimelineRowNote } from './timeline-notes';

/*
 * The China warehouse and international transit (docs/product.md, "Warehouse and parcels", "Transit orders": parcels, transit
 * orders, estimate-freight, transit-options, user warehouses, customs info). Weights are
 * grams, sizes centimetres, money CNY fen; the storefront converts for display only.
 *
 *   stock-in parcel ──(selected)──► transit order ──► packed, weighed, paid ──► shipped ──► delivered
 *
 * Every enum value here is a stable code: the storefront shows it through a translation key.
 */

// ─── What a parcel holds, and what a line refuses ─────────────────────────────────────────

/** Goods that shipping lines may refuse; a parcel carries the ones the warehouse found in it. */
export const CARGO_CATEGORIES = ['BATTERY', 'LIQUID', 'POWDER', 'MAGNET', 'COSMETIC', 'FOOD'] as const;
export const CargoCategory = z.enum(CARGO_CATEGORIES);
export type CargoCategory = z.infer<typeof CargoCategory>;

/**
 * Destination countries whose customs clear a parcel only with the addressee's identity
 * (passport or national id, tax number): the shopper's customs information must be saved.
 */
export const CUSTOMS_IDENTITY_COUNTRIES = ['RU', 'KR', 'BR', 'KZ', 'UZ', 'BY', 'CL', 'MX'] as const;
export const customsIdentityRequired = (country: string) => (CUSTOMS_IDENTITY_COUNTRIES as readonly string[]).includes(country.toUpperCase());

/** Which weight a fee was charged on. */
export const WeightBasis = z.enum(['ACTUAL', 'VOLUMETRIC']);
export type WeightBasis = z.infer<typeof WeightBasis>;

// ─── Freight estimate (GET /front/estimate-freight/weight) ────────────────────────────────

/** Why a line does not take a parcel. */
export const LineRefusalReason = z.enum(['TOO_LIGHT', 'TOO_HEAVY', 'CATEGORY_REFUSED', 'COUNTRY_NOT_SERVED']);
export type LineRefusalReason = z.infer<typeof LineRefusalReason>;

/** A comma-separated list of cargo categories in a query string (`BATTERY,LIQUID`). */
export const CargoCategoryListText = z.string().max(200)
  .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(CargoCategory));

/** A line that takes the parcel: its price and days; the cheapest and fastest lines are marked. */
export const FreightQuote = z.object({
  transitOptionId: z.number().int(),
  /** The line's key, sent back to make a transit order on it. */
  name: z.string(),
  /** The name in the request language (see TransitOption). */
  displayName: z.string(),
  description: z.string(),
  chargeableWeightGrams: z.number().int(),
  basis: WeightBasis,
  feeFen: z.number().int(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /** The lowest fee of the lines that take it (every line tied for it is marked). */
  cheapest: z.boolean(),
  /** The fewest maximum days (ties broken by fewer minimum days; every tied line is marked). */
  fastest: z.boolean(),
});
export type FreightQuote = z.infer<typeof FreightQuote>;

export const FreightRefusal = z.object({
  transitOptionId: z.number().int(),
  name: z.string(),
  /** The name in the request language (see TransitOption). */
  displayName: z.string(),
  reason: LineRefusalReason,
  /** TOO_LIGHT / TOO_HEAVY: the line's bound in grams. */
  limitGrams: z.number().int().nullable(),
  /** CATEGORY_REFUSED: the parcel's categories the line refuses. */
  categories: z.array(CargoCategory),
});
export type FreightRefusal = z.infer<typeof FreightRefusal>;

// ─── Stock-in parcels (GET /front/purchase-parcels/stock-in-parcels) ─────────────────────

/** Where a parcel came from: an order bought by the agent, or an inbound parcel the shopper sent to the warehouse. */
export const ParcelSource = z.enum(['PURCHASE', 'INBOUND']);
export type ParcelSource = z.infer<typeof ParcelSource>;

/**
 * IN_STOCK: free to ship; IN_TRANSIT_ORDER: held by an open transit order (not paid, or paid and
 * not yet shipped); SHIPPED: left the warehouse with its transit order.
 */
export const PARCEL_STATES = ['IN_STOCK', 'IN_TRANSIT_ORDER', 'SHIPPED'] as const;
export const ParcelState = z.enum(PARCEL_STATES);
export type ParcelState = z.infer<typeof ParcelState>;

/** FREE: more than 30 days left; ENDING_SOON: 30 days or fewer; OVERDUE: the free period is over. */
export const StorageState = z.enum(['FREE', 'ENDING_SOON', 'OVERDUE']);
export type StorageState = z.infer<typeof StorageState>;
/** Days left at which the shopper is reminded (once each). */
export const STORAGE_REMINDER_DAYS = [30, 7] as const;
export const ENDING_SOON_DAYS = 30;

export const ParcelLine = z.object({
  /** The purchase-order line, for a PURCHASE parcel; null for an inbound parcel's content line. */
  orderLineId: z.number().int().nullable(),
  /** The catalog product of a PURCHASE line (null for custom and inbound lines). */
  productId: z.string().nullable(),
  /** In the reader's language for a catalog product, as it was written otherwise. */
  title: z.string(),
  /** The marketplace's (Chinese) title, when `title` is a translation. */
  originalTitle: z.string().optional(),
  image: z.string().nullable(),
  /** A custom line's specification as the shopper typed it (catalog lines have `options`). */
  specification: z.string(),
  options: z.array(LineOption),
  quantity: z.number().int(),
  /** What one piece cost (PURCHASE) or was declared at (INBOUND): the default customs value. */
  unitValue: FenAmount,
  /** Addresses of the QC photos the warehouse took of this line. */
  qcPhotos: z.array(z.string()),
});
export type ParcelLine = z.infer<typeof ParcelLine>;

export const StockInParcel = z.object({
  id: z.number().int(),
  parcelNo: z.string(),
  source: ParcelSource,
  /** The purchase order (PURCHASE) or null. */
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  /** The inbound parcel it arrived as (INBOUND) or null. */
  inboundParcelId: z.number().int().nullable(),
  /** The seller's shop, or the domestic tracking number of an inbound parcel. */
  origin: z.string(),
  lines: z.array(ParcelLine),
  weightGrams: z.number().int(),
  lengthCm: z.number().int(),
  widthCm: z.number().int(),
  heightCm: z.number().int(),
  categories: z.array(CargoCategory),
  /** Sum of the lines' quantity × unitValue. */
  value: FenAmount,
  stockInAt: Timestamp,
  /** stockInAt + the tenant's free storage days. */
  freeStorageUntil: Timestamp,
  /** Whole days left (rounded up); 0 once overdue. */
  storageDaysLeft: z.number().int().min(0),
  /** Whole days past the free period; 0 before it ends. */
  overdueDays: z.number().int().min(0),
  storageState: StorageState,
  state: ParcelState,
  /** The transit order holding it (IN_TRANSIT_ORDER, SHIPPED), else null. */
  transitOrderId: z.number().int().nullable(),
  transitOrderNo: z.string().nullable(),
});
export type StockInParcel = z.infer<typeof StockInParcel>;

/** Large enough to fetch every parcel at once (docs/product.md, "Stock-in parcels": the list is fetched whole). */
export const STOCK_IN_PAGE_SIZE_MAX = 500;

/** Without `state`, the parcels still in the warehouse (IN_STOCK and IN_TRANSIT_ORDER), newest first. */
export const StockInParcelQuery = z.object({
  pageNo: DecimalInt(1, PAGE_NO_MAX).default(1),
  pageSize: DecimalInt(1, STOCK_IN_PAGE_SIZE_MAX).default(20),
  state: ParcelState.optional(),
});
export type StockInParcelQuery = z.input<typeof StockInParcelQuery>;

export const StockInParcelList = listOf(StockInParcel).extend({
  /** The tenant's free storage period. */
  freeStorageDays: z.number().int(),
});
export type StockInParcelList = z.infer<typeof StockInParcelList>;

// ─── User warehouses: forwarding address and inbound parcels (/front/user/warehouses) ─────

/** The China warehouse address a shopper gives sellers elsewhere; the mark code tells the warehouse whose parcel it is. */
export const ForwardingAddress = z.object({
  tenantWarehouseId: z.number().int(),
  warehouseName: z.string(),
  /** The recipient to write on the parcel: the warehouse contact followed by the mark code. */
  recipient: z.string(),
  phone: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  /** The street address with the mark code appended, as it must be written. */
  address: z.string(),
  postcode: z.string(),
  markCode: z.string(),
});
export type ForwardingAddress = z.infer<typeof ForwardingAddress>;

/** EXPECTED: registered, not arrived yet (may be deleted); ARRIVED: received, now a stock-in parcel. */
export const InboundParcelStatus = z.enum(['EXPECTED', 'ARRIVED']);
export type InboundParcelStatus = z.infer<typeof InboundParcelStatus>;

export const InboundContent = z.object({
  name: requiredText(200),
  quantity: Quantity,
  /** Declared value of one piece, for customs. */
  unitValue: Fen,
  categories: z.array(CargoCategory).max(CARGO_CATEGORIES.length).default([]),
});
export type InboundContent = z.input<typeof InboundContent>;

/** POST /front/user/warehouses: registers a parcel bought elsewhere, on its way to the China warehouse. */
export const InboundParcelCreate = z.object({
  tenantWarehouseId: FormId,
  /** The domestic (Chinese) courier's tracking number. */
  domesticTrackingNo: z.string().trim().regex(/^[A-Za-z0-9-]{6,40}$/, 'Letters, digits and dashes'),
  domesticCarrier: boundedText(60).default(''),
  contents: z.array(InboundContent).min(1).max(50),
  remark: boundedText(500).default(''),
});
export type InboundParcelCreate = z.input<typeof InboundParcelCreate>;

export const InboundParcel = z.object({
  id: z.number().int(),
  tenantWarehouseId: z.number().int(),
  domesticTrackingNo: z.string(),
  domesticCarrier: z.string(),
  contents: z.array(z.object({ name: z.string(), quantity: z.number().int(), unitValue: FenAmount, categories: z.array(CargoCategory) })),
  declaredValue: FenAmount,
  remark: z.string(),
  status: InboundParcelStatus,
  /** The stock-in parcel it became (ARRIVED). */
  stockInParcelId: z.number().int().nullable(),
  createdAt: Timestamp,
  arrivedAt: Timestamp.nullable(),
});
export type InboundParcel = z.infer<typeof InboundParcel>;

/** GET /front/user/warehouses. */
export const UserWarehouses = z.object({
  markCode: z.string(),
  /** One per China warehouse of the tenant. */
  addresses: z.array(ForwardingAddress),
  /** Newest first. */
  inboundParcels: z.array(InboundParcel),
});
export type UserWarehouses = z.infer<typeof UserWarehouses>;

// ─── Transit orders (/front/transit-orders) ────────────────────────────────────────────────

/*
 * CREATED → PACKING → PACKED (weighed and measured, the fee from the actual weight) →
 * WAITING_PAY (the TRANSIT_FEE payment is in the pending payments) → PAID → SHIPPED (carrier,
 * tracking number, tracking events) → DELIVERED → COMPLETED (the shopper confirms, or by
 * itself TRANSIT_AUTO_COMPLETE_DAYS after delivery). CLOSED: the shopper closes it before
 * paying; its parcels are back in stock.
 */
export const TRANSIT_ORDER_STATUSES = [
  'CREATED', 'PACKING', 'PACKED', 'WAITING_PAY', 'PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CLOSED',
] as const;
export const TransitOrderStatus = z.enum(TRANSIT_ORDER_STATUSES);
export type TransitOrderStatus = z.infer<typeof TransitOrderStatus>;
/** Statuses the shopper may close from. */
export const TRANSIT_CLOSABLE = ['CREATED', 'PACKING', 'PACKED', 'WAITING_PAY'] as const satisfies readonly TransitOrderStatus[];
export const TRANSIT_AUTO_COMPLETE_DAYS = 7;
/** Parcels in one transit order. */
export const TRANSIT_PARCELS_MAX = 50;

/** A comma-separated list of the shopper's parcel ids in a query string (`12,15`), each once. */
export const ParcelIdListText = z.string().max(600)
  .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(INT4_MAX))).min(1).max(TRANSIT_PARCELS_MAX))
  .refine((ids) => new Set(ids).size === ids.length, 'Each parcel once');

/** Customs value of one parcel line, overriding the default (quantity × unitValue). */
export const DeclaredValue = z.object({
  purchaseParcelId: FormId,
  /** Index of the line in the parcel's `lines`. */
  lineIndex: z.number().int().min(0).max(999),
  /** Declared value of the whole line (all pieces). */
  value: Fen,
});

/**
 * POST /front/transit-orders (docs/product.md, "Transit orders": parcels, line, address or pickup point, customs values).
 * Without selfPickup, `userAddressId` is where it goes (and `localExpressCompanyName` the
 * courier of the last mile, if the shopper has a preference); with it, the parcel waits at
 * `localWarehouseId` (the tenant's first LOCAL warehouse when absent).
 */
export const TransitOrderCreate = z.object({
  purchaseParcelIds: z.array(FormId).min(1).max(TRANSIT_PARCELS_MAX).refine((ids) => new Set(ids).size === ids.length, 'Each parcel once'),
  transitOptionName: requiredText(100),
  userAddressId: FormId.optional(),
  localExpressCompanyName: boundedText(60).optional(),
  selfPickup: z.boolean().default(false),
  localWarehouseId: FormId.optional(),
  declaredValues: z.array(DeclaredValue).max(500).default([]),
  remark: boundedText(500).default(''),
}).refine((value) => value.selfPickup || value.userAddressId !== undefined, {
  message: 'Choose an address or self pickup', path: ['userAddressId'],
});
export type TransitOrderCreate = z.input<typeof TransitOrderCreate>;

/** Why the fee to pay differs from the estimate at creation. */
export const FeeDifferenceReason = z.enum([
  /** Same fee. */
  'NONE',
  /** Charged on the actual weight, which packing made heavier (box, padding). */
  'WEIGHT_UP',
  /** Charged on the actual weight, which came out lower (packaging removed). */
  'WEIGHT_DOWN',
  /** Charged on the volumetric weight, larger once packed together. */
  'VOLUME_UP',
  /** Charged on the volumetric weight, smaller once repacked. */
  'VOLUME_DOWN',
]);
export type FeeDifferenceReason = z.infer<typeof FeeDifferenceReason>;

export const TransitMeasure = z.object({
  weightGrams: z.number().int(),
  volumeCm3: z.number().int(),
  /** The packed box; null for the estimate (several parcels, not yet packed together). */
  size: z.object({ lengthCm: z.number().int(), widthCm: z.number().int(), heightCm: z.number().int() }).nullable(),
  chargeableWeightGrams: z.number().int(),
  basis: WeightBasis,
  fee: FenAmount,
});
export type TransitMeasure = z.infer<typeof TransitMeasure>;

export const TransitDestination = z.object({
  selfPickup: z.boolean(),
  /** ISO 3166-1 alpha-2 of the address or pickup point. */
  country: z.string(),
  /** The shipping address as it was when the order was made (null for self pickup). */
  address: z.object({
    recipientName: z.string(), phoneNumber: z.string(), country: z.string(), province: z.string(), city: z.string(),
    district: z.string(), street: z.string(), postcode: z.string(),
  }).nullable(),
  /** The pickup point (self pickup), else null. */
  localWarehouse: z.object({ id: z.number().int(), name: z.string(), city: z.string(), address: z.string(), phone: z.string() }).nullable(),
  localExpressCompanyName: z.string().nullable(),
});
export type TransitDestination = z.infer<typeof TransitDestination>;

export const CustomsLine = z.object({
  purchaseParcelId: z.number().int(),
  lineIndex: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  value: FenAmount,
});

export const TransitCustoms = z.object({
  lines: z.array(CustomsLine),
  totalValue: FenAmount,
  /** The shopper's customs identity as given to customs (the id number masked); null where not required. */
  identity: z.object({ fullName: z.string(), idType: CustomsIdType, idNumberMasked: z.string() }).nullable(),
});

/** A carrier scan, newest last; the code is shown through a translation key. */
export const TRACKING_EVENT_CODES = [
  'HANDED_TO_CARRIER', 'DEPARTED_ORIGIN', 'ARRIVED_DESTINATION_COUNTRY', 'CUSTOMS_CLEARED', 'OUT_FOR_DELIVERY', 'READY_FOR_PICKUP', 'DELIVERED',
] as const;
export const TrackingEventCode = z.enum(TRACKING_EVENT_CODES);
export type TrackingEventCode = z.infer<typeof TrackingEventCode>;
export const TrackingEvent = z.object({ code: TrackingEventCode, location: z.string(), at: Timestamp });
export type TrackingEvent = z.infer<typeof TrackingEvent>;

export const TransitActor = z.enum(['SHOPPER', 'AGENT', 'SYSTEM']);
export const TransitOrderEvent = z.object({
  id: z.number().int(),
  from: TransitOrderStatus.nullable(),
  to: TransitOrderStatus,
  actor: TransitActor,
  ...TimelineRowNote,
  createdAt: Timestamp,
});
export type TransitOrderEvent = z.infer<typeof TransitOrderEvent>;

export const TransitOrderSummary = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: TransitOrderStatus,
  transitOptionName: z.string(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  destination: TransitDestination,
  parcelCount: z.number().int(),
  /** Every parcel's parcelNo, for lists and search. */
  parcelNos: z.array(z.string()),
  /** From the parcels' own measures, when the order was made. */
  estimate: TransitMeasure,
  /** Once packed: the consolidated parcel as weighed; null before. */
  actual: TransitMeasure.nullable(),
  /** actual.fee - estimate.fee once packed, else 0. */
  feeDifference: FenAmount,
  feeDifferenceReason: FeeDifferenceReason.nullable(),
  /** The TRANSIT_FEE payment (from WAITING_PAY), paid with {id}/pay or through the pending payments. */
  paymentId: z.number().int().nullable(),
  paymentNo: z.string().nullable(),
  /** Its unpaid fee (WAITING_PAY), else empty. */
  due: z.array(DuePayment),
  /** What was paid for it, when and how (BALANCE or the card/wallet provider); null until paid. */
  paid: z.object({ amount: FenAmount, at: Timestamp, method: z.string() }).nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: Timestamp,
  paidAt: Timestamp.nullable(),
  shippedAt: Timestamp.nullable(),
  deliveredAt: Timestamp.nullable(),
  completedAt: Timestamp.nullable(),
  closedAt: Timestamp.nullable(),
  /** When a DELIVERED order completes by itself. */
  autoCompleteAt: Timestamp.nullable(),
});
export type TransitOrderSummary = z.infer<typeof TransitOrderSummary>;

export const TransitOrder = TransitOrderSummary.extend({
  parcels: z.array(StockInParcel),
  customs: TransitCustoms,
  /** Photos of the packed parcel. */
  packagePhotos: z.array(z.string()),
  trackingEvents: z.array(TrackingEvent),
  events: z.array(TransitOrderEvent),
  remark: z.string(),
});
export type TransitOrder = z.infer<typeof TransitOrder>;

export const TransitOrderTab = z.enum(['ALL', ...TRANSIT_ORDER_STATUSES]);
export type TransitOrderTab = z.infer<typeof TransitOrderTab>;

/** GET /front/transit-orders/search: keyword matches the order no., a parcel no. or the tracking number. Dates are UTC days, both included. */
export const TransitOrderSearch = z.object({
  pageNo: DecimalInt(1, PAGE_NO_MAX).default(1),
  pageSize: DecimalInt(1, 100).default(20),
  status: TransitOrderTab.default('ALL'),
  keyword: Text(100).optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export type TransitOrderSearch = z.input<typeof TransitOrderSearch>;

export const TransitOrderSearchResult = listOf(TransitOrderSummary).extend({
  tabCounts: z.record(TransitOrderTab, z.number().int()),
});
export type TransitOrderSearchResult = z.infer<typeof TransitOrderSearchResult>;
