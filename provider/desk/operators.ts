import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Operator, OperatorList, OperatorUpdate } from '../../contract/desk';
import type { PageQuery } from '../../contract/paging';
import type { Database } from '../db/client';
import { queriesTogether } from '../db/queries-together';
import { operators } from '../db/schema';
import type { OperatorRow } from '../http/app-bindings';
import { pagedList } from '../http/lists';
import { ProblemError } from '../http/problem';
import { type DeskActor, recordDeskAction } from './audit';
import { revokeOperatorSessions } from './operator-sessions';
import { ofTenant } from '../db/ownership';

/** The operator as the desk shows them: never the password hash, the second-factor secret or recovery codes. */
export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  totpEnabled: row.totpEnabledAt !== null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function findOperatorByEmail(db: Database, tenantId: string, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(and(ofTenant(operators, tenantId), eq(operators.email, email))).limit(1);
  return row;
}

/** The tenant's people: the demo robot's row (operators.robot) is no one to list, change or count as an owner. */
const people = (tenantId: string) => and(ofTenant(operators, tenantId), eq(operators.robot, false));

export async function listOperators(db: Database, tenantId: string, page: PageQuery): Promise<OperatorList> {
  const ofThisTenant = people(tenantId);
  const [rows, [total]] = await queriesTogether(db, [
    () => db.select().from(operators).where(ofThisTenant).orderBy(asc(operators.id)).limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize),
    () => db.select({ total: count() }).from(operators).where(ofThisTenant),
  ]);
  return pagedList(rows.map(toOperator), total?.total ?? 0, page);
}

const isActiveOwner = (row: Pick<OperatorRow, 'role' | 'disabledAt'>) => row.role === 'OWNER' && row.disabledAt === null;

/** What the audit trail keeps of an operator's change. */
const auditedFields = (row: Pick<OperatorRow, 'role' | 'disabledAt'>) => ({ role: row.role, disabledAt: row.disabledAt?.toISOString() ?? null });

/**
 * Changes an operator's role or disables (or enables) them, with its audit row, in one
 * transaction. Disabling ends their sessions in it, so their next call is refused. The
 * tenant always keeps an active OWNER who is a person (409 LAST_OWNER); the demo robot is
 * none (404, as for an unknown id).
 */
export async function updateOperator(db: Database, actor: DeskActor, id: number, update: OperatorUpdate, now: Date): Promise<Operator> {
  return db.transaction(async (tx) => {
    // The active owners are locked first, in one order, so two owners cannot demote each other at once.
    const owners = await tx.select({ id: operators.id }).from(operators)
      .where(and(people(actor.tenantId), eq(operators.role, 'OWNER'), isNull(operators.disabledAt)))
      .orderBy(asc(operators.id))
      .for('update');
    const [before] = await tx.select().from(operators).where(and(people(actor.tenantId), eq(operators.id, id))).for('update');
    if (!before) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `There is no operator ${id}.` });
    const disabledAt = update.disabled === undefined ? before.disabledAt : (update.disabled ? (before.disabledAt ?? now) : null);
    const next = { role: update.role ?? before.role, disabledAt };
    if (isActiveOwner(before) && !isActiveOwner(next) && owners.every((owner) => owner.id === before.id)) {
      throw new ProblemError({ status: 409, code: 'LAST_OWNER', detail: 'The tenant would have no active owner left.' });
    }
    const [after] = await tx.update(operators).set(next)
      .where(and(ofTenant(operators, actor.tenantId), eq(operators.id, id)))
      .returning();
    if (!after) throw new Error('The operator was not updated');
    if (after.disabledAt !== null) await revokeOperatorSessions(tx, after, now);
    await recordDeskAction(tx, actor, {
      action: 'operator.update', recordType: 'operator', recordId: id, before: auditedFields(before), after: auditedFields(after),
    }, now);
    return toOperator(after);
  });
}

