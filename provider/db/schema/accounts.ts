import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { LedgerKind, LedgerReferenceType } from '../../../contract/user-account';
import { createdAt, identity, updatedAt } from './columns';
import { tenantId } from './tenancy';
import { ownedByUser, userId } from './shoppers';

/* The prepaid account and its ledger. */

/** The prepaid balance (in fen) and the hashed pay password; one row per shopper. */
export const userAccounts = pgTable('user_accounts', {
  tenantId: tenantId(),
  userId: userId(),
  /** The available amount: what can be spent or withdrawn. */
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  /** Held for withdrawals under way (0004). */
  frozenFen: bigint('frozen_fen', { mode: 'number' }).notNull().default(0),
  payPasswordHash: text('pay_password_hash'),
  updatedAt: updatedAt(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.userId] }),
  ownedByUser(t, 'user_accounts_user'),
  check('user_accounts_balance_not_negative', sql`${t.balanceFen} >= 0`),
  check('user_accounts_frozen_not_negative', sql`${t.frozenFen} >= 0`),
]);

/** Every change of a balance, signed, with the balance it left behind. */
export const accountLedger = pgTable('account_ledger', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** DEPOSIT, WITHDRAWAL, PAYMENT, REFUND, ... */
  kind: text('kind').$type<LedgerKind>().notNull(),
  /** What the change is for: a deposit number, an order number. */
  reference: text('reference').notNull(),
  balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  /** What `reference` numbers (0004). */
  referenceType: text('reference_type').$type<LedgerReferenceType>().notNull(),
  /** Change of the frozen amount, and the frozen amount it left behind (0004). */
  frozenAmountFen: bigint('frozen_amount_fen', { mode: 'number' }).notNull().default(0),
  frozenAfterFen: bigint('frozen_after_fen', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'account_ledger_user'),
  index('account_ledger_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  /** The desk's daily reconciliation sums a tenant's ledger per day. */
  index('account_ledger_tenant_created').on(t.tenantId, t.createdAt),
  check('account_ledger_kind', sql`${t.kind} in ('DEPOSIT', 'PAYMENT', 'REFUND', 'WITHDRAWAL_FREEZE', 'WITHDRAWAL', 'WITHDRAWAL_UNFREEZE', 'ADJUSTMENT')`),
  check('account_ledger_reference_type', sql`${t.referenceType} in ('ORDER', 'PAYMENT', 'DEPOSIT', 'WITHDRAWAL', 'REFUND', 'ADJUSTMENT')`),
  check('account_ledger_afters_not_negative', sql`${t.balanceAfterFen} >= 0 and ${t.frozenAfterFen} >= 0`),
]);
