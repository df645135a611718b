import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AuditEntry, AuditList, OperatorRole } from '../../contract/desk';
import type { PageQuery } from '../../contract/paging';
import type { Database } from '../db/client';
import { queriesTogether } from '../db/queries-together';
import { deskAudit, operators } from '../db/schema';
import type { AppBindings } from '../http/app-bindings';
import { clientAddress } from '../http/client-address';
import { dayRange } from '../http/day-range';
import { pagedList } from '../http/lists';
import { ofTenant } from '../db/ownership';

/** Who acted: an operator (with the role they had then), or nobody for `npm run desk:owner`. */
export interface DeskActor {
  tenantId: string;
  operatorId: number | null;
  role: OperatorRole | null;
  clientAddress: string | null;
}

/** The signed-in operator of a desk request, as the audit trail names them. */
export const deskActor = (c: Context<AppBindings>): DeskActor => ({
  tenantId: c.var.tenant.id,
  operatorId: c.var.operator.id,
  role: c.var.operator.role,
  clientAddress: clientAddress(c),
});

export interface DeskAction {
  /** `<record>.<verb>`, e.g. `operator.update`. */
  action: string;
  recordType: string;
  recordId: string | number;
  /** The record's fields the action changed, before and after (null for a creation or an end). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The one audit writer (docs/product.md, "Desk"): every desk change writes its row in the
 * transaction of the change, so the trail holds exactly the changes that happened.
 */
export async function recordDeskAction(tx: Database, actor: DeskActor, action: DeskAction, now: Date): Promise<void> {
  await tx.insert(deskAudit).values({
    tenantId: actor.tenantId,
    operatorId: actor.operatorId,
    role: actor.role,
    clientAddress: actor.clientAddress,
    action: action.action,
    recordType: action.recordType,
    recordId: String(action.recordId),
    before: action.before ?? null,
    after: action.after ?? null,
    createdAt: now,
  });
}

export interface AuditFilter extends PageQuery {
  operatorId?: number | undefined;
  action?: string | undefined;
  recordType?: string | undefined;
  recordId?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** The tenant's audit trail, newest first, narrowed by the filters. */
export async function listAudit(db: Database, tenantId: string, filter: AuditFilter): Promise<AuditList> {
  const where = and(...([
    ofTenant(deskAudit, tenantId),
    filter.operatorId === undefined ? undefined : eq(deskAudit.operatorId, filter.operatorId),
    filter.action === undefined ? undefined : eq(deskAudit.action, filter.action),
    filter.recordType === undefined ? undefined : eq(deskAudit.recordType, filter.recordType),
    filter.recordId === undefined ? undefined : eq(deskAudit.recordId, filter.recordId),
    ...dayRange(deskAudit.createdAt, filter.dateFrom, filter.dateTo),
  ] satisfies (SQL | undefined)[]));
  const [rows, [total]] = await queriesTogether(db, [
    () => db.select({ entry: deskAudit, operatorEmail: operators.email })
      .from(deskAudit)
      .leftJoin(operators, and(eq(operators.tenantId, deskAudit.tenantId), eq(operators.id, deskAudit.operatorId)))
      .where(where)
      .orderBy(desc(deskAudit.createdAt), desc(deskAudit.id))
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize),
    () => db.select({ total: count() }).from(deskAudit).where(where),
  ]);
  const items = rows.map(({ entry, operatorEmail }): AuditEntry => ({
    id: entry.id,
    operatorId: entry.operatorId,
    operatorEmail,
    role: entry.role,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before: entry.before,
    after: entry.after,
    clientAddress: entry.clientAddress,
    createdAt: entry.createdAt.toISOString(),
  }));
  return pagedList(items, total?.total ?? 0, filter);
}
