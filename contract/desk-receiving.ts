import { z } from 'zod';
import { Id, Int, INT4_MAX, Text, UploadKey } from './bounds';
import { PageQuery } from './paging';
import { listOf } from './problem';

/*
 * The receiving bench of the desk (docs/product.md, "Receiving"): a scanned domestic tracking
 * number finds the order lines a seller shipped or the inbound parcel a shopper registered; the
 * warehouse records weight, size, QC photos and the storage location, and the goods become the
 * shopper's stock-in parcel. Photos are uploads of this site (the signed upload form) that the
 * provider keeps as the shopper's private pictures.
 */

/** A domestic tracking number as a barcode scanner types it: letters, digits and dashes, any case. */
export const ScannedTrackingNo = z.string().trim().regex(/^[A-Za-z0-9-]{1,40}$/, 'Letters, digits and dashes');

/** GET /desk/receiving/scan. */
export const ScanQuery = z.object({ trackingNo: ScannedTrackingNo });

/** The most QC photos one line takes at once. */
export const QC_PHOTOS_MAX = 20;
/** A parcel of at most 1,000 kg and 1,000 cm a side. */
export const WeightGrams = Int(1, 1_000_000);
export const SideCm = Int(1, 1_000);
/** A shelf or bin such as `A-03-2`. */
export const StorageLocation = Text(40, 1);

/** The QC photos of one line: an order line's id, or the index of an inbound parcel's declared content line. */
export const LinePhotos = z.object({
  lineId: Int(0, INT4_MAX),
  keys: z.array(UploadKey).min(1).max(QC_PHOTOS_MAX),
});

const Measures = {
  trackingNo: ScannedTrackingNo,
  weightGrams: WeightGrams,
  lengthCm: SideCm,
  widthCm: SideCm,
  heightCm: SideCm,
  storageLocation: StorageLocation,
  /** One entry per line received, each line once. */
  photos: z.array(LinePhotos).min(1).max(200)
    .refine((photos) => new Set(photos.map((entry) => entry.lineId)).size === photos.length, 'Each line once'),
};

/**
 * POST /desk/receiving/receipts: the order's lines that carry the tracking number and were
 * shipped by the seller (source PURCHASE), or the registered inbound parcel (source INBOUND).
 */
export const ReceiveRequest = z.discriminatedUnion('source', [
  z.object({ source: z.literal('PURCHASE'), orderId: Id, ...Measures }),
  z.object({ source: z.literal('INBOUND'), inboundParcelId: Id, ...Measures }),
]);
export type ReceiveRequest = z.infer<typeof ReceiveRequest>;

/** The stock-in parcel a receipt made. */
export const Receipt = z.object({ parcelId: z.number().int(), parcelNo: z.string(), storageLocation: z.string() });
export type Receipt = z.infer<typeof Receipt>;

const ReceivedAs = { parcelNo: z.string().nullable(), storageLocation: z.string().nullable() };

export const ScannedLine = z.object({
  id: z.number().int(),
  title: z.string(),
  specification: z.string(),
  quantity: z.number().int(),
  status: z.string(),
  extraQcPhotos: z.number().int(),
  /** Whether this line is expected now (the seller shipped it). */
  receivable: z.boolean(),
  ...ReceivedAs,
});
export type ScannedLine = z.infer<typeof ScannedLine>;

/** What a tracking number found: the lines of one order, or one inbound parcel. */
export const ScanMatch = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('PURCHASE'), orderId: z.number().int(), orderNo: z.string(), markCode: z.string(), shopName: z.string(), lines: z.array(ScannedLine),
  }),
  z.object({
    source: z.literal('INBOUND'), inboundParcelId: z.number().int(), markCode: z.string(), carrier: z.string(), status: z.string(),
    contents: z.array(z.object({ index: z.number().int(), name: z.string(), quantity: z.number().int() })), receivable: z.boolean(), ...ReceivedAs,
  }),
]);
export type ScanMatch = z.infer<typeof ScanMatch>;

export const ScanResult = z.object({ trackingNo: z.string(), matches: z.array(ScanMatch) });
export type ScanResult = z.infer<typeof ScanResult>;

export const EXPECTED_SOURCES = ['PURCHASE', 'INBOUND'] as const;

/** GET /desk/receiving/expected: what the warehouse waits for, oldest first; `trackingNo` narrows to numbers starting so. */
export const ExpectedQuery = PageQuery.extend({
  source: z.enum(EXPECTED_SOURCES).optional(),
  trackingNo: z.string().trim().regex(/^[A-Za-z0-9-]{0,40}$/, 'Letters, digits and dashes').optional(),
});
export type ExpectedQuery = z.input<typeof ExpectedQuery>;

/** A seller-shipped order line, or a registered inbound parcel, not yet received. */
export const ExpectedItem = z.object({
  source: z.enum(EXPECTED_SOURCES),
  /** The order line's id, or the inbound parcel's. */
  id: z.number().int(),
  trackingNo: z.string(),
  /** The order's number, or the inbound parcel's carrier. */
  reference: z.string(),
  markCode: z.string(),
  /** The line's title, or the inbound parcel's first declared content. */
  title: z.string(),
  quantity: z.number().int(),
  /** When the order was placed, or the inbound parcel registered. */
  since: z.string(),
});
export type ExpectedItem = z.infer<typeof ExpectedItem>;
export const ExpectedList = listOf(ExpectedItem);
export type ExpectedList = z.infer<typeof ExpectedList>;

/** An arrived line whose shopper asked for extra QC photos the warehouse has not taken yet. */
export const OwedPhotos = z.object({
  lineId: z.number().int(),
  orderNo: z.string(),
  markCode: z.string(),
  title: z.string(),
  specification: z.string(),
  extraQcPhotos: z.number().int(),
  /** The photos the line has so far. */
  photos: z.number().int(),
  parcelNo: z.string().nullable(),
  storageLocation: z.string().nullable(),
});
export type OwedPhotos = z.infer<typeof OwedPhotos>;
export const OwedPhotosList = listOf(OwedPhotos);
export type OwedPhotosList = z.infer<typeof OwedPhotosList>;

/** POST /desk/receiving/extra-photos/{id}: the extra photos of the line, which are then done. */
export const ExtraPhotosRequest = z.object({ keys: z.array(UploadKey).min(1).max(QC_PHOTOS_MAX) });
export type ExtraPhotosRequest = z.infer<typeof ExtraPhotosRequest>;
