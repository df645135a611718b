import { z } from 'zod';
import { PageQuery } from './paging';
import { listOf } from './problem';
import { boundedText, Fen, FenAmount, FormId, Quantity, requiredText, Timestamp, UploadKey } from './bounds';
import { ProductItemsPayload } from './cart';
import { DuePayment } from './payments';
import { LineOption } from './line-options';
import { TimelineRowNote } from './timeline-notes';

/**
 * Purchase orders (docs/product.md, "Purchase orders"): goods bought on the shopper's behalf and
 * delivered to the tenant's China warehouse. Prices are always the provider's: an order is
 * priced from the catalog (or, for a custom line, from the shopper's stated price, which the
 * agent confirms or corrects with a price difference).
 */

export const PURCHASE_ORDER_STATUSES = [
  'WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED', 'ARRIVED', 'CLOSED',
] as const;
export const PurchaseOrderStatus = z.enum(PURCHASE_ORDER_STATUSES);
export type PurchaseOrderStatus = z.infer<typeof PurchaseOrderStatus>;

export const PURCHASE_ORDER_LINE_STATUSES = [
  'WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'ARRIVED', 'OUT_OF_STOCK', 'CLOSED',
] as const;
export const PurchaseOrderLineStatus = z.enum(PURCHASE_ORDER_LINE_STATUSES);
export type PurchaseOrderLineStatus = z.infer<typeof PurchaseOrderLineStatus>;

export const OrderActor = z.enum(['SHOPPER', 'AGENT', 'SYSTEM']);
export type OrderActor = z.infer<typeof OrderActor>;

/** Timeline rows that are no change of status: the agent's actions on a line, and the shopper's payment of a price difference. */
export const ORDER_LINE_ACTIONS = ['PRICE_DIFFERENCE', 'PRICE_DIFFERENCE_PAID', 'REFUNDED', 'CONFIRMED'] as const;
/** Everything a timeline row's `from` and `to` name: an order's or a line's status, or a line action. The shopper reads each translated. */
export const OrderEventKind = z.enum([...PURCHASE_ORDER_STATUSES, 'OUT_OF_STOCK', ...ORDER_LINE_ACTIONS]);
export type OrderEventKind = z.infer<typeof OrderEventKind>;

/** DESK: a refund a FINANCE or OWNER operator gave on the desk, with their reason. */
export const RefundReason = z.enum(['ORDER_CLOSED', 'OUT_OF_STOCK', 'PRICE_DIFFERENCE', 'DESK']);
export type RefundReason = z.infer<typeof RefundReason>;

/**
 * What a refund gives back, part by part (docs/product.md, "Refunds"): the goods, their share
 * of the service fee, and the shop's domestic shipping when its last line went. Null when the
 * parts are not known (the rest of a closed order, a desk refund, a refund cut to what was left).
 */
export const RefundCovers = z.object({ goods: FenAmount, serviceFee: FenAmount, domesticShipping: FenAmount });
export type RefundCovers = z.infer<typeof RefundCovers>;

/** A refund of the order as the order page lists it. */
export const OrderRefund = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  lineId: z.number().int().nullable(),
  amount: FenAmount,
  reason: RefundReason,
  covers: RefundCovers.nullable(),
  /** The operator's reason of a DESK refund; empty otherwise. */
  note: z.string(),
  createdAt: Timestamp,
});
export type OrderRefund = z.infer<typeof OrderRefund>;

export const REMARK_MAX_LENGTH = 500;
/** Extra QC photos a line may ask for on arrival, on top of the 3 every line gets. */
export const EXTRA_QC_PHOTOS_MAX = 10;
/** Lines of one order. */
export const ORDER_LINES_MAX = 200;

/** What the shopper adds to a line: a note to the buyer and extra QC photos. */
const LineOptions = z.object({
  remark: boundedText(REMARK_MAX_LENGTH).optional(),
  extraQcPhotos: z.number().int().min(0).max(EXTRA_QC_PHOTOS_MAX).optional(),
});

/** POST /front/purchase-orders/create: from selected cart items (which leave the cart). */
export const PurchaseOrderCreate = z.object({
  tenantWarehouseId: FormId,
  cartItemIds: z.array(FormId).max(ORDER_LINES_MAX).default([]),
  /** Custom items of the cart (a link the catalog cannot read, priced by the shopper). */
  customItemIds: z.array(FormId).max(ORDER_LINES_MAX).default([]),
  /** Per cart item id (or custom item id) options. */
  lineOptions: z.array(LineOptions.extend({ cartItemId: FormId.optional(), customItemId: FormId.optional() }))
    .max(ORDER_LINES_MAX).default([]),
}).refine((value) => value.cartItemIds.length + value.customItemIds.length > 0, {
  message: 'Choose at least one item', path: ['cartItemIds'],
});
export type PurchaseOrderCreate = z.input<typeof PurchaseOrderCreate>;

/** POST /front/preview-product/create: buy now, one product's SKUs without the cart. */
export const PreviewOrderCreate = ProductItemsPayload.extend({
  tenantWarehouseId: FormId,
  items: z.array(z.object({ productSkuId: z.string().min(1).max(64), quantity: Quantity }).extend(LineOptions.shape)).min(1).max(100),
});
export type PreviewOrderCreate = z.input<typeof PreviewOrderCreate>;

/** A custom item: a link the catalog cannot read, bought by hand at the shopper's stated price. */
export const CustomItemCreate = z.object({
  title: requiredText(200),
  link: z.url({ protocol: /^https?$/ }).max(2000),
  unitPrice: Fen,
  quantity: Quantity,
  specification: boundedText(200).default(''),
  /** An upload key answered by the signed upload. */
  imageKey: UploadKey.optional(),
  remark: boundedText(REMARK_MAX_LENGTH).default(''),
});
export type CustomItemCreate = z.input<typeof CustomItemCreate>;

export const CustomCartItem = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  unitPrice: FenAmount,
  quantity: z.number().int(),
  specification: z.string(),
  image: z.string().nullable(),
  remark: z.string(),
});
export type CustomCartItem = z.infer<typeof CustomCartItem>;

export const PurchaseOrderLine = z.object({
  id: z.number().int(),
  status: PurchaseOrderLineStatus,
  shopId: z.string(),
  shopName: z.string(),
  platform: z.string(),
  productId: z.string().nullable(),
  productSkuId: z.string().nullable(),
  productUrl: z.string(),
  /** A catalog line's title in the reader's language (from the catalog while the product is in it); a custom line's as typed. */
  title: z.string(),
  /** The marketplace's (Chinese) title, when `title` is a translation. */
  originalTitle: z.string().optional(),
  image: z.string().nullable(),
  /** A custom line's specification as the shopper typed it (empty on catalog lines, which have `options`). */
  specification: z.string(),
  /** The options of a catalog line's SKU. */
  options: z.array(LineOption),
  quantity: z.number().int(),
  unitPrice: FenAmount,
  subtotal: FenAmount,
  remark: z.string(),
  extraQcPhotos: z.number().int(),
  custom: z.boolean(),
  /** A custom line waits for the agent's confirmation. */
  confirmed: z.boolean(),
  /** What the agent's buyer tells the shopper about this line (empty when nothing). */
  noteToShopper: z.string(),
  /** The addresses of its QC photos, taken when it reached the warehouse (empty before). */
  qcPhotos: z.array(z.string()),
});
export type PurchaseOrderLine = z.infer<typeof PurchaseOrderLine>;

export const PurchaseOrderShop = z.object({
  shopId: z.string(),
  shopName: z.string(),
  platform: z.string(),
  goods: FenAmount,
  domesticShipping: FenAmount,
  lines: z.array(PurchaseOrderLine),
});

export const PurchaseOrderEvent = z.object({
  id: z.number().int(),
  lineId: z.number().int().nullable(),
  from: OrderEventKind.nullable(),
  to: OrderEventKind,
  actor: OrderActor,
  ...TimelineRowNote,
  createdAt: Timestamp,
});
export type PurchaseOrderEvent = z.infer<typeof PurchaseOrderEvent>;

export const PurchaseOrderWarehouse = z.object({ id: z.number().int(), name: z.string(), city: z.string(), address: z.string() });

/** A payment of the order as the order page lists it. */
export const OrderPaymentSummary = z.object({
  id: z.number().int(),
  paymentNo: z.string(),
  kind: z.string(),
  amount: FenAmount,
  status: z.string(),
  paidAt: Timestamp.nullable(),
});

export const PurchaseOrderSummary = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: PurchaseOrderStatus,
  goods: FenAmount,
  domesticShipping: FenAmount,
  serviceFee: FenAmount,
  total: FenAmount,
  /**
   * Tenant-currency units per CNY the order was priced and shown at (docs/product.md, "Desk
   * settings: preferences and money"); null for an order made before rates were kept.
   */
  cnyExchangeRate: z.number().nullable(),
  /** The order's ORDER payment, paid with /front/payments/{id}/pay or /front/purchase-orders/{id}/pay. */
  paymentId: z.number().int(),
  paymentNo: z.string(),
  /** When an unpaid order closes by itself. */
  payBefore: Timestamp,
  paidAt: Timestamp.nullable(),
  closedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  shops: z.array(PurchaseOrderShop),
  itemCount: z.number().int(),
  /** Its unpaid payments (the order's own while WAITING_PAY, price differences while buying), oldest first. */
  due: z.array(DuePayment),
});
export type PurchaseOrderSummary = z.infer<typeof PurchaseOrderSummary>;

export const PurchaseOrder = PurchaseOrderSummary.extend({
  warehouse: PurchaseOrderWarehouse,
  events: z.array(PurchaseOrderEvent),
  payments: z.array(OrderPaymentSummary),
  /** What was refunded to the balance so far. */
  refunded: FenAmount,
  /** Each refund, oldest first, with what it covers. */
  refunds: z.array(OrderRefund),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;

/** Tabs of /my/purchase: ALL, or one status. */
export const PurchaseOrderTab = z.enum(['ALL', ...PURCHASE_ORDER_STATUSES]);
export type PurchaseOrderTab = z.infer<typeof PurchaseOrderTab>;

/** GET /front/purchase-orders/search. Dates are calendar days (YYYY-MM-DD, UTC), both included. */
export const PurchaseOrderSearch = PageQuery.extend({
  status: PurchaseOrderTab.default('ALL'),
  keyword: boundedText(100).optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export type PurchaseOrderSearch = z.input<typeof PurchaseOrderSearch>;

export const PurchaseOrderSearchResult = listOf(PurchaseOrderSummary).extend({
  /** Orders per tab under the same keyword and dates. */
  tabCounts: z.record(PurchaseOrderTab, z.number().int()),
});
export type PurchaseOrderSearchResult = z.infer<typeof PurchaseOrderSearchResult>;

