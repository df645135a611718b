import { z } from 'zod';
import { FenAmount } from './bounds';

/**
 * What a timeline row of an order or transit order says besides its status (docs/product.md,
 * "Timeline notes"): a code from this closed list and its values (amounts in CNY fen, grams,
 * quantities, numbers), never finished text, so every page writes it in its own language and
 * digits. The one free text is an operator's reason, kept as typed and shown as such.
 */
const note = <K extends string, V extends z.ZodRawShape>(key: K, values: V) =>
  z.object({ key: z.literal(key), values: z.object(values) });

const Count = z.number().int();

/** The seller's unit price of a line changed from `from` to `to` (CNY fen) for `quantity` pieces. */
export const PriceChange = z.object({ from: FenAmount, to: FenAmount, quantity: Count });
export type PriceChange = z.infer<typeof PriceChange>;

export const TimelineNote = z.discriminatedUnion('key', [
  /** An amount paid, refunded, asked for or confirmed: the row's kind says which. */
  note('AMOUNT', { amount: FenAmount }),
  /** The seller's unit price changed for `quantity` pieces; a price difference to pay follows. */
  note('PRICE_CHANGE', PriceChange.shape),
  /** The seller's unit price fell: `amount` went back to the balance. */
  note('PRICE_CHANGE_REFUNDED', { ...PriceChange.shape, amount: FenAmount }),
  note('SELLER_ORDER_NO', { number: z.string() }),
  note('DOMESTIC_TRACKING_NO', { number: z.string() }),
  note('CANCELLED_BY_SHOPPER', {}),
  note('NOT_PAID_IN_TIME', {}),
  note('NOTHING_BOUGHT', {}),
  /** An operator's own words, shown as typed (in the language they were typed in). */
  note('OPERATOR_REASON', { text: z.string() }),
  note('CLOSED_BY_SHOPPER', {}),
  note('RECEIVED', {}),
  note('AUTO_COMPLETED', { days: Count }),
  note('PACKED', { grams: Count, amount: FenAmount }),
  note('SHIPPED', { carrier: z.string(), trackingNumber: z.string() }),
]);
export type TimelineNote = z.infer<typeof TimelineNote>;
export type TimelineNoteKey = TimelineNote['key'];
export const TIMELINE_NOTE_KEYS = TimelineNote.options.map((option) => option.shape.key.value);

/** The note of a row naming an amount (paid, refunded, asked for, confirmed). */
export const amountNote = (amount: number): TimelineNote => ({ key: 'AMOUNT', values: { amount } });

/** The values of the note `key`, as a writer passes them. */
export type TimelineNoteValues<K extends TimelineNoteKey> = Extract<TimelineNote, { key: K }>['values'];

/** A timeline row's note: a code with values, or (rows written before notes had codes) the English text they were written with. */
export const TimelineRowNote = {
  note: TimelineNote.nullable(),
  /** The text of a row written before notes had codes, shown as written; empty on newer rows. */
  legacyNote: z.string(),
};
