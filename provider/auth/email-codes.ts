import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { EmailCodePurpose } from '../../contract/user';
import type { Database } from '../db/client';
import { emailCodes } from '../db/schema';
import { ofTenant } from '../db/ownership';

/** A code proves an address for 10 minutes, and five wrong tries void it. */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;


export interface CodeTarget {
  tenantId: string;
  email: string;
  purpose: EmailCodePurpose;
}

/**
 * Bound to its tenant, address and purpose, so a code mailed for one cannot serve another.
 * Six digits can be brute-forced from a leaked hash, but a leak then yields codes that
 * expire within minutes.
 */
const hashCode = ({ tenantId, email, purpose }: CodeTarget, code: string): string =>
  createHash('sha256').update(`${tenantId}\n${email}\n${purpose}\n${code}`).digest('hex');

/** Stores a new code (only its hash) and answers it for mailing. Only the newest code of a target counts. */
export async function issueEmailCode(db: Database, target: CodeTarget, now: Date): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.insert(emailCodes).values({
    ...target,
    codeHash: hashCode(target, code),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    sentAt: now,
  });
  return code;
}

/**
 * Checks a code against the target's newest live code, counting a wrong try in the same
 * statement (so parallel guesses cannot exceed the limit). Answers the code's id when it
 * matches; the code stays usable until `consumeEmailCode`.
 */
export async function checkEmailCode(db: Database, target: CodeTarget, code: string, now: Date): Promise<number | null> {
  const newest = db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(and(ofTenant(emailCodes, target.tenantId), eq(emailCodes.email, target.email), eq(emailCodes.purpose, target.purpose)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  const matches = sql`${emailCodes.codeHash} = ${hashCode(target, code)}`;
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + case when ${matches} then 0 else 1 end` })
    .where(and(
      ofTenant(emailCodes, target.tenantId),
      eq(emailCodes.id, newest),
      isNull(emailCodes.consumedAt),
      gt(emailCodes.expiresAt, now),
      lt(emailCodes.attempts, MAX_WRONG_TRIES),
    ))
    .returning({ id: emailCodes.id, matches: sql<boolean>`${matches}` });
  return row?.matches ? row.id : null;
}

/** Uses a checked code up; false when a concurrent request used it first. Run it in the transaction of the change it proves. */
export async function consumeEmailCode(db: Database, tenantId: string, codeId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(ofTenant(emailCodes, tenantId), eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return used.length > 0;
}
