import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DeskSession, Invitation, InvitationAcceptance, InvitationRequest } from '../../contract/desk';
import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/sessions';
import type { Database } from '../db/client';
import { operatorInvitations, operators } from '../db/schema';
import { ProblemError } from '../http/problem';
import { type DeskActor, recordDeskAction } from './audit';
import { createOperatorSession } from './operator-sessions';
import { findOperatorByEmail, toOperator } from './operators';
import { ofTenant } from '../db/ownership';

/** An invitation link stays valid a week, and serves once. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 3_600_000;

const emailTaken = () => new ProblemError({ status: 409, code: 'EMAIL_TAKEN', detail: 'An operator of this tenant has this e-mail address already.' });

/**
 * Invites `email` to be an operator with `role`, with its audit row, in one transaction: the
 * one-time token (only its hash is kept) for the caller to mail or print. A newer invitation
 * of the same address voids the older ones.
 */
export async function createInvitation(
  db: Database, actor: DeskActor, { email, role }: InvitationRequest, now: Date,
): Promise<{ invitation: Invitation; token: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  return db.transaction(async (tx) => {
    if (await findOperatorByEmail(tx, actor.tenantId, email)) throw emailTaken();
    await tx.update(operatorInvitations).set({ expiresAt: now }).where(and(
      ofTenant(operatorInvitations, actor.tenantId), eq(operatorInvitations.email, email), isNull(operatorInvitations.acceptedAt),
      gt(operatorInvitations.expiresAt, now),
    ));
    const [row] = await tx.insert(operatorInvitations).values({
      tenantId: actor.tenantId, email, role, tokenHash: hashToken(token), invitedBy: actor.operatorId, expiresAt, createdAt: now,
    }).returning({ id: operatorInvitations.id });
    if (!row) throw new Error('The invitation was not written');
    const invitation: Invitation = { id: row.id, email, role, expiresAt: expiresAt.toISOString() };
    await recordDeskAction(tx, actor, { action: 'invitation.create', recordType: 'invitation', recordId: row.id, after: { email, role } }, now);
    return { invitation, token };
  });
}

/**
 * Turns a live invitation into an operator with the given name and password, signed in at once:
 * the operator, the used invitation, the audit row and the session in one transaction.
 * An unknown, used or expired link is 404 INVITATION_INVALID.
 */
export async function acceptInvitation(
  db: Database, tenantId: string, token: string, { name, password }: InvitationAcceptance, clientAddress: string, now: Date,
): Promise<DeskSession> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(operatorInvitations).where(and(
      ofTenant(operatorInvitations, tenantId),
      eq(operatorInvitations.tokenHash, hashToken(token)),
      isNull(operatorInvitations.acceptedAt),
      gt(operatorInvitations.expiresAt, now),
    )).for('update');
    if (!invitation) {
      throw new ProblemError({ status: 404, code: 'INVITATION_INVALID', detail: 'The invitation link is unknown, used already or expired.' });
    }
    const [operator] = await tx.insert(operators).values({
      tenantId, email: invitation.email, name, role: invitation.role, passwordHash, createdAt: now,
    }).onConflictDoNothing().returning();
    if (!operator) throw emailTaken();
    await tx.update(operatorInvitations).set({ acceptedAt: now })
      .where(and(ofTenant(operatorInvitations, tenantId), eq(operatorInvitations.id, invitation.id)));
    const actor: DeskActor = { tenantId, operatorId: operator.id, role: operator.role, clientAddress };
    await recordDeskAction(tx, actor, {
      action: 'invitation.accept', recordType: 'operator', recordId: operator.id, after: { email: operator.email, role: operator.role, invitationId: invitation.id },
    }, now);
    const session = await createOperatorSession(tx, operator, now);
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), operator: toOperator(operator) };
  });
}
