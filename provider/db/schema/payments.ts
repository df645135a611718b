import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { RefundCovers, RefundReason } from '../../../contract/orders';
import type { DepositStatus, ExternalProvider, PaymentKind, PaymentStatus, WithdrawalStatus } from '../../../contract/payments';
import type { PriceChange } from '../../../contract/timeline-notes';
import { createdAt, identity } from './columns';
import { tenantId } from './tenancy';
import { ownedByUser, userId } from './shoppers';
import { ofOrder } from './orders';
import { transitOrders } from './warehouse';

/* Payments, refunds, deposits, withdrawals, idempotency keys and external payments. */

/** Everything a shopper pays: an order, a price difference, a transit fee, or a deposit by card. */
export const payments = pgTable('payments', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  paymentNo: text('payment_no').notNull(),
  kind: text('kind').$type<PaymentKind>().notNull(),
  orderId: integer('order_id'),
  /** The transit order a TRANSIT_FEE payment pays. */
  transitOrderId: integer('transit_order_id'),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  /** BALANCE, or the external provider that took it. */
  method: text('method'),
  /** What a PRICE_DIFFERENCE pays for (the line's old and new unit price); shown in the shopper's language. */
  priceChange: jsonb('price_change').$type<PriceChange>(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'payments_user'),
  ofOrder(t, 'payments_order'),
  foreignKey({ name: 'payments_transit_order', columns: [t.tenantId, t.transitOrderId], foreignColumns: [transitOrders.tenantId, transitOrders.id] })
    .onDelete('cascade'),
  index('payments_tenant_transit_order').on(t.tenantId, t.transitOrderId),
  check('payments_transit_fee_order', sql`(${t.kind} = 'TRANSIT_FEE') = (${t.transitOrderId} is not null)`),
  unique('payments_tenant_payment_no').on(t.tenantId, t.paymentNo),
  index('payments_tenant_user_status').on(t.tenantId, t.userId, t.status),
  index('payments_tenant_order').on(t.tenantId, t.orderId),
  // The desk's queue of fees the shoppers have not paid (provider/desk/dashboard.ts).
  index('payments_tenant_unpaid_fees').on(t.tenantId, t.createdAt)
    .where(sql`${t.status} = 'UNPAID' and ${t.kind} in ('TRANSIT_FEE', 'PRICE_DIFFERENCE')`),
  /** The desk's daily reconciliation sums the money paid in by card or wallet per day. */
  index('payments_tenant_paid').on(t.tenantId, t.paidAt).where(sql`${t.status} = 'PAID'`),
  check('payments_kind', sql`${t.kind} in ('ORDER', 'PRICE_DIFFERENCE', 'TRANSIT_FEE', 'DEPOSIT')`),
  check('payments_status', sql`${t.status} in ('UNPAID', 'PAID', 'CLOSED')`),
  check('payments_amount', sql`${t.amountFen} > 0`),
  check('payments_price_change', sql`(${t.priceChange} is null) or (${t.kind} = 'PRICE_DIFFERENCE')`),
]);

/** Money given back to the balance: a closed order, an out-of-stock line, a lower price. */
export const refunds = pgTable('refunds', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  refundNo: text('refund_no').notNull(),
  orderId: integer('order_id').notNull(),
  lineId: integer('line_id'),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  reason: text('reason').$type<RefundReason>().notNull(),
  /** The operator's reason of a DESK refund, as they wrote it. */
  note: text('note').notNull().default(''),
  /** What it gives back, part by part; null when not known (contract/orders.ts RefundCovers). */
  covers: jsonb('covers').$type<RefundCovers>(),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'refunds_user'),
  ofOrder(t, 'refunds_order'),
  unique('refunds_tenant_refund_no').on(t.tenantId, t.refundNo),
  index('refunds_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  check('refunds_amount', sql`${t.amountFen} > 0`),
  check('refunds_reason', sql`${t.reason} in ('ORDER_CLOSED', 'OUT_OF_STOCK', 'PRICE_DIFFERENCE', 'DESK')`),
  index('refunds_tenant_created').on(t.tenantId, t.createdAt),
]);

export const deposits = pgTable('deposits', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  depositNo: text('deposit_no').notNull(),
  channel: text('channel').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** The bank-transfer certificate picture: a private copy of the shopper's upload (uploads/uploaded-key.ts). */
  certificateKey: text('certificate_key'),
  remark: text('remark').notNull().default(''),
  status: text('status').$type<DepositStatus>().notNull(),
  /** The card/wallet payment that pays it, for deposits through an external provider. */
  paymentId: integer('payment_id'),
  /** When it was confirmed or rejected. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** Why the agent rejected it, shown to the shopper; null unless REJECTED. */
  rejectReason: text('reject_reason'),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'deposits_user'),
  unique('deposits_tenant_deposit_no').on(t.tenantId, t.depositNo),
  index('deposits_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  /** The desk's list of deposits by status, newest first. */
  index('deposits_tenant_status_created').on(t.tenantId, t.status, t.createdAt),
  index('deposits_pending').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
  // Bank transfers to confirm: the deposits without a card/wallet payment.
  index('deposits_tenant_pending_transfers').on(t.tenantId, t.createdAt).where(sql`${t.status} = 'PENDING' and ${t.paymentId} is null`),
  check('deposits_status', sql`${t.status} in ('PENDING', 'CONFIRMED', 'REJECTED')`),
  check('deposits_amount', sql`${t.amountFen} > 0`),
]);

export const withdrawals = pgTable('withdrawals', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  withdrawalNo: text('withdrawal_no').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** Where the money goes (bank and account), as the shopper wrote it. */
  account: text('account').notNull(),
  status: text('status').$type<WithdrawalStatus>().notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  /** When it was paid out (COMPLETED) or rejected. */
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** The bank's reference of the pay-out, as the operator typed it. */
  bankReference: text('bank_reference'),
  /** Why the agent rejected it, shown to the shopper. */
  rejectReason: text('reject_reason'),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'withdrawals_user'),
  unique('withdrawals_tenant_withdrawal_no').on(t.tenantId, t.withdrawalNo),
  /** The desk's list of withdrawals by status, newest first. */
  index('withdrawals_tenant_status_created').on(t.tenantId, t.status, t.createdAt),
  check('withdrawals_status', sql`${t.status} in ('PENDING', 'APPROVED', 'COMPLETED', 'REJECTED')`),
  check('withdrawals_amount', sql`${t.amountFen} > 0`),
]);

/**
 * The first answer to a request that carried an Idempotency-Key, per shopper and operation,
 * bound to that request (another request with the key is refused). Written in the transaction
 * of the operation itself, so a repeated key either waits for the first request and answers its
 * result, or (when the first failed) runs anew.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  tenantId: tenantId(),
  userId: userId(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  /** SHA-256 of the request's method, path and validated body: the key answers that request only. */
  requestHash: text('request_hash').notNull(),
  /** The answer's JSON exactly as first sent (jsonb would reorder its keys). */
  response: text('response'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.scope, t.key] }), ownedByUser(t, 'idempotency_keys_user')]);

/** A hosted-payment session of an external provider (sandbox), and the notifications it accepted. */
export const externalPayments = pgTable('external_payments', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  /** Random, unguessable: it names the session in the hosted page's address. */
  token: text('token').notNull().unique('external_payments_token'),
  provider: text('provider').$type<ExternalProvider>().notNull(),
  paymentId: integer('payment_id').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** What a real provider is asked to charge, in its currency's whole units (IDR); null for the sandbox, which charges amountFen. */
  chargeAmount: bigint('charge_amount', { mode: 'number' }),
  chargeCurrency: text('charge_currency'),
  paymentMethod: text('payment_method').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').$type<'OPEN' | 'APPROVED' | 'DECLINED'>().notNull(),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'external_payments_user'),
  check('external_payments_status', sql`${t.status} in ('OPEN', 'APPROVED', 'DECLINED')`),
]);

/** Notification ids already accepted: a replayed notification finds its id here and changes nothing. */
export const externalNotifications = pgTable('external_notifications', {
  provider: text('provider').notNull(),
  notificationId: text('notification_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.notificationId] })]);
