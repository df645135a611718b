import { z } from 'zod';
import { PageQuery } from './paging';
import { listOf } from './problem';
import { boundedText, Fen, FenAmount, FormId, PayPassword, requiredText, Timestamp, UploadKey } from './bounds';
import { OrderRefund } from './orders';
import { DepositStatus, ExternalProvider, WithdrawalStatus } from './payments';
import { VerificationCode } from './user';

/**
 * The prepaid account (docs/product.md, "Balance"): an available and a frozen amount in fen,
 * and the ledger every change writes (the available amount always equals the ledger's sum of
 * `amount`, the frozen amount the sum of `frozenAmount`).
 */

/** ADJUSTMENT: a manual change of the balance by a FINANCE or OWNER operator, with its reason (docs/product.md, "Desk"). */
export const LEDGER_KINDS = ['DEPOSIT', 'PAYMENT', 'REFUND', 'WITHDRAWAL_FREEZE', 'WITHDRAWAL', 'WITHDRAWAL_UNFREEZE', 'ADJUSTMENT'] as const;
export const LedgerKind = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof LedgerKind>;
export const LedgerReferenceType = z.enum(['ORDER', 'PAYMENT', 'DEPOSIT', 'WITHDRAWAL', 'REFUND', 'ADJUSTMENT']);
export type LedgerReferenceType = z.infer<typeof LedgerReferenceType>;

/** GET /front/user-account/root. */
export const UserAccount = z.object({
  available: FenAmount,
  frozen: FenAmount,
  currency: z.literal('CNY'),
  payPasswordSet: z.boolean(),
});
export type UserAccount = z.infer<typeof UserAccount>;

/**
 * What a ledger row was for, as the shopper knows it (docs/product.md, "Balance"): the order or
 * transit order a payment or refund concerns, the deposit or withdrawal, or a desk adjustment;
 * `id` links to it (null where there is no page: an adjustment, a demo opening deposit).
 */
export const LedgerSubject = z.object({
  type: z.enum(['ORDER', 'TRANSIT_ORDER', 'DEPOSIT', 'WITHDRAWAL', 'ADJUSTMENT']),
  id: z.number().int().nullable(),
  no: z.string(),
});
export type LedgerSubject = z.infer<typeof LedgerSubject>;

export const LedgerEntry = z.object({
  id: z.number().int(),
  kind: LedgerKind,
  /** Change of the available amount (negative for a debit). */
  amount: FenAmount,
  balanceAfter: FenAmount,
  frozenAmount: FenAmount,
  frozenAfter: FenAmount,
  referenceType: LedgerReferenceType,
  /** The order, payment, deposit, withdrawal or refund number. */
  reference: z.string(),
  /** What it was for. */
  subject: LedgerSubject,
  createdAt: Timestamp,
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/** GET /front/user-account/transactions. */
export const LedgerQuery = PageQuery.extend({
  kind: LedgerKind.optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export type LedgerQuery = z.input<typeof LedgerQuery>;
export const LedgerPage = listOf(LedgerEntry);

/** GET /front/user-account/queryDetail/{id}: a ledger row with the order it concerns, when there is one. */
export const LedgerEntryDetail = LedgerEntry.extend({
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  /** The payment, deposit, withdrawal or refund's own note or state. */
  description: z.string(),
});
export type LedgerEntryDetail = z.infer<typeof LedgerEntryDetail>;

/** GET /front/user-account/querySummary: spending and deposits per calendar month (UTC), oldest first. */
export const SummaryQuery = z.object({ months: z.coerce.number().int().min(1).max(24).default(12) });
export const MonthlySummary = z.object({
  months: z.array(z.object({ month: z.string(), spent: FenAmount, deposited: FenAmount, refunded: FenAmount })),
});
export type MonthlySummary = z.infer<typeof MonthlySummary>;

/** GET /front/user-account/operations: deposits and withdrawals with their state. */
export const AccountOperation = z.object({
  id: z.number().int(),
  type: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  no: z.string(),
  amount: FenAmount,
  status: z.union([DepositStatus, WithdrawalStatus]),
  channel: z.string(),
  certificate: z.string().nullable(),
  remark: z.string(),
  /** Why the agent rejected it (a rejected deposit or withdrawal), else null. */
  rejectReason: z.string().nullable(),
  /** The bank's reference of a paid-out withdrawal, else null. */
  bankReference: z.string().nullable(),
  createdAt: Timestamp,
});
export type AccountOperation = z.infer<typeof AccountOperation>;
export const OperationsQuery = PageQuery.extend({ type: z.enum(['DEPOSIT', 'WITHDRAWAL']).optional() });
export const OperationsPage = listOf(AccountOperation);

export const FirstPayPassword = z.object({ payPassword: PayPassword });
export const ResetPayPassword = z.object({ oldPayPassword: PayPassword, newPayPassword: PayPassword });
/**
 * A forgotten pay password, replaced with a code mailed to the shopper's own address
 * (POST /front/user/send-email-code with purpose RESET_PASSWORD); the session proves who asks.
 */
export const ForgottenPayPassword = z.object({ payPassword: PayPassword, emailVerificationCode: VerificationCode });


/** POST /front/user-account/deposits: a bank transfer (certificate now or later), or a card/wallet channel. */
export const DepositCreate = z.object({
  channel: z.string().regex(/^[A-Z0-9_]{2,40}$/),
  amount: Fen,
  certificateKey: UploadKey.optional(),
  remark: boundedText(200).default(''),
});
export type DepositCreate = z.input<typeof DepositCreate>;
/** POST /front/user-account/certificate and update-deposit: attach or replace a pending deposit's certificate. */
export const DepositCertificate = z.object({
  depositId: FormId,
  certificateKey: UploadKey,
  amount: Fen.optional(),
  remark: boundedText(200).optional(),
});

export const Deposit = z.object({
  id: z.number().int(),
  depositNo: z.string(),
  channel: z.string(),
  amount: FenAmount,
  status: DepositStatus,
  certificate: z.string().nullable(),
  /** For a card/wallet channel: the payment to pay through its provider. */
  paymentNo: z.string().nullable(),
  createdAt: Timestamp,
});
export type Deposit = z.infer<typeof Deposit>;

export const WithdrawalCreate = z.object({
  amount: Fen,
  account: requiredText(200),
  payPassword: PayPassword,
});
export type WithdrawalCreate = z.input<typeof WithdrawalCreate>;
export const Withdrawal = z.object({
  id: z.number().int(),
  withdrawalNo: z.string(),
  amount: FenAmount,
  account: z.string(),
  status: WithdrawalStatus,
  createdAt: Timestamp,
});

/** GET /front/deposit-channels: how the tenant takes deposits. */
export const DepositChannel = z.object({
  channel: z.string(),
  type: z.enum(['BANK_TRANSFER', 'EXTERNAL']),
  provider: ExternalProvider.nullable(),
  /** For a bank transfer: where to send the money. */
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNo: z.string().nullable(),
  /** The bank's SWIFT/BIC code, for a transfer from abroad; null when none. */
  swiftCode: z.string().nullable(),
  /** How to make the transfer, in the request's language (or the best the tenant wrote); empty when none. */
  instructions: z.string(),
  minAmount: FenAmount,
});
export type DepositChannel = z.infer<typeof DepositChannel>;

/** GET /front/refunds: a refund with the order it was for. */
export const Refund = OrderRefund.extend({
  orderId: z.number().int(),
  orderNo: z.string(),
});
export type Refund = z.infer<typeof Refund>;
export const RefundsPage = listOf(Refund);
