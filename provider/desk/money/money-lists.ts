import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeskDeposit, DeskDepositList, DeskDepositQuery, DeskWithdrawal, DeskWithdrawalList, DeskWithdrawalQuery } from '../../../contract/desk-money';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { queriesTogether } from '../../db/queries-together';
import { deposits, users, withdrawals } from '../../db/schema';
import { pagedList } from '../../http/lists';
import type { ObjectStorage } from '../../storage/object-storage';

/*
 * The desk's money work lists, newest first, one status at a time (PENDING by default) so each
 * page is one range of an index (tenant, status, created) at any size.
 */

const ofShopper = (table: typeof deposits | typeof withdrawals) => and(eq(users.tenantId, table.tenantId), eq(users.id, table.userId));

export async function listDeskDeposits(
  db: Database, storage: ObjectStorage, tenantId: string, query: z.output<typeof DeskDepositQuery>,
): Promise<DeskDepositList> {
  const where = and(...([
    ofTenant(deposits, tenantId),
    query.status === 'ALL' ? undefined : eq(deposits.status, query.status),
    query.no === undefined ? undefined : eq(deposits.depositNo, query.no),
  ] satisfies (SQL | undefined)[]));
  const [rows, [total]] = await queriesTogether(db, [
    () => db.select({ deposit: deposits, shopperEmail: users.email }).from(deposits).innerJoin(users, ofShopper(deposits)).where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    () => db.select({ total: count() }).from(deposits).where(where),
  ]);
  return pagedList(rows.map(({ deposit, shopperEmail }): DeskDeposit => ({
    id: deposit.id, depositNo: deposit.depositNo, userId: deposit.userId, shopperEmail, channel: deposit.channel, amount: deposit.amountFen,
    status: deposit.status, certificate: deposit.certificateKey ? storage.urlFor(deposit.certificateKey) : null, remark: deposit.remark,
    rejectReason: deposit.rejectReason, createdAt: deposit.createdAt.toISOString(), decidedAt: deposit.confirmedAt?.toISOString() ?? null,
  })), total?.total ?? 0, query);
}

export async function listDeskWithdrawals(db: Database, tenantId: string, query: z.output<typeof DeskWithdrawalQuery>): Promise<DeskWithdrawalList> {
  const where = and(...([
    ofTenant(withdrawals, tenantId),
    query.status === 'ALL' ? undefined : eq(withdrawals.status, query.status),
    query.no === undefined ? undefined : eq(withdrawals.withdrawalNo, query.no),
  ] satisfies (SQL | undefined)[]));
  const [rows, [total]] = await queriesTogether(db, [
    () => db.select({ withdrawal: withdrawals, shopperEmail: users.email }).from(withdrawals).innerJoin(users, ofShopper(withdrawals)).where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    () => db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  return pagedList(rows.map(({ withdrawal, shopperEmail }): DeskWithdrawal => ({
    id: withdrawal.id, withdrawalNo: withdrawal.withdrawalNo, userId: withdrawal.userId, shopperEmail, amount: withdrawal.amountFen,
    account: withdrawal.account, status: withdrawal.status, bankReference: withdrawal.bankReference, rejectReason: withdrawal.rejectReason,
    createdAt: withdrawal.createdAt.toISOString(), approvedAt: withdrawal.approvedAt?.toISOString() ?? null,
    decidedAt: withdrawal.decidedAt?.toISOString() ?? null,
  })), total?.total ?? 0, query);
}
