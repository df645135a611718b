import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { idempotencyKeys } from '../db/schema';
import type { AccountOwner } from '../ledger/ledger';

/**
 * Runs `operation` in one transaction with its Idempotency-Key. The key's row is inserted first:
 * a second request with the same key waits on that row until the first commits, then answers
 * the first one's stored result without running again. When the first fails, its transaction
 * (key included) rolls back, so a retry runs anew. Without a key the operation just runs.
 */
export async function withIdempotency<T>(
  db: Database, owner: AccountOwner, scope: string, key: string | undefined, operation: (tx: Database) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  return db.transaction(async (tx) => {
    if (key === undefined) return { value: await operation(tx), replayed: false };
    const ofKey = and(
      eq(idempotencyKeys.tenantId, owner.tenantId), eq(idempotencyKeys.userId, owner.userId),
      eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key),
    );
    const [claimed] = await tx.insert(idempotencyKeys).values({ ...owner, scope, key }).onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const first = await tx.select({ response: idempotencyKeys.response }).from(idempotencyKeys).where(ofKey);
      return { value: theOne(first, 'the claimed idempotency key').response as T, replayed: true };
    }
    const value = await operation(tx);
    await tx.update(idempotencyKeys).set({ response: value }).where(ofKey);
    return { value, replayed: false };
  });
}

/** The stored first answer under a key, or undefined when the key is new (or its first request is still running). */
export async function storedResponse(db: Database, owner: AccountOwner, scope: string, key: string | undefined): Promise<unknown> {
  if (key === undefined) return undefined;
  const [row] = await db.select({ response: idempotencyKeys.response }).from(idempotencyKeys).where(and(
    eq(idempotencyKeys.tenantId, owner.tenantId), eq(idempotencyKeys.userId, owner.userId),
    eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key),
  ));
  return row?.response ?? undefined;
}
