import { and, eq } from 'drizzle-orm';
import { NO_PASSWORD_HASH } from '../auth/passwords';
import type { Database } from '../db/client';
import { ofTenant } from '../db/ownership';
import { operators } from '../db/schema';
import type { DeskActor } from '../desk/audit';
import { ProblemError } from '../http/problem';
import type { StepResult } from '../orders/fulfilment';

/*
 * The demo robot as an operator of the tenant's desk (docs/product.md, "Scheduled work"): its
 * steps go through the desk services a person uses, under this row, so the audit trail names
 * it. It is an OWNER so that it may take every step; it is no person: its password hash matches
 * no password (and sign-in refuses it), the operators list and changes leave it out, and it
 * never counts as the owner a tenant must keep. It calls the services, not the routes, so the
 * routes' second-factor check is not its; only a demo start (DEMO) runs it.
 */

/** A reserved domain (RFC 2606): no mailbox, so nobody can be invited in its place. */
export const ROBOT_EMAIL = 'robot@demo.invalid';
const ROBOT_NAME = 'Demo robot';

/** The robot's operator row of a tenant, as the demo seed and the robot itself make it. */
export const robotOperatorRow = (tenantId: string, now: Date) => ({
  tenantId, email: ROBOT_EMAIL, name: ROBOT_NAME, role: 'OWNER' as const, robot: true, passwordHash: NO_PASSWORD_HASH, createdAt: now,
});

/**
 * The robot as the actor of its steps on a tenant: the seeded row, or one made now for a
 * tenant that has none (one added to a demo start after its seed). No client address: it
 * acts from inside the provider.
 */
export async function robotActor(tx: Database, tenantId: string, now: Date): Promise<DeskActor> {
  const find = () => tx.select({ id: operators.id, role: operators.role }).from(operators)
    .where(and(ofTenant(operators, tenantId), eq(operators.email, ROBOT_EMAIL), eq(operators.robot, true)));
  let [robot] = await find();
  if (!robot) {
    await tx.insert(operators).values(robotOperatorRow(tenantId, now)).onConflictDoNothing();
    [robot] = await find();
  }
  if (!robot) throw new Error(`The address of the demo robot of ${tenantId} is taken by an operator`);
  return { tenantId, operatorId: robot.id, role: robot.role, clientAddress: null };
}

/**
 * One step of the robot in a savepoint of its round: a step the desk service refuses (a
 * ProblemError, e.g. 409 out of order) rolls back to it, writes nothing and is tried again next
 * round. Answers whom to tell once the round committed.
 */
export async function robotStep(tx: Database, step: (tx: Database) => Promise<StepResult[]>): Promise<StepResult[]> {
  try {
    return await tx.transaction(step);
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return [];
  }
}

/** The robot's actors by tenant, looked up once per round. */
export function robotActors(tx: Database, now: Date): (tenantId: string) => Promise<DeskActor> {
  const known = new Map<string, Promise<DeskActor>>();
  return (tenantId) => {
    let actor = known.get(tenantId);
    if (!actor) {
      actor = robotActor(tx, tenantId, now);
      known.set(tenantId, actor);
    }
    return actor;
  };
}
