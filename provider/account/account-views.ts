import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageQuery } from '../../contract/paging';
import type {
  AccountOperation, LedgerEntry, LedgerEntryDetail, LedgerQuery, LedgerSubject, MonthlySummary, OperationsQuery, Refund,
} from '../../contract/user-account';
import { ledgerSubjects, subjectOf } from './ledger-subjects';
import type { List } from '../../contract/problem';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { accountLedger, deposits, payments, purchaseOrders, refunds, userAccounts, withdrawals } from '../db/schema';
import { dayRange } from '../http/day-range';
import { pagedList } from '../http/lists';
import { ProblemError } from '../http/problem';
import type { AccountOwner } from '../db/ownership';
import type { ObjectStorage } from '../storage/object-storage';
import { ownedBy, ofTenant } from '../db/ownership';

const ofLedgerOwner = (owner: AccountOwner) => ownedBy(accountLedger, owner);

export async function accountOf(db: Database, owner: AccountOwner) {
  const [account] = await db.select().from(userAccounts).where(ownedBy(userAccounts, owner));
  return { available: account?.balanceFen ?? 0, frozen: account?.frozenFen ?? 0, currency: 'CNY' as const, payPasswordSet: Boolean(account?.payPasswordHash) };
}

type LedgerRow = typeof accountLedger.$inferSelect;
const entryOf = (row: LedgerRow, subjects: ReadonlyMap<string, LedgerSubject>): LedgerEntry => ({
  id: row.id, kind: row.kind, amount: row.amountFen, balanceAfter: row.balanceAfterFen, frozenAmount: row.frozenAmountFen,
  frozenAfter: row.frozenAfterFen, referenceType: row.referenceType, reference: row.reference, subject: subjectOf(subjects, row),
  createdAt: row.createdAt.toISOString(),
});

export async function ledgerPage(db: Database, owner: AccountOwner, query: z.output<typeof LedgerQuery>): Promise<List<LedgerEntry>> {
  const where = and(ofLedgerOwner(owner), query.kind ? eq(accountLedger.kind, query.kind) : undefined, ...dayRange(accountLedger.createdAt, query.dateFrom, query.dateTo));
  const [rows, [total]] = await Promise.all([
    db.select().from(accountLedger).where(where).orderBy(desc(accountLedger.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(accountLedger).where(where),
  ]);
  const subjects = await ledgerSubjects(db, owner.tenantId, rows);
  return pagedList(rows.map((row) => entryOf(row, subjects)), total?.total ?? 0, query);
}

/** One ledger row with the order it concerns (through its payment or refund). */
export async function ledgerDetail(db: Database, owner: AccountOwner, id: number): Promise<LedgerEntryDetail> {
  const [row] = await db.select().from(accountLedger).where(and(ofLedgerOwner(owner), eq(accountLedger.id, id)));
  if (!row) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such ledger row.' });
  let orderId: number | null = null;
  let description = '';
  if (row.referenceType === 'PAYMENT') {
    const [payment] = await db.select().from(payments).where(and(ofTenant(payments, owner.tenantId), eq(payments.paymentNo, row.reference)));
    orderId = payment?.orderId ?? null;
    description = payment?.kind ?? '';
  } else if (row.referenceType === 'REFUND') {
    const [refund] = await db.select().from(refunds).where(and(ofTenant(refunds, owner.tenantId), eq(refunds.refundNo, row.reference)));
    orderId = refund?.orderId ?? null;
    description = refund?.reason ?? '';
  } else if (row.referenceType === 'DEPOSIT') {
    const [deposit] = await db.select().from(deposits).where(and(ofTenant(deposits, owner.tenantId), eq(deposits.depositNo, row.reference)));
    description = deposit?.channel ?? '';
  } else if (row.referenceType === 'WITHDRAWAL') {
    const [withdrawal] = await db.select().from(withdrawals).where(and(ofTenant(withdrawals, owner.tenantId), eq(withdrawals.withdrawalNo, row.reference)));
    description = withdrawal?.status ?? '';
  }
  const [order] = orderId === null ? [] : await db.select({ orderNo: purchaseOrders.orderNo }).from(purchaseOrders)
    .where(and(ofTenant(purchaseOrders, owner.tenantId), eq(purchaseOrders.id, orderId)));
  return { ...entryOf(row, await ledgerSubjects(db, owner.tenantId, [row])), orderId, orderNo: order?.orderNo ?? null, description };
}

/** The last `months` calendar months (UTC) up to `now`, each with what was spent, deposited and refunded. */
export async function monthlySummary(db: Database, owner: AccountOwner, months: number, now: Date): Promise<MonthlySummary> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const month = sql<string>`to_char(${accountLedger.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db.select({
    month,
    spent: sql<string>`coalesce(sum(case when ${accountLedger.kind} = 'PAYMENT' then -${accountLedger.amountFen} else 0 end), 0)::text`,
    deposited: sql<string>`coalesce(sum(case when ${accountLedger.kind} = 'DEPOSIT' then ${accountLedger.amountFen} else 0 end), 0)::text`,
    refunded: sql<string>`coalesce(sum(case when ${accountLedger.kind} = 'REFUND' then ${accountLedger.amountFen} else 0 end), 0)::text`,
  }).from(accountLedger).where(and(ofLedgerOwner(owner), gte(accountLedger.createdAt, first))).groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return {
    months: Array.from({ length: months }, (_, index) => {
      const key = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + index, 1)).toISOString().slice(0, 7);
      const row = byMonth.get(key);
      return { month: key, spent: Number(row?.spent ?? 0), deposited: Number(row?.deposited ?? 0), refunded: Number(row?.refunded ?? 0) };
    }),
  };
}

/** Deposits and withdrawals together, newest first. */
export async function operationsPage(
  db: Database, storage: ObjectStorage, owner: AccountOwner, query: z.output<typeof OperationsQuery>,
): Promise<List<AccountOperation>> {
  const ofDeposits = ownedBy(deposits, owner);
  const ofWithdrawals = ownedBy(withdrawals, owner);
  const limit = query.pageNo * query.pageSize;
  const [depositRows, withdrawalRows, depositCount, withdrawalCount] = await Promise.all([
    query.type === 'WITHDRAWAL' ? [] : db.select().from(deposits).where(ofDeposits).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(limit),
    query.type === 'DEPOSIT' ? [] : db.select().from(withdrawals).where(ofWithdrawals).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(limit),
    query.type === 'WITHDRAWAL' ? [{ total: 0 }] : db.select({ total: count() }).from(deposits).where(ofDeposits),
    query.type === 'DEPOSIT' ? [{ total: 0 }] : db.select({ total: count() }).from(withdrawals).where(ofWithdrawals),
  ]);
  const merged: AccountOperation[] = [
    ...depositRows.map((row) => ({
      id: row.id, type: 'DEPOSIT' as const, no: row.depositNo, amount: row.amountFen, status: row.status, channel: row.channel,
      certificate: row.certificateKey ? storage.urlFor(row.certificateKey) : null, remark: row.remark,
      rejectReason: row.rejectReason, bankReference: null, createdAt: row.createdAt.toISOString(),
    })),
    ...withdrawalRows.map((row) => ({
      id: row.id, type: 'WITHDRAWAL' as const, no: row.withdrawalNo, amount: row.amountFen, status: row.status, channel: 'BANK_ACCOUNT',
      certificate: null, remark: row.account, rejectReason: row.rejectReason, bankReference: row.bankReference, createdAt: row.createdAt.toISOString(),
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const items = merged.slice((query.pageNo - 1) * query.pageSize, limit);
  return pagedList(items, theOne(depositCount, 'the deposit count').total + theOne(withdrawalCount, 'the withdrawal count').total, query);
}

export async function refundsPage(db: Database, owner: AccountOwner, page: z.output<typeof PageQuery>): Promise<List<Refund>> {
  const where = ownedBy(refunds, owner);
  const [rows, [total]] = await Promise.all([
    db.select({ refund: refunds, orderNo: purchaseOrders.orderNo }).from(refunds)
      .innerJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, refunds.tenantId), eq(purchaseOrders.id, refunds.orderId)))
      .where(where).orderBy(desc(refunds.createdAt), desc(refunds.id)).limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize),
    db.select({ total: count() }).from(refunds).where(where),
  ]);
  return pagedList(rows.map(({ refund, orderNo }) => ({
    id: refund.id, refundNo: refund.refundNo, orderId: refund.orderId, orderNo, lineId: refund.lineId, amount: refund.amountFen,
    reason: refund.reason, covers: refund.covers, note: refund.note, createdAt: refund.createdAt.toISOString(),
  })), total?.total ?? 0, page);
}
