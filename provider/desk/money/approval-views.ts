import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MoneyApproval, MoneyApprovalList, MoneyApprovalQuery } from '../../../contract/desk-money';
import type { PageQuery } from '../../../contract/paging';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { queriesTogether } from '../../db/queries-together';
import { moneyApprovals, operators, purchaseOrders, users, withdrawals } from '../../db/schema';
import { pagedList } from '../../http/lists';

const asker = alias(operators, 'asker');
const decider = alias(operators, 'decider');

type ApprovalFilter = PageQuery & { state?: Exclude<MoneyApprovalQuery['state'], undefined>; id?: number };

/** Money approvals as the desk shows them, newest first: who asked, for whom, what, and who decided. */
export async function listMoneyApprovals(db: Database, tenantId: string, filter: ApprovalFilter): Promise<MoneyApprovalList> {
  const where = and(...([
    ofTenant(moneyApprovals, tenantId),
    filter.state === undefined || filter.state === 'ALL' ? undefined : eq(moneyApprovals.state, filter.state),
    filter.id === undefined ? undefined : eq(moneyApprovals.id, filter.id),
  ] satisfies (SQL | undefined)[]));
  const [rows, [total]] = await queriesTogether(db, [
    () => db.select({
      approval: moneyApprovals, shopperEmail: users.email, orderNo: purchaseOrders.orderNo, withdrawalNo: withdrawals.withdrawalNo,
      requestedBy: asker.email, decidedBy: decider.email,
    }).from(moneyApprovals)
      .innerJoin(users, and(eq(users.tenantId, moneyApprovals.tenantId), eq(users.id, moneyApprovals.userId)))
      .innerJoin(asker, and(eq(asker.tenantId, moneyApprovals.tenantId), eq(asker.id, moneyApprovals.requestedBy)))
      .leftJoin(decider, and(eq(decider.tenantId, moneyApprovals.tenantId), eq(decider.id, moneyApprovals.decidedBy)))
      .leftJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, moneyApprovals.tenantId), eq(purchaseOrders.id, moneyApprovals.orderId)))
      .leftJoin(withdrawals, and(eq(withdrawals.tenantId, moneyApprovals.tenantId), eq(withdrawals.id, moneyApprovals.withdrawalId)))
      .where(where)
      .orderBy(desc(moneyApprovals.createdAt), desc(moneyApprovals.id))
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize),
    () => db.select({ total: count() }).from(moneyApprovals).where(where),
  ]);
  const items = rows.map(({ approval, ...joined }): MoneyApproval => ({
    id: approval.id, kind: approval.kind, shopperEmail: joined.shopperEmail, orderNo: joined.orderNo, withdrawalNo: joined.withdrawalNo,
    amount: approval.amountFen, reason: approval.reason, state: approval.state, requestedById: approval.requestedBy, requestedBy: joined.requestedBy,
    decidedBy: joined.decidedBy, decidedAt: approval.decidedAt?.toISOString() ?? null, createdAt: approval.createdAt.toISOString(),
  }));
  return pagedList(items, total?.total ?? 0, filter);
}

/** One approval as the desk shows it. */
export async function moneyApprovalView(db: Database, tenantId: string, id: number): Promise<MoneyApproval> {
  const [approval] = (await listMoneyApprovals(db, tenantId, { id, pageNo: 1, pageSize: 1 })).items;
  if (!approval) throw new Error('The approval vanished after its change');
  return approval;
}
