import { z } from 'zod';
import { BusinessNo, Fen, FenAmount, Id, MultilineText, Text } from './bounds';
import { PurchaseOrderLineStatus } from './orders';
import { PageQuery } from './paging';
import { listOf } from './problem';

/*
 * The purchasing desk (docs/product.md, "Purchasing"): the buyer's queue of paid orders by shop,
 * and the steps a buyer takes on their lines.
 */

/** What a queue line waits for: the buyer to buy it, the shopper to pay a price difference, the seller to ship it, or the buyer to confirm a custom item. */
export const QUEUE_STATES = ['TO_BUY', 'WAITING_PRICE_DIFFERENCE', 'TO_SHIP', 'CUSTOM_TO_CONFIRM'] as const;
export const QueueState = z.enum(QUEUE_STATES);
export type QueueState = z.infer<typeof QueueState>;

/** GET /desk/purchasing/queue: groups of one order's lines of one shop, oldest paid first. */
export const PurchasingQueueQuery = PageQuery.extend({
  platform: Text(40, 1).optional(),
  /** The shop's id or a part of its name. */
  shop: Text(100, 1).optional(),
  orderNo: Text(32, 1).pipe(BusinessNo).optional(),
  state: QueueState.optional(),
});
export type PurchasingQueueQuery = z.input<typeof PurchasingQueueQuery>;

export const QueueLine = z.object({
  id: z.number().int(),
  status: PurchaseOrderLineStatus,
  state: QueueState,
  title: z.string(),
  specification: z.string(),
  quantity: z.number().int(),
  unitPrice: FenAmount,
  /** The seller's page of the item. */
  productUrl: z.string(),
  /** The shopper's remark to the buyer. */
  remark: z.string(),
  custom: z.boolean(),
  sellerOrderNo: z.string(),
  domesticTrackingNo: z.string(),
  noteToShopper: z.string(),
});
export type QueueLine = z.infer<typeof QueueLine>;

/** One order's open lines of one shop. */
export const QueueGroup = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  platform: z.string(),
  /** ISO 8601: when the shopper paid the order; the queue's age. */
  paidAt: z.string(),
  /** The order's price differences the shopper has not paid yet, in fen (0 when none). */
  unpaidDifference: FenAmount,
  lines: z.array(QueueLine),
});
export type QueueGroup = z.infer<typeof QueueGroup>;

export const PurchasingQueue = listOf(QueueGroup);
export type PurchasingQueue = z.infer<typeof PurchasingQueue>;

/** The most lines one bulk action takes. */
export const BULK_LINES_MAX = 50;
const LineIds = z.array(Id).min(1).max(BULK_LINES_MAX).refine((ids) => new Set(ids).size === ids.length, 'Each line once');

/** The seller's own order number, as the seller's site shows it. */
export const SellerOrderNo = Text(64, 1);
/**
 * The seller's domestic tracking number, stored trimmed as entered: the receiving desk finds the
 * line by it.
 */
export const DomesticTrackingNo = Text(64, 1);

/** POST /desk/purchasing/lines/buy: lines of one shop bought under one seller order, each at its real unit price. */
export const BuyLinesRequest = z.object({
  sellerOrderNo: SellerOrderNo,
  lines: z.array(z.object({ id: Id, unitPrice: Fen })).min(1).max(BULK_LINES_MAX)
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, 'Each line once'),
});
export type BuyLinesRequest = z.infer<typeof BuyLinesRequest>;

/** POST /desk/purchasing/lines/ship: bought lines of one shop the seller shipped under one tracking number. */
export const ShipLinesRequest = z.object({ domesticTrackingNo: DomesticTrackingNo, lineIds: LineIds });
export type ShipLinesRequest = z.infer<typeof ShipLinesRequest>;

/** POST /desk/purchasing/lines/out-of-stock: lines of one shop the seller has none of. */
export const OutOfStockRequest = z.object({ lineIds: LineIds });
export type OutOfStockRequest = z.infer<typeof OutOfStockRequest>;

/** POST /desk/purchasing/lines/{id}/price: a line's real unit price before it is bought (a custom item answered with its price). */
export const LinePriceRequest = z.object({ unitPrice: Fen });
export type LinePriceRequest = z.infer<typeof LinePriceRequest>;

/** PUT /desk/purchasing/lines/{id}/note: what the shopper reads with the line (empty clears it). */
export const LineNoteRequest = z.object({ note: MultilineText(500) });
export type LineNoteRequest = z.infer<typeof LineNoteRequest>;

/** What a desk step answers: the lines it took, as they are now. */
export const LinesChanged = z.object({
  lines: z.array(z.object({ id: z.number().int(), status: PurchaseOrderLineStatus, unitPrice: FenAmount })),
});
export type LinesChanged = z.infer<typeof LinesChanged>;
