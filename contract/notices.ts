import { z } from 'zod';
import { FenAmount } from './money-bounds';

/*
 * Notices: what the shopper is told of a change (paid, purchased, arrived, a refund, a price
 * difference, a deposit confirmed), stored as a stable kind with its values and rendered in the
 * reader's language when read: on the notifications page from the translations
 * `notice:<KIND>.title` and `notice:<KIND>.body`, in e-mail by the provider from the same files.
 * Amounts are CNY fen; the renderer shows them in CNY and the tenant currency.
 */

const orderNo = z.string();
/** A line's title as the shop wrote it. */
const item = z.string();

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
]);
export type Notice = z.infer<typeof Notice>;
export type NoticeKind = Notice['kind'];
export const NOTICE_KINDS = Notice.options.map((option) => option.shape.kind.value);

/** Values of a notice whose name says they are money (fen). */
const MONEY_VALUES: ReadonlySet<string> = new Set(['amount', 'balance']);

/** The values a notice's translation interpolates: money formatted by `money`, the rest as stored. */
export function noticeValues(notice: Notice, money: (fen: number) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(notice.params).map(([name, value]: [string, string | number]) =>
    [name, typeof value === 'number' && MONEY_VALUES.has(name) ? money(value) : String(value)]));
}
