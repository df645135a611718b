import { and, eq, gt, isNull } from 'drizzle-orm';
import { OPERATOR_TOKEN_PREFIX } from '../../contract/desk';
import { hashToken, newToken, sessionExpiry } from '../auth/sessions';
import type { Database } from '../db/client';
import { operators, operatorSessions } from '../db/schema';
import type { OperatorRow } from '../http/app-bindings';
import { ofTenant } from '../db/ownership';

/**
 * Operator sessions last as the shoppers' do (docs/product.md, "Desk"), but their tokens carry
 * a prefix no shopper token has: the two kinds never pass for each other, even before a lookup.
 */
export const OPERATOR_TOKEN = new RegExp(`^${OPERATOR_TOKEN_PREFIX.replace('.', '\\.')}[A-Za-z0-9_-]{43}$`);

export async function createOperatorSession(db: Database, operator: Pick<OperatorRow, 'tenantId' | 'id'>, now: Date) {
  const token = `${OPERATOR_TOKEN_PREFIX}${newToken()}`;
  const expiresAt = sessionExpiry(now);
  const [session] = await db
    .insert(operatorSessions)
    .values({ tenantId: operator.tenantId, operatorId: operator.id, tokenHash: hashToken(token), expiresAt, createdAt: now })
    .returning({ id: operatorSessions.id });
  if (!session) throw new Error('The operator session was not written');
  return { id: session.id, token, expiresAt };
}

/** The live session of an operator token on this tenant, with its operator; null when unknown, expired, revoked or disabled. */
export async function findOperatorSession(db: Database, tenantId: string, token: string, now: Date) {
  if (!OPERATOR_TOKEN.test(token)) return null;
  const [found] = await db
    .select({ sessionId: operatorSessions.id, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, and(eq(operators.tenantId, operatorSessions.tenantId), eq(operators.id, operatorSessions.operatorId)))
    .where(and(
      eq(operatorSessions.tokenHash, hashToken(token)),
      ofTenant(operatorSessions, tenantId),
      isNull(operatorSessions.revokedAt),
      gt(operatorSessions.expiresAt, now),
      isNull(operators.disabledAt),
    ))
    .limit(1);
  return found ?? null;
}

export async function revokeOperatorSession(db: Database, tenantId: string, sessionId: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: now })
    .where(and(ofTenant(operatorSessions, tenantId), eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Ends every session of an operator (disabled): their next call is 401. */
export async function revokeOperatorSessions(db: Database, operator: Pick<OperatorRow, 'tenantId' | 'id'>, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: now }).where(and(
    ofTenant(operatorSessions, operator.tenantId),
    eq(operatorSessions.operatorId, operator.id),
    isNull(operatorSessions.revokedAt),
  ));
}
