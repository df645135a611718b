import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { promotionCodes, users } from '../db/schema';
import type { UserRow } from '../http/app-bindings';
import { ProblemError } from '../http/problem';
import { ofTenant } from '../db/ownership';

/** The tenant's account of an address (addresses are stored lower-case, as the contract's Email makes them). */
export async function findUserByEmail(db: Database, tenantId: string, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(and(ofTenant(users, tenantId), eq(users.email, email))).limit(1);
  return user;
}

export async function updateUser(db: Database, user: UserRow, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [updated] = await db.update(users).set(values).where(and(ofTenant(users, user.tenantId), eq(users.id, user.id))).returning();
  if (!updated) throw new Error('The user was not updated');
  return updated;
}

export const emailTaken = () =>
  new ProblemError({ status: 409, code: 'EMAIL_TAKEN', detail: 'This e-mail address already has an account. Log in, or reset the password.' });

/** 409 EMAIL_TAKEN unless the address is free on this tenant. */
export async function requireFreeEmail(db: Database, tenantId: string, email: string): Promise<void> {
  if (await findUserByEmail(db, tenantId, email)) throw emailTaken();
}

/** The stored (upper-case) form of a promotion code the tenant accepts now, or null. */
export async function findPromotionCode(db: Database, tenantId: string, code: string, now: Date): Promise<string | null> {
  const [found] = await db
    .select({ code: promotionCodes.code })
    .from(promotionCodes)
    .where(and(
      ofTenant(promotionCodes, tenantId),
      eq(promotionCodes.code, code.toUpperCase()),
      or(isNull(promotionCodes.validUntil), gt(promotionCodes.validUntil, now)),
    ))
    .limit(1);
  return found?.code ?? null;
}
