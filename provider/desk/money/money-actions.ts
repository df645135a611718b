import { and, eq } from 'drizzle-orm';
import type { MoneyApprovalKind } from '../../../contract/desk-money';
import { approveWithdrawalIn } from '../../account/withdrawals';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { purchaseOrders } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import { nextBusinessNo } from '../../ledger/business-numbers';
import { applyLedgerChange, lockAccount } from '../../ledger/ledger';
import { refundableOf, refundToBalance } from '../../orders/refunds';
import { type DeskActor, recordDeskAction } from '../audit';
import type { ShopperNotice } from './money-deps';

/**
 * The money actions that wait for a second operator above the tenant's threshold (docs/product.md,
 * "Desk"): each runs in the caller's transaction, through the owners of the balance, with its
 * audit row, and answers the notice to send once it committed.
 */
export type MoneyAction =
  | { kind: 'REFUND'; userId: number; orderId: number; amountFen: number; reason: string }
  | { kind: 'ADJUSTMENT'; userId: number; amountFen: number; reason: string }
  | { kind: 'WITHDRAWAL'; userId: number; withdrawalId: number; amountFen: number; reason: string };

export const refundTooLarge = (refundable: number) => new ProblemError({
  status: 409, code: 'REFUND_TOO_LARGE', detail: `At most ${refundable} fen of this order can be refunded.`,
});

/** The order, locked, and what of it can still be refunded; 409 REFUND_TOO_LARGE below `amountFen`. */
export async function lockRefundable(tx: Database, tenantId: string, orderId: number, amountFen: number): Promise<string> {
  const [order] = await tx.select({ orderNo: purchaseOrders.orderNo }).from(purchaseOrders)
    .where(and(ofTenant(purchaseOrders, tenantId), eq(purchaseOrders.id, orderId))).for('update');
  if (!order) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such order.' });
  const refundable = await refundableOf(tx, tenantId, orderId);
  if (refundable < amountFen) throw refundTooLarge(refundable);
  return order.orderNo;
}

async function refund(tx: Database, actor: DeskActor, action: Extract<MoneyAction, { kind: 'REFUND' }>, now: Date): Promise<ShopperNotice> {
  const owner = { tenantId: actor.tenantId, userId: action.userId };
  const orderNo = await lockRefundable(tx, actor.tenantId, action.orderId, action.amountFen);
  await refundToBalance(tx, owner, { orderId: action.orderId, amountFen: action.amountFen, reason: 'DESK', note: action.reason }, now);
  await recordDeskAction(tx, actor, {
    action: 'order.refund', recordType: 'order', recordId: orderNo, after: { amount: action.amountFen, reason: action.reason },
  }, now);
  return { owner, notice: { kind: 'ORDER_REFUNDED', params: { orderNo, amount: action.amountFen, reason: action.reason } } };
}

async function adjust(tx: Database, actor: DeskActor, action: Extract<MoneyAction, { kind: 'ADJUSTMENT' }>, now: Date): Promise<ShopperNotice> {
  const owner = { tenantId: actor.tenantId, userId: action.userId };
  const before = await lockAccount(tx, owner);
  const reference = await nextBusinessNo(tx, 'AD', now);
  const after = await applyLedgerChange(tx, owner, { kind: 'ADJUSTMENT', amount: action.amountFen, referenceType: 'ADJUSTMENT', reference }, now);
  await recordDeskAction(tx, actor, {
    action: 'balance.adjust', recordType: 'user', recordId: action.userId,
    before: { balance: before.balanceFen }, after: { balance: after.balanceFen, amount: action.amountFen, reason: action.reason, reference },
  }, now);
  return { owner, notice: { kind: 'BALANCE_ADJUSTED', params: { amount: action.amountFen, balance: after.balanceFen, reason: action.reason } } };
}

async function approveWithdrawal(tx: Database, actor: DeskActor, action: Extract<MoneyAction, { kind: 'WITHDRAWAL' }>, now: Date): Promise<ShopperNotice> {
  const row = await approveWithdrawalIn(tx, actor.tenantId, action.withdrawalId, now);
  await recordDeskAction(tx, actor, {
    action: 'withdrawal.approve', recordType: 'withdrawal', recordId: row.withdrawalNo, before: { status: 'PENDING' }, after: { status: row.status },
  }, now);
  return {
    owner: { tenantId: row.tenantId, userId: row.userId },
    notice: { kind: 'WITHDRAWAL_APPROVED', params: { withdrawalNo: row.withdrawalNo, amount: row.amountFen } },
  };
}

const RUNNERS: { [K in MoneyApprovalKind]: (tx: Database, actor: DeskActor, action: Extract<MoneyAction, { kind: K }>, now: Date) => Promise<ShopperNotice> } = {
  REFUND: refund,
  ADJUSTMENT: adjust,
  WITHDRAWAL: approveWithdrawal,
};

/** Carries the action out in `tx`; the caller tells the shopper after commit. */
export function runMoneyAction(tx: Database, actor: DeskActor, action: MoneyAction, now: Date): Promise<ShopperNotice> {
  const run = RUNNERS[action.kind] as (tx: Database, actor: DeskActor, action: MoneyAction, now: Date) => Promise<ShopperNotice>;
  return run(tx, actor, action, now);
}
