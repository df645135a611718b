import { and, eq } from 'drizzle-orm';
import { lockWithdrawalFor, payOutWithdrawalIn, rejectWithdrawalIn, type WithdrawalRow } from '../../account/withdrawals';
import type { MoneyActionOutcome } from '../../../contract/desk-money';
import { ofTenant } from '../../db/ownership';
import { moneyApprovals, withdrawals } from '../../db/schema';
import { ProblemError, stateConflict } from '../../http/problem';
import { type DeskActor, recordDeskAction } from '../audit';
import { requestMoneyAction } from './money-approvals';
import { type MoneyDeps, tellShoppers } from './money-deps';

/*
 * A withdrawal on the desk (docs/product.md, "Desk"): approved (above the four-eyes threshold,
 * by a second operator), then paid out with the bank's reference; or rejected with a reason
 * at either step, which makes the frozen money available again.
 */

const notFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such withdrawal.' });

/** Approves a pending withdrawal at once, or asks a second operator when it is above the threshold. */
export async function approveWithdrawal(deps: MoneyDeps, actor: DeskActor, withdrawalId: number, now: Date): Promise<MoneyActionOutcome> {
  const [row] = await deps.db.select().from(withdrawals).where(and(ofTenant(withdrawals, actor.tenantId), eq(withdrawals.id, withdrawalId)));
  if (!row) throw notFound();
  return requestMoneyAction(deps, actor, { kind: 'WITHDRAWAL', userId: row.userId, withdrawalId, amountFen: row.amountFen, reason: '' }, now, async (tx) => {
    await lockWithdrawalFor(tx, actor.tenantId, withdrawalId, 'approve');
    const [waiting] = await tx.select({ id: moneyApprovals.id }).from(moneyApprovals).where(and(
      ofTenant(moneyApprovals, actor.tenantId), eq(moneyApprovals.withdrawalId, withdrawalId), eq(moneyApprovals.state, 'PENDING'),
    ));
    if (waiting) throw stateConflict('This withdrawal waits for a second operator\'s approval already.');
  });
}

async function decideWithdrawal(
  deps: MoneyDeps, actor: DeskActor, step: (tx: MoneyDeps['db']) => Promise<WithdrawalRow>, verb: 'pay' | 'reject', now: Date,
): Promise<WithdrawalRow> {
  const row = await deps.db.transaction(async (tx) => {
    const decided = await step(tx);
    await recordDeskAction(tx, actor, {
      action: `withdrawal.${verb}`, recordType: 'withdrawal', recordId: decided.withdrawalNo,
      after: { status: decided.status, bankReference: decided.bankReference, reason: decided.rejectReason },
    }, now);
    return decided;
  });
  const owner = { tenantId: row.tenantId, userId: row.userId };
  await tellShoppers(deps, [verb === 'pay'
    ? { owner, notice: { kind: 'WITHDRAWAL_PAID', params: { withdrawalNo: row.withdrawalNo, amount: row.amountFen, bankReference: row.bankReference ?? '' } } }
    : { owner, notice: { kind: 'WITHDRAWAL_REJECTED', params: { withdrawalNo: row.withdrawalNo, amount: row.amountFen, reason: row.rejectReason ?? '' } } }], now);
  return row;
}

/** The money went out through the bank: COMPLETED with its reference (an approved withdrawal only). */
export const payOutWithdrawal = (deps: MoneyDeps, actor: DeskActor, withdrawalId: number, bankReference: string, now: Date) =>
  decideWithdrawal(deps, actor, (tx) => payOutWithdrawalIn(tx, actor.tenantId, withdrawalId, bankReference, now), 'pay', now);

/** Refused: REJECTED with its reason, the money available again. */
export const rejectWithdrawal = (deps: MoneyDeps, actor: DeskActor, withdrawalId: number, reason: string, now: Date) =>
  decideWithdrawal(deps, actor, (tx) => rejectWithdrawalIn(tx, actor.tenantId, withdrawalId, reason, now), 'reject', now);
