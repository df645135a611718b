import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Payment, PayResult } from '../../contract/payments';
import { confirmDepositIn, type DepositRow } from '../account/deposits';
import type { Database } from '../db/client';
import { payments, purchaseOrders, transitOrders } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { AccountOwner } from '../db/ownership';
import { applyLedgerChange, lockAccount } from '../ledger/ledger';
import { amountNote } from '../../contract/timeline-notes';
import { recordOrderEvent } from '../orders/order-events';
import { rollUpOrder } from '../orders/fulfilment';
import { markOrderPaid } from '../orders/order-status';
import { markTransitOrderPaid } from '../transit/transit-orders';
import { ensureWithinOrderFenMax } from './amount-bound';
import type { PaymentRow } from './payment-records';
import { ownedBy, ofTenant } from '../db/ownership';

export const paymentNotFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such payment.' });

export function paymentOf(row: PaymentRow, orderNo: string | null): Payment {
  return {
    id: row.id, paymentNo: row.paymentNo, kind: row.kind, orderId: row.orderId, transitOrderId: row.transitOrderId, orderNo, amount: row.amountFen,
    status: row.status, method: row.method, priceChange: row.priceChange, paidAt: row.paidAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(),
  };
}

/** The number of what a payment pays: its purchase order or its transit order. */
export const paidOrderNo = sql<string | null>`coalesce(${purchaseOrders.orderNo}, ${transitOrders.orderNo})`;

/** Payments with the purchase order or transit order each pays, to select `paidOrderNo` from. */
export const paymentsWithOrders = <T extends Parameters<Database['select']>[0]>(db: Database, fields: NonNullable<T>) =>
  db.select(fields).from(payments)
    .leftJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, payments.tenantId), eq(purchaseOrders.id, payments.orderId)))
    .leftJoin(transitOrders, and(eq(transitOrders.tenantId, payments.tenantId), eq(transitOrders.id, payments.transitOrderId)));

/** Payments of this shopper with their order numbers, by id or by number. */
export async function findPayments(db: Database, owner: AccountOwner, by: { ids?: number[]; paymentNos?: string[] }) {
  return paymentsWithOrders(db, { payment: payments, orderNo: paidOrderNo })
    .where(and(
      ownedBy(payments, owner),
      by.ids ? inArray(payments.id, by.ids) : undefined,
      by.paymentNos ? inArray(payments.paymentNo, by.paymentNos) : undefined,
    ))
    .orderBy(asc(payments.id));
}

/** What a paid payment sets off: an ORDER payment moves its order from WAITING_PAY to PAID, a TRANSIT_FEE its transit order. */
export type PaidHook = (tx: Database, payment: PaymentRow, now: Date) => Promise<void>;

/**
 * Marks payments paid, in the caller's transaction, after locking (in the one lock order) their
 * purchase and transit orders, then the payments themselves, and re-checking under the lock that each is still unpaid:
 * of two concurrent pays of one payment, the second finds it PAID and charges nothing.
 */
export async function lockUnpaid(tx: Database, owner: AccountOwner, ids: readonly number[]): Promise<PaymentRow[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const found = await tx.select({ orderId: payments.orderId, transitOrderId: payments.transitOrderId }).from(payments)
    .where(and(ownedBy(payments, owner), inArray(payments.id, sorted)));
  if (found.length !== sorted.length) throw paymentNotFound();
  const idsOf = (pick: (row: (typeof found)[number]) => number | null) =>
    [...new Set(found.flatMap((row) => { const id = pick(row); return id === null ? [] : [id]; }))].sort((a, b) => a - b);
  const orderIds = idsOf((row) => row.orderId);
  if (orderIds.length > 0) {
    await tx.select({ id: purchaseOrders.id }).from(purchaseOrders)
      .where(and(ofTenant(purchaseOrders, owner.tenantId), inArray(purchaseOrders.id, orderIds)))
      .orderBy(asc(purchaseOrders.id)).for('update');
  }
  const transitOrderIds = idsOf((row) => row.transitOrderId);
  if (transitOrderIds.length > 0) {
    await tx.select({ id: transitOrders.id }).from(transitOrders)
      .where(and(ofTenant(transitOrders, owner.tenantId), inArray(transitOrders.id, transitOrderIds)))
      .orderBy(asc(transitOrders.id)).for('update');
  }
  const locked = await tx.select().from(payments).where(and(ownedBy(payments, owner), inArray(payments.id, sorted))).orderBy(asc(payments.id)).for('update');
  for (const payment of locked) {
    if (payment.status !== 'UNPAID') {
      throw new ProblemError({ status: 409, code: 'PAYMENT_NOT_PAYABLE', detail: `Payment ${payment.paymentNo} is ${payment.status.toLowerCase()}: nothing was charged.` });
    }
  }
  return locked;
}

/**
 * Marks locked unpaid payments paid by `method` and sets off what each pays for. Answers the
 * deposits it credited, so their shoppers can be told after commit.
 */
export async function settlePayments(tx: Database, locked: readonly PaymentRow[], method: string, now: Date): Promise<DepositRow[]> {
  const credited: DepositRow[] = [];
  for (const payment of locked) {
    await tx.update(payments).set({ status: 'PAID', method, paidAt: now }).where(and(ofTenant(payments, payment.tenantId), eq(payments.id, payment.id)));
    const deposit = await onPaid(tx, payment, now);
    if (deposit) credited.push(deposit);
  }
  return credited;
}

async function onPaid(tx: Database, payment: PaymentRow, now: Date): Promise<DepositRow | null> {
  if (payment.kind === 'DEPOSIT') return confirmDepositIn(tx, payment.tenantId, { paymentId: payment.id }, now);
  if (payment.kind === 'TRANSIT_FEE') {
    await markTransitOrderPaid(tx, payment, now);
    return null;
  }
  if (payment.orderId === null) return null;
  if (payment.kind === 'ORDER') {
    await markOrderPaid(tx, { tenantId: payment.tenantId, orderId: payment.orderId, amountFen: payment.amountFen }, now);
  } else {
    await recordOrderEvent(tx, {
      tenantId: payment.tenantId, orderId: payment.orderId, from: null, to: 'PRICE_DIFFERENCE_PAID', actor: 'SHOPPER', note: amountNote(payment.amountFen),
    }, now);
    // The last unpaid difference of an order whose lines are all bought lets it move on.
    await rollUpOrder(tx, { tenantId: payment.tenantId, id: payment.orderId }, 'SYSTEM', now);
  }
  return null;
}

/**
 * Pays payments from the balance, all or nothing, in the caller's transaction: every payment
 * must be unpaid and the balance must cover their sum (409 otherwise, and nothing is charged).
 * One ledger row per payment.
 */
export async function payFromBalance(tx: Database, owner: AccountOwner, ids: readonly number[], now: Date): Promise<PayResult> {
  const locked = await lockUnpaid(tx, owner, ids);
  const deposit = locked.find((payment) => payment.kind === 'DEPOSIT');
  if (deposit) {
    throw new ProblemError({ status: 409, code: 'PAYMENT_NOT_PAYABLE', detail: `Payment ${deposit.paymentNo} tops the balance up: pay it by card or wallet.` });
  }
  const sum = locked.reduce((total, payment) => total + payment.amountFen, 0);
  ensureWithinOrderFenMax(sum, 'The payments together');
  let account = await lockAccount(tx, owner);
  for (const payment of locked) {
    account = await applyLedgerChange(tx, owner, {
      kind: 'PAYMENT', amount: -payment.amountFen, referenceType: 'PAYMENT', reference: payment.paymentNo,
    }, now);
  }
  await settlePayments(tx, locked, 'BALANCE', now);
  const paid = await findPayments(tx, owner, { ids: locked.map((payment) => payment.id) });
  return {
    payments: paid.map((row) => paymentOf(row.payment, row.orderNo)),
    paid: sum,
    balance: account.balanceFen,
  };
}
