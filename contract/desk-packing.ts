import { z } from 'zod';
import { IdText, Int, requiredText, Text, Timestamp, UploadKey } from './bounds';
import { PageQuery } from './paging';
import { listOf } from './problem';
import { CustomsLine, type TrackingEventCode, TransitOrder, TransitOrderSummary, type TransitOrderStatus } from './transit';

/*
 * The desk's packing and shipping (docs/product.md, "Desk": packing): WAREHOUSE and OWNER
 * operators pack a transit order (its fee then computed from the line's rates and asked of the
 * shopper), ship it once paid, and record the carrier's scans up to delivery.
 */

/** The packing queue's stages, each a few transit order states, in the order the work goes. */
export const PACKING_STAGES = ['TO_PACK', 'WAITING_FEE', 'TO_SHIP', 'SHIPPED'] as const;
export const PackingStage = z.enum(PACKING_STAGES);
export type PackingStage = z.infer<typeof PackingStage>;

export const STAGE_STATUSES = {
  TO_PACK: ['CREATED', 'PACKING'],
  WAITING_FEE: ['PACKED', 'WAITING_PAY'],
  TO_SHIP: ['PAID'],
  SHIPPED: ['SHIPPED'],
} as const satisfies Record<PackingStage, readonly TransitOrderStatus[]>;

/** A destination country filter: ISO 3166-1 alpha-2, any case. */
const CountryCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'A country code such as VN');

/** GET /desk/packing: one stage, oldest first, narrowed by order number, line and country. */
export const PackingQueueQuery = PageQuery.extend({
  stage: PackingStage.default('TO_PACK'),
  /** A transit order number, or its start. */
  orderNo: Text(40).optional(),
  transitOptionId: IdText.optional(),
  country: CountryCode.optional(),
});
export type PackingQueueQuery = z.input<typeof PackingQueueQuery>;

/** Whose order it is, as the desk shows them. */
export const DeskShopper = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type DeskShopper = z.infer<typeof DeskShopper>;

/** A parcel inside a transit order, as the packer finds it on the shelf. */
export const PackingParcel = z.object({
  id: z.number().int(),
  parcelNo: z.string(),
  weightGrams: z.number().int(),
  lengthCm: z.number().int(),
  widthCm: z.number().int(),
  heightCm: z.number().int(),
});
export type PackingParcel = z.infer<typeof PackingParcel>;

export const PackingQueueItem = TransitOrderSummary.extend({
  shopper: DeskShopper,
  parcels: z.array(PackingParcel),
  /** The declared customs lines, by parcel (`purchaseParcelId`). */
  customsLines: z.array(CustomsLine),
  /** When the order last changed: how long it has waited at its stage. */
  updatedAt: Timestamp,
});
export type PackingQueueItem = z.infer<typeof PackingQueueItem>;

export const PackingQueue = listOf(PackingQueueItem).extend({
  /** Orders at each stage under the same filters. */
  stageCounts: z.record(PackingStage, z.number().int()),
});
export type PackingQueue = z.infer<typeof PackingQueue>;

/** GET /desk/packing/{id}: the whole order (as its shopper sees it, photos included) and whose it is. */
export const PackingOrder = z.object({ order: TransitOrder, shopper: DeskShopper });
export type PackingOrder = z.infer<typeof PackingOrder>;

/** The most photos of one packed parcel. */
export const PACKAGE_PHOTOS_MAX = 10;

/** POST /desk/packing/{id}/pack: the packed parcel as weighed and measured, and its photos (upload keys). */
export const PackRequest = z.object({
  /** Grams, up to 1,000 kg. */
  weightGrams: Int(1, 1_000_000),
  /** Centimetres, up to 5 m a side. */
  lengthCm: Int(1, 500),
  widthCm: Int(1, 500),
  heightCm: Int(1, 500),
  photoKeys: z.array(UploadKey).min(1).max(PACKAGE_PHOTOS_MAX).refine((keys) => new Set(keys).size === keys.length, 'Each photo once'),
});
export type PackRequest = z.infer<typeof PackRequest>;

/** POST /desk/packing/{id}/ship: the carrier it was handed to, and its tracking number. */
export const ShipRequest = z.object({
  carrier: requiredText(60),
  trackingNumber: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/, 'Letters, digits and dashes'),
});
export type ShipRequest = z.infer<typeof ShipRequest>;

/** The scans an operator records after hand-over (the hand-over itself is the ship step's). */
export const SCAN_CODES = ['DEPARTED_ORIGIN', 'ARRIVED_DESTINATION_COUNTRY', 'CUSTOMS_CLEARED', 'OUT_FOR_DELIVERY', 'READY_FOR_PICKUP', 'DELIVERED'] as const satisfies readonly TrackingEventCode[];

/** POST /desk/packing/{id}/scans: a carrier's scan; DELIVERED delivers the order. */
export const ScanRequest = z.object({
  code: z.enum(SCAN_CODES),
  location: requiredText(100),
});
export type ScanRequest = z.infer<typeof ScanRequest>;
