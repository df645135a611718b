import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { UserRow } from '../http/app-bindings';
import { ofTenant } from '../db/ownership';

/** Login cookies last 3 months (docs/product.md, "Sessions and accounts"), and so do the sessions behind them. */
const SESSION_MONTHS = 3;

export const sessionExpiry = (now: Date): Date => {
  const expiresAt = new Date(now);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + SESSION_MONTHS);
  return expiresAt;
};

/** Tokens are looked up by their SHA-256: they are long and random, so no salt or slow hash is needed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 32 random bytes as base64url (43 characters), of which only the hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** A new session: a new token, of which only the hash is stored. */
export async function createSession(db: Database, user: Pick<UserRow, 'tenantId' | 'id'>, now: Date) {
  const token = newToken();
  const expiresAt = sessionExpiry(now);
  const [session] = await db
    .insert(sessions)
    .values({ tenantId: user.tenantId, userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: now })
    .returning({ id: sessions.id });
  if (!session) throw new Error('The session was not written');
  return { id: session.id, token, expiresAt };
}

/** The live session of a token on this tenant, with its user; null when unknown, expired or revoked. */
export async function findSession(db: Database, tenantId: string, token: string, now: Date) {
  const [found] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(and(
      eq(sessions.tokenHash, hashToken(token)),
      ofTenant(sessions, tenantId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, now),
    ))
    .limit(1);
  return found ?? null;
}

export async function revokeSession(db: Database, tenantId: string, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now })
    .where(and(ofTenant(sessions, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Logs the user out everywhere after their credentials changed, except in the session `keepId` when given. */
export async function revokeUserSessions(
  db: Database, user: Pick<UserRow, 'tenantId' | 'id'>, now: Date, keepId?: number,
): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(
    ofTenant(sessions, user.tenantId),
    eq(sessions.userId, user.id),
    isNull(sessions.revokedAt),
    keepId === undefined ? undefined : ne(sessions.id, keepId),
  ));
}
