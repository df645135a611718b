import { z } from 'zod';

/**
 * The bounds every value from outside is held to, so that bad input is refused at the edge
 * (400) instead of reaching the database (where a NUL byte or an out-of-range number fails the
 * query: a 500): ids fit PostgreSQL's int4, money is whole fen far below what bigint (and a JS
 * number) hold exactly, text has a length limit and no control characters. One module for every
 * kind of value, so each kind has one schema.
 */

/** The largest PostgreSQL int4: identity columns never exceed it. */
export const INT4_MAX = 2_147_483_647;
/** Largest quantity of one SKU in one line. */
export const QUANTITY_MAX = 99_999;
/** ¥10,000,000.00: the most a shopper may state as one price, value, deposit or withdrawal. */
export const FEN_MAX = 1_000_000_000;
/**
 * ¥1,000,000,000.00: the most any computed amount may come to (a line, an order's total, a
 * transit fee or declared value, the sum of a batch payment), checked by the provider
 * (AMOUNT_TOO_LARGE). Far below 2^53, so every sum of such amounts stays exact in a JS number.
 */
export const ORDER_FEN_MAX = 100_000_000_000;
export const withinOrderFenMax = (fen: number): boolean => Number.isSafeInteger(fen) && fen <= ORDER_FEN_MAX;

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

/** Markup an editor sends (an article's HTML), kept as sent, at most `max` characters; line breaks and tabs allowed. */
export const Html = (max: number) =>
  z.string().max(max).refine((value) => !CONTROL_EXCEPT_LINE_BREAKS.test(value), NO_CONTROL_MESSAGE);

/** A secret typed by the shopper (a password): kept as typed, never trimmed, no control characters. */
export const Secret = (max: number, min = 1) =>
  z.string().min(min).max(max).refine((value) => !CONTROL.test(value), NO_CONTROL_MESSAGE);

/** A JSON whole number within [min, max]: no strings, booleans, arrays or fractions. */
export const Int = (min: number, max: number) => z.number().int().min(min).max(max);

/** The id of a row (an `integer` identity column) in a JSON body. */
export const Id = Int(1, INT4_MAX);
/** A row id in a JSON body that the storefront's forms send as a select's decimal text, or as a number. */
export const FormId = z.coerce.number().int().min(1).max(INT4_MAX);
/** A positive amount of CNY fen a shopper states (a price, a value, a deposit), a JSON integer. */
export const Fen = Int(1, FEN_MAX);
/** A positive amount of CNY fen the provider computed and the shopper quotes back (what a payment costs). */
export const OrderFen = Int(1, ORDER_FEN_MAX);
/** A fen amount in an answer (may be 0 or, for ledger changes, negative). */
export const FenAmount = z.number().int();
/** A whole number of pieces, at least one; the provider also caps it at the SKU's stock. */
export const Quantity = Int(1, QUANTITY_MAX);

// Plain decimal digits only: `z.coerce.number()` also takes "0x10", "1e3", " 5" and "" (as 0).
const DECIMAL = /^\d{1,16}$/;

/** A whole number within [min, max] given in a query string or a path: decimal digits only. */
export const DecimalInt = (min: number, max: number) =>
  z.string().regex(DECIMAL, 'A whole number in decimal digits').transform(Number).pipe(Int(min, max));

/** An id in a path or a query string. */
export const IdText = DecimalInt(1, INT4_MAX);
export const IdParam = z.object({ id: IdText });
/** Money in fen in a query string: a price filter, open up to the int4 range (the largest end means no end). */
export const FenText = DecimalInt(0, INT4_MAX);
/** A quantity in a query string. */
export const QuantityText = DecimalInt(1, QUANTITY_MAX);

/** Trimmed single-line text of at most `max` characters; empty allowed. */
export const boundedText = (max: number) => Text(max);
/** Trimmed single-line text of 1 to `max` characters. */
export const requiredText = (max: number) => Text(max, 1);

/** Order, payment, deposit, withdrawal and refund numbers: a prefix of letters and digits. */
export const BusinessNo = z.string().regex(/^[A-Z]{2}\d{6,20}$/, 'A number such as PO2611230100001');

/** A six-digit pay password. */
export const PayPassword = z.string().regex(/^\d{6}$/, 'Six digits');

/** An Idempotency-Key header: printable ASCII, 8–128 characters (a UUID fits). */
export const IdempotencyKey = z.string().regex(/^[\x21-\x7e]{8,128}$/, '8–128 printable ASCII characters');
export const IdempotencyHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() });

/** A storage key answered by the signed upload (GET /front/upload-token), e.g. `search/default/20261123/<uuid>.jpg`. */
export const UploadKey = z.string().max(300).regex(/^[a-z]+\/[A-Za-z0-9_-][A-Za-z0-9._/-]*$/, 'An upload key').refine((key) => !key.includes('..'), 'An upload key');

/** A time in an answer, ISO 8601. */
export const Timestamp = z.string();
