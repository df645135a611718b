import { z } from 'zod';
import { FenAmount } from './bounds';

/*
 * Notices: what the shopper is told of a change (paid from the balance or by card, purchased,
 * arrived, a refund, a price difference, a deposit confirmed, a transit order packed, shipped or
 * delivered, free storage ending, a message from the desk), stored as a stable kind with its values and rendered in the
 * reader's language when read: on the notifications page from the translations
 * `notice:<KIND>.title` and `notice:<KIND>.body`, in e-mail by the provider from the same files.
 * Amounts are CNY fen; the renderer shows them in CNY and the tenant currency.
 */

const orderNo = z.string();
/** A line's title as the shop wrote it. */
const item = z.string();
/** An operator's reason, shown as written. */
const reason = z.string();
/** A whole count (grams, days) shown as it is. */
const count = z.number().int().min(0);

export const Notice = z.discriminatedUnion('kind', [
  /** Payments from the balance; `references` lists their order or payment numbers. */
  z.object({ kind: z.literal('PAYMENT_RECEIVED'), params: z.object({ amount: FenAmount, balance: FenAmount, references: z.string() }) }),
  z.object({ kind: z.literal('ORDER_PURCHASED'), params: z.object({ orderNo }) }),
  z.object({ kind: z.literal('ORDER_ARRIVED'), params: z.object({ orderNo }) }),
  z.object({ kind: z.literal('LINE_OUT_OF_STOCK'), params: z.object({ orderNo, item, amount: FenAmount }) }),
  z.object({ kind: z.literal('PRICE_DIFFERENCE_DUE'), params: z.object({ orderNo, item, amount: FenAmount, paymentNo: z.string() }) }),
  z.object({ kind: z.literal('PRICE_DIFFERENCE_REFUNDED'), params: z.object({ orderNo, item, amount: FenAmount }) }),
  z.object({ kind: z.literal('ORDER_CLOSED_REFUNDED'), params: z.object({ orderNo, amount: FenAmount }) }),
  z.object({ kind: z.literal('DEPOSIT_CONFIRMED'), params: z.object({ depositNo: z.string(), amount: FenAmount }) }),
  /** The desk's money actions (docs/product.md, "Desk"); `reason` is the operator's own words. */
  z.object({ kind: z.literal('DEPOSIT_REJECTED'), params: z.object({ depositNo: z.string(), amount: FenAmount, reason }) }),
  z.object({ kind: z.literal('WITHDRAWAL_APPROVED'), params: z.object({ withdrawalNo: z.string(), amount: FenAmount }) }),
  z.object({ kind: z.literal('WITHDRAWAL_PAID'), params: z.object({ withdrawalNo: z.string(), amount: FenAmount, bankReference: z.string() }) }),
  z.object({ kind: z.literal('WITHDRAWAL_REJECTED'), params: z.object({ withdrawalNo: z.string(), amount: FenAmount, reason }) }),
  z.object({ kind: z.literal('ORDER_REFUNDED'), params: z.object({ orderNo, amount: FenAmount, reason }) }),
  /** A manual change of the balance: `amount` is signed (a debit is negative), `balance` what is left. */
  z.object({ kind: z.literal('BALANCE_ADJUSTED'), params: z.object({ amount: FenAmount, balance: FenAmount, reason }) }),
  /** A payment by card or wallet through an external provider; `references` as for PAYMENT_RECEIVED. */
  z.object({ kind: z.literal('CARD_PAYMENT_RECEIVED'), params: z.object({ amount: FenAmount, references: z.string() }) }),
  /** A transit order was packed and weighed: its actual fee (`estimate` was quoted when it was placed) waits in `paymentNo`. */
  z.object({ kind: z.literal('TRANSIT_FEE_DUE'), params: z.object({ orderNo, weightGrams: count, amount: FenAmount, estimate: FenAmount, paymentNo: z.string() }) }),
  z.object({ kind: z.literal('TRANSIT_SHIPPED'), params: z.object({ orderNo, carrier: z.string(), trackingNumber: z.string() }) }),
  z.object({ kind: z.literal('TRANSIT_DELIVERED'), params: z.object({ orderNo }) }),
  /** A parcel in stock whose free storage ends in `daysLeft` days. */
  z.object({ kind: z.literal('STORAGE_ENDING'), params: z.object({ parcelNo: z.string(), daysLeft: count }) }),
  /** An inbound parcel the shopper registered by `trackingNo` arrived: it is their stock-in parcel `parcelNo`. */
  z.object({ kind: z.literal('INBOUND_ARRIVED'), params: z.object({ trackingNo: z.string(), parcelNo: z.string() }) }),
  /** The warehouse took the extra QC photos the shopper asked for of a line. */
  z.object({ kind: z.literal('QC_PHOTOS_ADDED'), params: z.object({ orderNo, item }) }),
  /** A message an operator wrote at the desk: its subject and text shown as written, in a frame of the reader's language. */
  z.object({ kind: z.literal('DESK_MESSAGE'), params: z.object({ subject: z.string(), message: z.string() }) }),
]);
export type Notice = z.infer<typeof Notice>;
export type NoticeKind = Notice['kind'];
export const NOTICE_KINDS = Notice.options.map((option) => option.shape.kind.value);

/** Values of a notice whose name says they are money (fen). */
const MONEY_VALUES: ReadonlySet<string> = new Set(['amount', 'balance', 'estimate']);

/** The values a notice's translation interpolates: money formatted by `money`, the rest as stored. */
export function noticeValues(notice: Notice, money: (fen: number) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(notice.params).map(([name, value]: [string, string | number]) =>
    [name, typeof value === 'number' && MONEY_VALUES.has(name) ? money(value) : String(value)]));
}
