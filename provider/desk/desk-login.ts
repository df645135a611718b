import type { Context } from 'hono';
import type { DeskLoginRequest, DeskSession } from '../../contract/desk';
import { deskLoginLimits, passwordRefusal } from '../auth/password-limits';
import { verifyAgainstNobody, verifyPassword } from '../auth/passwords';
import { limitFailures } from '../auth/rate-limiter';
import type { AppBindings, OperatorRow } from '../http/app-bindings';
import { clientAddress } from '../http/client-address';
import { ProblemError } from '../http/problem';
import { type DeskActor, recordDeskAction } from './audit';
import { createOperatorSession, revokeOperatorSession } from './operator-sessions';
import { findOperatorByEmail, toOperator } from './operators';
import { checkSecondFactor } from './second-factor';

type LoginOutcome = { operator: OperatorRow; secondFactor: 'TOTP' | 'RECOVERY_CODE' | null } | 'SECOND_FACTOR_MISSING';

/**
 * Signs an operator in (docs/product.md, "Desk"): the password, then the second factor once one
 * is set, all under the failure limits of the shoppers' login counted apart. An unknown
 * address, a wrong password, a disabled operator and a wrong code answer alike (401
 * INVALID_CREDENTIALS); a right password without the code asks for it (401
 * SECOND_FACTOR_CODE_REQUIRED), which is not a failure.
 */
export async function logInOperator(c: Context<AppBindings>, request: DeskLoginRequest): Promise<DeskSession> {
  const { db } = c.var;
  const tenantId = c.var.tenant.id;
  const now = c.var.clock();
  const client = clientAddress(c);
  const found = await findOperatorByEmail(db, tenantId, request.email);
  const outcome = await limitFailures<LoginOutcome>(db, tenantId, deskLoginLimits(request.email, client), now, async () => {
    if (!found) return verifyAgainstNobody(request.password).then(() => null);
    // The demo robot's hash matches no password; it is refused by name too, whatever its row holds.
    if (!(await verifyPassword(request.password, found.passwordHash)) || found.disabledAt !== null || found.robot) return null;
    if (found.totpEnabledAt === null) return { operator: found, secondFactor: null };
    if (request.totpCode === undefined && request.recoveryCode === undefined) return 'SECOND_FACTOR_MISSING';
    if (!(await checkSecondFactor(db, found, request, now))) return null;
    return { operator: found, secondFactor: request.totpCode === undefined ? 'RECOVERY_CODE' : 'TOTP' };
  }, passwordRefusal);
  if (outcome === null) {
    throw new ProblemError({ status: 401, code: 'INVALID_CREDENTIALS', detail: 'The e-mail address, the password or the code is not right.' });
  }
  if (outcome === 'SECOND_FACTOR_MISSING') {
    throw new ProblemError({ status: 401, code: 'SECOND_FACTOR_CODE_REQUIRED', detail: 'Give the authenticator code, or a recovery code.' });
  }
  const { operator, secondFactor } = outcome;
  const actor: DeskActor = { tenantId, operatorId: operator.id, role: operator.role, clientAddress: client };
  return db.transaction(async (tx) => {
    const session = await createOperatorSession(tx, operator, now);
    await recordDeskAction(tx, actor, { action: 'session.create', recordType: 'operator_session', recordId: session.id, after: { secondFactor } }, now);
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), operator: toOperator(operator) };
  });
}

/** Ends the request's operator session, with its audit row. */
export async function logOutOperator(c: Context<AppBindings>, actor: DeskActor): Promise<void> {
  const now = c.var.clock();
  await c.var.db.transaction(async (tx) => {
    await revokeOperatorSession(tx, actor.tenantId, c.var.operatorSessionId, now);
    await recordDeskAction(tx, actor, { action: 'session.end', recordType: 'operator_session', recordId: c.var.operatorSessionId }, now);
  });
}
