import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { withdrawals } from '../db/schema';
import { ProblemError, stateConflict } from '../http/problem';
import { nextBusinessNo } from '../ledger/business-numbers';
import type { AccountOwner } from '../db/ownership';
import { applyLedgerChange } from '../ledger/ledger';
import { ofTenant } from '../db/ownership';

type WithdrawalRow = typeof withdrawals.$inferSelect;

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

/** Pays a pending withdrawal out (the frozen money leaves), or rejects it (the money is available again). */
export async function decideWithdrawal(db: Database, tenantId: string, withdrawalId: number, decision: 'COMPLETED' | 'REJECTED', now: Date): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const ofRow = and(ofTenant(withdrawals, tenantId), eq(withdrawals.id, withdrawalId));
    const [row] = await tx.select().from(withdrawals).where(ofRow).for('update');
    if (!row) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such withdrawal.' });
    if (row.status !== 'PENDING') throw stateConflict(`A ${row.status} withdrawal cannot be ${decision.toLowerCase()}.`);
    const owner = { tenantId, userId: row.userId };
    await applyLedgerChange(tx, owner, decision === 'COMPLETED'
      ? { kind: 'WITHDRAWAL', amount: 0, frozenAmount: -row.amountFen, referenceType: 'WITHDRAWAL', reference: row.withdrawalNo }
      : { kind: 'WITHDRAWAL_UNFREEZE', amount: row.amountFen, frozenAmount: -row.amountFen, referenceType: 'WITHDRAWAL', reference: row.withdrawalNo }, now);
    const updated = await tx.update(withdrawals).set({ status: decision, decidedAt: now }).where(ofRow).returning();
    return theOne(updated, 'the decided withdrawal');
  });
}
