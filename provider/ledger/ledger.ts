import { sql } from 'drizzle-orm';
import type { LedgerKind, LedgerReferenceType } from '../../contract/user-account';
import type { Database } from '../db/client';
import { accountLedger, userAccounts } from '../db/schema';
import { ProblemError } from '../http/problem';
import { type AccountOwner, ownedBy } from '../db/ownership';

export interface LedgerChange {
  kind: LedgerKind;
  /** Change of the available amount, in fen (negative for a debit). */
  amount: number;
  /** Change of the frozen amount, in fen. */
  frozenAmount?: number;
  referenceType: LedgerReferenceType;
  reference: string;
}

export interface AccountState {
  balanceFen: number;
  frozenFen: number;
  payPasswordHash: string | null;
}

export const insufficientBalance = () =>
  new ProblemError({ status: 409, code: 'INSUFFICIENT_BALANCE', detail: 'The available balance does not cover this amount.' });

/**
 * The shopper's account row, locked until the transaction ends (SELECT … FOR UPDATE), created
 * empty on first use. Every change of a balance goes through this lock, so two transactions
 * never both read the same balance and write their own result over each other.
 */
export async function lockAccount(tx: Database, owner: AccountOwner): Promise<AccountState> {
  await tx.insert(userAccounts).values(owner).onConflictDoNothing();
  const [account] = await tx.select({
    balanceFen: userAccounts.balanceFen, frozenFen: userAccounts.frozenFen, payPasswordHash: userAccounts.payPasswordHash,
  }).from(userAccounts).where(ownedBy(userAccounts, owner)).for('update');
  if (!account) throw new Error('The account row vanished inside its transaction');
  return account;
}

/**
 * Applies one change to the balance and writes its ledger row, in the caller's transaction.
 * 409 INSUFFICIENT_BALANCE when the available or frozen amount would go below zero (the
 * database's check constraints refuse it too).
 */
export async function applyLedgerChange(tx: Database, owner: AccountOwner, change: LedgerChange, now: Date): Promise<AccountState> {
  const account = await lockAccount(tx, owner);
  const frozenAmount = change.frozenAmount ?? 0;
  const balanceFen = account.balanceFen + change.amount;
  const frozenFen = account.frozenFen + frozenAmount;
  if (balanceFen < 0 || frozenFen < 0) throw insufficientBalance();
  await tx.update(userAccounts).set({ balanceFen, frozenFen, updatedAt: now }).where(ownedBy(userAccounts, owner));
  await tx.insert(accountLedger).values({
    ...owner,
    kind: change.kind,
    amountFen: change.amount,
    frozenAmountFen: frozenAmount,
    balanceAfterFen: balanceFen,
    frozenAfterFen: frozenFen,
    referenceType: change.referenceType,
    reference: change.reference,
    createdAt: now,
  });
  return { ...account, balanceFen, frozenFen };
}

export interface AccountDiscrepancy extends AccountOwner {
  /** The shopper's address, for whoever looks into it. */
  email: string;
  balanceFen: number;
  ledgerSumFen: number;
  frozenFen: number;
  ledgerFrozenSumFen: number;
}

/** Accounts (of one tenant, or all) whose available or frozen amount differs from the sum of their ledger (none, when all is well). */
export async function accountDiscrepancies(db: Database, tenantId?: string): Promise<AccountDiscrepancy[]> {
  type Row = { tenant_id: string; user_id: number; email: string; balance_fen: string; ledger_sum: string; frozen_fen: string; ledger_frozen_sum: string };
  // Both drivers (node-postgres and PGlite) answer raw queries with `rows`.
  const result = await db.execute(sql`
    select a.tenant_id, a.user_id, u.email, a.balance_fen::text, a.frozen_fen::text,
           coalesce(sum(l.amount_fen), 0)::text as ledger_sum, coalesce(sum(l.frozen_amount_fen), 0)::text as ledger_frozen_sum
    from user_accounts a
    join users u on u.tenant_id = a.tenant_id and u.id = a.user_id
    left join account_ledger l on l.tenant_id = a.tenant_id and l.user_id = a.user_id
    where ${tenantId === undefined ? sql`true` : sql`a.tenant_id = ${tenantId}`}
    group by a.tenant_id, a.user_id, u.email, a.balance_fen, a.frozen_fen
    having a.balance_fen <> coalesce(sum(l.amount_fen), 0) or a.frozen_fen <> coalesce(sum(l.frozen_amount_fen), 0)`);
  const { rows } = result as { rows: Row[] };
  return rows.map((row) => ({
    tenantId: row.tenant_id, userId: row.user_id, email: row.email, balanceFen: Number(row.balance_fen), ledgerSumFen: Number(row.ledger_sum),
    frozenFen: Number(row.frozen_fen), ledgerFrozenSumFen: Number(row.ledger_frozen_sum),
  }));
}
