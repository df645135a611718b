import { z } from 'zod';
import { BusinessNo, Fen, FEN_MAX, FenAmount, Int, Text, Timestamp } from './bounds';
import { PageQuery } from './paging';
import { DepositStatus, WithdrawalStatus } from './payments';
import { listOf } from './problem';
import { Email } from './user';

/*
 * The desk's money area (docs/product.md, "Desk"): FINANCE and OWNER operators confirm or
 * reject deposits, approve, pay out or reject withdrawals, refund orders and adjust balances
 * (above the tenant's four-eyes threshold only with a second operator's approval), and
 * reconcile each day's money. Amounts are CNY fen.
 */

/** Why an operator rejects or adjusts: shown to the shopper as written. */
export const MoneyReason = Text(200, 1);

/** GET /desk/money/deposits: the work queue (PENDING) by default; `no` finds one deposit. */
export const DeskDepositQuery = PageQuery.extend({
  status: z.union([DepositStatus, z.literal('ALL')]).default('PENDING'),
  no: BusinessNo.optional(),
});
export type DeskDepositQuery = z.input<typeof DeskDepositQuery>;

export const DeskDeposit = z.object({
  id: z.number().int(),
  depositNo: z.string(),
  userId: z.number().int(),
  shopperEmail: z.string(),
  channel: z.string(),
  amount: FenAmount,
  status: DepositStatus,
  /** A short-lived signed link to the transfer certificate picture, or null. */
  certificate: z.string().nullable(),
  remark: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: Timestamp,
  /** When it was confirmed or rejected. */
  decidedAt: Timestamp.nullable(),
});
export type DeskDeposit = z.infer<typeof DeskDeposit>;
export const DeskDepositList = listOf(DeskDeposit);
export type DeskDepositList = z.infer<typeof DeskDepositList>;

/** GET /desk/money/withdrawals: the work queue (PENDING) by default. */
export const DeskWithdrawalQuery = PageQuery.extend({
  status: z.union([WithdrawalStatus, z.literal('ALL')]).default('PENDING'),
  no: BusinessNo.optional(),
});
export type DeskWithdrawalQuery = z.input<typeof DeskWithdrawalQuery>;

export const DeskWithdrawal = z.object({
  id: z.number().int(),
  withdrawalNo: z.string(),
  userId: z.number().int(),
  shopperEmail: z.string(),
  amount: FenAmount,
  /** Where the money goes, as the shopper wrote it. */
  account: z.string(),
  status: WithdrawalStatus,
  bankReference: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: Timestamp,
  approvedAt: Timestamp.nullable(),
  decidedAt: Timestamp.nullable(),
});
export type DeskWithdrawal = z.infer<typeof DeskWithdrawal>;
export const DeskWithdrawalList = listOf(DeskWithdrawal);
export type DeskWithdrawalList = z.infer<typeof DeskWithdrawalList>;

/** POST /desk/money/deposits/{id}/reject and /desk/money/withdrawals/{id}/reject. */
export const MoneyRejection = z.object({ reason: MoneyReason });
export type MoneyRejection = z.infer<typeof MoneyRejection>;

/** POST /desk/money/withdrawals/{id}/pay: the bank's reference of the transfer that paid it out. */
export const WithdrawalPayOut = z.object({ bankReference: Text(64, 1) });
export type WithdrawalPayOut = z.infer<typeof WithdrawalPayOut>;

/** POST /desk/money/refunds: money of an order back to its shopper's balance. */
export const DeskRefundRequest = z.object({ orderNo: BusinessNo, amount: Fen, reason: MoneyReason });
export type DeskRefundRequest = z.infer<typeof DeskRefundRequest>;

/** POST /desk/money/adjustments: a signed change of a shopper's balance (a debit is negative). */
export const AdjustmentRequest = z.object({
  email: Email,
  amount: Int(-FEN_MAX, FEN_MAX).refine((amount) => amount !== 0, 'Not zero'),
  reason: MoneyReason,
});
export type AdjustmentRequest = z.input<typeof AdjustmentRequest>;

export const MONEY_APPROVAL_KINDS = ['REFUND', 'WITHDRAWAL', 'ADJUSTMENT'] as const;
export const MoneyApprovalKind = z.enum(MONEY_APPROVAL_KINDS);
export type MoneyApprovalKind = z.infer<typeof MoneyApprovalKind>;
export const MONEY_APPROVAL_STATES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export const MoneyApprovalState = z.enum(MONEY_APPROVAL_STATES);
export type MoneyApprovalState = z.infer<typeof MoneyApprovalState>;

/** A money action above the threshold, waiting for (or decided by) a second operator. */
export const MoneyApproval = z.object({
  id: z.number().int(),
  kind: MoneyApprovalKind,
  shopperEmail: z.string(),
  /** The order of a REFUND, the withdrawal of a WITHDRAWAL; null otherwise. */
  orderNo: z.string().nullable(),
  withdrawalNo: z.string().nullable(),
  /** Signed for an ADJUSTMENT. */
  amount: FenAmount,
  reason: z.string(),
  state: MoneyApprovalState,
  requestedById: z.number().int(),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type MoneyApproval = z.infer<typeof MoneyApproval>;
export const MoneyApprovalList = listOf(MoneyApproval);
export type MoneyApprovalList = z.infer<typeof MoneyApprovalList>;

export const MoneyApprovalQuery = PageQuery.extend({ state: z.union([MoneyApprovalState, z.literal('ALL')]).default('PENDING') });
export type MoneyApprovalQuery = z.input<typeof MoneyApprovalQuery>;

/**
 * The answer of a refund, adjustment or withdrawal approval: done at once (200), or above the
 * threshold and waiting for a second operator (202, with the approval).
 */
export const MoneyActionOutcome = z.object({ done: z.boolean(), approval: MoneyApproval.nullable() });
export type MoneyActionOutcome = z.infer<typeof MoneyActionOutcome>;

/** GET and PUT /desk/money/four-eyes: the threshold in fen (0: every such action needs a second operator). */
export const FourEyesSettings = z.object({ thresholdFen: Int(0, FEN_MAX) });
export type FourEyesSettings = z.infer<typeof FourEyesSettings>;

/** The longest reconciliation asked for at once. */
export const RECONCILIATION_DAYS_MAX = 93;

/** GET /desk/money/reconciliation(.csv): calendar days in UTC, both included; the last 14 days by default. */
export const ReconciliationQuery = z.object({
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export type ReconciliationQuery = z.input<typeof ReconciliationQuery>;

/** One UTC day's money, in fen. */
export const ReconciliationDay = z.object({
  day: z.string(),
  /** Deposits credited plus card and wallet payments received. */
  moneyIn: FenAmount,
  deposits: FenAmount,
  externalPayments: FenAmount,
  /** Withdrawals paid out. */
  moneyOut: FenAmount,
  refunds: FenAmount,
  /** Signed sum of manual adjustments. */
  adjustments: FenAmount,
  /** Paid for orders and fees from the balance. */
  balancePayments: FenAmount,
  /** The sum of all available balances and of all frozen amounts at the end of the day, by the ledger. */
  balancesAtEnd: FenAmount,
  frozenAtEnd: FenAmount,
});
export type ReconciliationDay = z.infer<typeof ReconciliationDay>;

/** A shopper whose balance differs from the sum of their ledger. */
export const LedgerDiscrepancy = z.object({
  userId: z.number().int(),
  shopperEmail: z.string(),
  balance: FenAmount,
  ledgerSum: FenAmount,
  frozen: FenAmount,
  ledgerFrozenSum: FenAmount,
});
export type LedgerDiscrepancy = z.infer<typeof LedgerDiscrepancy>;

export const Reconciliation = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  /** Oldest first. */
  days: z.array(ReconciliationDay),
  /** Every balance checked against its ledger now; empty when all agree. */
  discrepancies: z.array(LedgerDiscrepancy),
});
export type Reconciliation = z.infer<typeof Reconciliation>;

