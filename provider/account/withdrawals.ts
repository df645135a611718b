import { and, eq } from 'drizzle-orm';
import type { WithdrawalStatus } from '../../contract/payments';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { withdrawals } from '../db/schema';
import { ProblemError, stateConflict } from '../http/problem';
import { nextBusinessNo } from '../ledger/business-numbers';
import type { AccountOwner } from '../db/ownership';
import { applyLedgerChange } from '../ledger/ledger';
import { ofTenant } from '../db/ownership';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * A withdrawal request: the amount moves from available to frozen at once (never more than is
 * available: 409 INSUFFICIENT_BALANCE), until the agent pays it out or rejects it.
 */
export async function requestWithdrawal(db: Database, owner: AccountOwner, amountFen: number, account: string, now: Date): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const withdrawalNo = await nextBusinessNo(tx, 'WD', now);
    await applyLedgerChange(tx, owner, { kind: 'WITHDRAWAL_FREEZE', amount: -amountFen, frozenAmount: amountFen, referenceType: 'WITHDRAWAL', reference: withdrawalNo }, now);
    const rows = await tx.insert(withdrawals).values({ ...owner, withdrawalNo, amountFen, account, status: 'PENDING', createdAt: now }).returning();
    return theOne(rows, 'the new withdrawal');
  });
}

export type WithdrawalStep = 'approve' | 'pay' | 'reject';

/** Which state each step of the agent takes a withdrawal from (docs/product.md, "Desk"). */
const STEP_FROM: Record<WithdrawalStep, readonly WithdrawalStatus[]> = { approve: ['PENDING'], pay: ['APPROVED'], reject: ['PENDING', 'APPROVED'] };

/** The withdrawal, locked until the transaction ends; 404, or 409 when `step` does not follow its state. */
export async function lockWithdrawalFor(tx: Database, tenantId: string, withdrawalId: number, step: WithdrawalStep): Promise<WithdrawalRow> {
  const [row] = await tx.select().from(withdrawals).where(and(ofTenant(withdrawals, tenantId), eq(withdrawals.id, withdrawalId))).for('update');
  if (!row) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such withdrawal.' });
  if (!STEP_FROM[step].includes(row.status)) throw stateConflict(`A ${row.status} withdrawal cannot take the step ${step}.`);
  return row;
}

async function setWithdrawal(tx: Database, row: WithdrawalRow, change: Partial<WithdrawalRow>): Promise<WithdrawalRow> {
  const updated = await tx.update(withdrawals).set(change).where(and(ofTenant(withdrawals, row.tenantId), eq(withdrawals.id, row.id))).returning();
  return theOne(updated, 'the changed withdrawal');
}

/** The agent agrees to pay a pending withdrawal out: APPROVED, the money still frozen. */
export async function approveWithdrawalIn(tx: Database, tenantId: string, withdrawalId: number, now: Date): Promise<WithdrawalRow> {
  return setWithdrawal(tx, await lockWithdrawalFor(tx, tenantId, withdrawalId, 'approve'), { status: 'APPROVED', approvedAt: now });
}

/** The agent paid an approved withdrawal out through the bank: COMPLETED with the bank's reference, the frozen money gone. */
export async function payOutWithdrawalIn(tx: Database, tenantId: string, withdrawalId: number, bankReference: string, now: Date): Promise<WithdrawalRow> {
  const row = await lockWithdrawalFor(tx, tenantId, withdrawalId, 'pay');
  await applyLedgerChange(tx, { tenantId, userId: row.userId },
    { kind: 'WITHDRAWAL', amount: 0, frozenAmount: -row.amountFen, referenceType: 'WITHDRAWAL', reference: row.withdrawalNo }, now);
  return setWithdrawal(tx, row, { status: 'COMPLETED', decidedAt: now, bankReference });
}

/** The agent refuses a pending or approved withdrawal: REJECTED with its reason, the money available again. */
export async function rejectWithdrawalIn(tx: Database, tenantId: string, withdrawalId: number, reason: string, now: Date): Promise<WithdrawalRow> {
  const row = await lockWithdrawalFor(tx, tenantId, withdrawalId, 'reject');
  await applyLedgerChange(tx, { tenantId, userId: row.userId },
    { kind: 'WITHDRAWAL_UNFREEZE', amount: row.amountFen, frozenAmount: -row.amountFen, referenceType: 'WITHDRAWAL', reference: row.withdrawalNo }, now);
  return setWithdrawal(tx, row, { status: 'REJECTED', decidedAt: now, rejectReason: reason });
}
