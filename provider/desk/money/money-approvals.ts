import { and, eq } from 'drizzle-orm';
import type { MoneyActionOutcome, MoneyApproval } from '../../../contract/desk-money';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { theOne } from '../../db/rows';
import { moneyApprovals, tenants } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import { type DeskActor, recordDeskAction } from '../audit';
import { moneyApprovalView } from './approval-views';
import { type MoneyAction, runMoneyAction } from './money-actions';
import { type MoneyDeps, type ShopperNotice, tellShoppers } from './money-deps';

type ApprovalRow = typeof moneyApprovals.$inferSelect;

/*
 * Four eyes (docs/product.md, "Desk"): a refund, withdrawal or balance adjustment above the
 * tenant's threshold is not carried out when asked for; it waits as an approval until a different
 * FINANCE or OWNER operator approves it (then it runs, in the approval's transaction, once) or
 * someone declines it. At or below the threshold it runs at once.
 */

const notFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such money approval.' });

function askerOf(actor: DeskActor): number {
  if (actor.operatorId === null) throw new Error('Only an operator asks for a money approval');
  return actor.operatorId;
}

async function thresholdOf(tx: Database, tenantId: string): Promise<number> {
  return theOne(await tx.select({ threshold: tenants.fourEyesThresholdFen }).from(tenants).where(eq(tenants.id, tenantId)), 'the tenant').threshold;
}

const actionOf = (row: ApprovalRow): MoneyAction => {
  const common = { userId: row.userId, amountFen: row.amountFen, reason: row.reason };
  if (row.kind === 'REFUND' && row.orderId !== null) return { kind: 'REFUND', orderId: row.orderId, ...common };
  if (row.kind === 'WITHDRAWAL' && row.withdrawalId !== null) return { kind: 'WITHDRAWAL', withdrawalId: row.withdrawalId, ...common };
  return { kind: 'ADJUSTMENT', ...common };
};

/**
 * Runs `action` at once when its amount is within the threshold (200), else records it as a
 * pending approval (202). `check` runs first in the same transaction, so an action that could
 * not run (a withdrawal no longer pending, more than is refundable) is refused when asked for.
 */
export async function requestMoneyAction(
  deps: MoneyDeps, actor: DeskActor, action: MoneyAction, now: Date, check: (tx: Database) => Promise<unknown>,
): Promise<MoneyActionOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<{ told: ShopperNotice } | { approvalId: number }> => {
    await check(tx);
    if (Math.abs(action.amountFen) <= await thresholdOf(tx, actor.tenantId)) return { told: await runMoneyAction(tx, actor, action, now) };
    const inserted = await tx.insert(moneyApprovals).values({
      tenantId: actor.tenantId, kind: action.kind, userId: action.userId, amountFen: action.amountFen, reason: action.reason,
      orderId: action.kind === 'REFUND' ? action.orderId : null, withdrawalId: action.kind === 'WITHDRAWAL' ? action.withdrawalId : null,
      state: 'PENDING', requestedBy: askerOf(actor), createdAt: now,
    }).returning({ id: moneyApprovals.id });
    const approvalId = theOne(inserted, 'the new approval').id;
    await recordDeskAction(tx, actor, {
      action: 'money_approval.request', recordType: 'money_approval', recordId: approvalId,
      after: { kind: action.kind, userId: action.userId, amount: action.amountFen, reason: action.reason, state: 'PENDING' },
    }, now);
    return { approvalId };
  });
  if ('told' in outcome) {
    await tellShoppers(deps, [outcome.told], now);
    return { done: true, approval: null };
  }
  return { done: false, approval: await moneyApprovalView(deps.db, actor.tenantId, outcome.approvalId) };
}

async function lockPending(tx: Database, tenantId: string, approvalId: number): Promise<ApprovalRow> {
  const [row] = await tx.select().from(moneyApprovals)
    .where(and(ofTenant(moneyApprovals, tenantId), eq(moneyApprovals.id, approvalId))).for('update');
  if (!row) throw notFound();
  if (row.state !== 'PENDING') {
    throw new ProblemError({ status: 409, code: 'APPROVAL_DECIDED', detail: `The approval is ${row.state.toLowerCase()} already.` });
  }
  return row;
}

async function decide(tx: Database, actor: DeskActor, row: ApprovalRow, state: 'APPROVED' | 'DECLINED', now: Date): Promise<void> {
  await tx.update(moneyApprovals).set({ state, decidedBy: askerOf(actor), decidedAt: now })
    .where(and(ofTenant(moneyApprovals, row.tenantId), eq(moneyApprovals.id, row.id)));
  await recordDeskAction(tx, actor, {
    action: state === 'APPROVED' ? 'money_approval.approve' : 'money_approval.decline', recordType: 'money_approval', recordId: row.id,
    before: { state: 'PENDING' }, after: { state },
  }, now);
}

/** A second operator approves: the action runs now, exactly once (the approval row is locked). 403 FOUR_EYES_OWN_REQUEST for the asker. */
export async function approveMoneyAction(deps: MoneyDeps, actor: DeskActor, approvalId: number, now: Date): Promise<MoneyApproval> {
  const told = await deps.db.transaction(async (tx) => {
    const row = await lockPending(tx, actor.tenantId, approvalId);
    if (row.requestedBy === actor.operatorId) {
      throw new ProblemError({ status: 403, code: 'FOUR_EYES_OWN_REQUEST', detail: 'Another FINANCE or OWNER operator must approve what you asked for.' });
    }
    const notice = await runMoneyAction(tx, actor, actionOf(row), now);
    await decide(tx, actor, row, 'APPROVED', now);
    return notice;
  });
  await tellShoppers(deps, [told], now);
  return moneyApprovalView(deps.db, actor.tenantId, approvalId);
}

/** Declines a pending approval (the asker may withdraw their own): nothing moves. */
export async function declineMoneyAction(deps: MoneyDeps, actor: DeskActor, approvalId: number, now: Date): Promise<MoneyApproval> {
  await deps.db.transaction(async (tx) => decide(tx, actor, await lockPending(tx, actor.tenantId, approvalId), 'DECLINED', now));
  return moneyApprovalView(deps.db, actor.tenantId, approvalId);
}
