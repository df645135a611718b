import { z } from 'zod';

/*
 * Bounds for ids, money and free text of orders, payments and the account. Every value that
 * comes from outside is checked here before it reaches the database: ids fit PostgreSQL's
 * int4, money is whole fen far below what bigint (and a JS number) hold exactly, text has a
 * length limit and no control characters.
 */

/** The largest PostgreSQL int4: identity columns never exceed it. */
export const INT4_MAX = 2_147_483_647;
/** ¥10,000,000.00: the most a shopper may state as one price, value, deposit or withdrawal. */
export const FEN_MAX = 1_000_000_000;
/**
 * ¥1,000,000,000.00: the most any computed amount may come to (a line, an order's total, a
 * transit fee or declared value, the sum of a batch payment), checked by the provider
 * (AMOUNT_TOO_LARGE). Far below 2^53, so every sum of such amounts stays exact in a JS number.
 */
export const ORDER_FEN_MAX = 100_000_000_000;
export const withinOrderFenMax = (fen: number): boolean => Number.isSafeInteger(fen) && fen <= ORDER_FEN_MAX;

/** A row id in a path or body, as a JSON integer or a decimal string (paths are strings). */
export const RecordId = z.coerce.number().int().min(1).max(INT4_MAX);
export const RecordIdParam = z.object({ id: RecordId });

/** A positive amount of CNY fen, a JSON integer. */
export const Fen = z.number().int().min(1).max(FEN_MAX);
/** Pieces of one line, a JSON integer (a string or a fraction is refused). */
export const JsonQuantity = z.number().int().min(1).max(99_999);

/** A fen amount in an answer (may be 0 or, for ledger changes, negative). */
export const FenAmount = z.number().int();

/** No C0/C1 control characters (line breaks included): text is shown on one line or in a cell. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
export const boundedText = (max: number) => z.string().trim().max(max).regex(NO_CONTROL_CHARACTERS, 'No control characters');
export const requiredText = (max: number) => boundedText(max).pipe(z.string().min(1));

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
