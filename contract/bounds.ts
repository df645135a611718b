import { z } from 'zod';

/**
 * The bounds every value from outside is held to, so that bad input is refused at the edge
 * (400) instead of reaching the database (where a NUL byte or an out-of-range number fails the
 * query: a 500). Ids, money and counts live in PostgreSQL `integer` columns.
 */

export const INT4_MAX = 2_147_483_647;
/** Largest quantity of one SKU in one line. */
export const QUANTITY_MAX = 99_999;

// Control characters (C0, DEL, C1) and lone surrogates, which no text field holds and PostgreSQL
// refuses (NUL) or stores as garbage. Multi-line text may still carry line breaks and tabs.
const CONTROL = /[\p{Cc}\p{Cs}]/u;
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\n\r\t])[\p{Cc}\p{Cs}]/u;
const NO_CONTROL_MESSAGE = 'Must not contain control characters';

/** One line of text, trimmed, at most `max` characters (and at least `min`). */
export const Text = (max: number, min = 0) =>
  z.string().trim().min(min).max(max).refine((value) => !CONTROL.test(value), NO_CONTROL_MESSAGE);

/** Text that may span lines (a message, a remark), trimmed, at most `max` characters. */
export const MultilineText = (max: number, min = 0) =>
  z.string().trim().min(min).max(max).refine((value) => !CONTROL_EXCEPT_LINE_BREAKS.test(value), NO_CONTROL_MESSAGE);

/** A secret typed by the shopper (a password): kept as typed, never trimmed, no control characters. */
export const Secret = (max: number, min = 1) =>
  z.string().min(min).max(max).refine((value) => !CONTROL.test(value), NO_CONTROL_MESSAGE);

/** A JSON whole number within [min, max]: no strings, booleans, arrays or fractions. */
export const Int = (min: number, max: number) => z.number().int().min(min).max(max);

/** The id of a row (an `integer` identity column) in a JSON body. */
export const Id = Int(1, INT4_MAX);
/** Money in fen, as an `integer` column holds it. */
export const Money = Int(0, INT4_MAX);
/** A whole number of pieces, at least one; the provider also caps it at the SKU's stock. */
export const Quantity = Int(1, QUANTITY_MAX);

// Plain decimal digits only: `z.coerce.number()` also takes "0x10", "1e3", " 5" and "" (as 0).
const DECIMAL = /^\d{1,16}$/;

/** A whole number within [min, max] given in a query string or a path: decimal digits only. */
export const DecimalInt = (min: number, max: number) =>
  z.string().regex(DECIMAL, 'A whole number in decimal digits').transform(Number).pipe(Int(min, max));

/** An id in a path or a query string. */
export const IdText = DecimalInt(1, INT4_MAX);
/** Money in fen in a query string. */
export const MoneyText = DecimalInt(0, INT4_MAX);
/** A quantity in a query string. */
export const QuantityText = DecimalInt(1, QUANTITY_MAX);
