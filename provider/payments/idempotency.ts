import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { idempotencyKeys } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { AccountOwner } from '../db/ownership';
import { ownedBy } from '../db/ownership';

/** A request that may carry an Idempotency-Key: whose, which operation, the key, and what it asks. */
export interface IdempotentRequest {
  owner: AccountOwner;
  /** The operation; a key is one shopper's within one operation. */
  scope: string;
  key: string | undefined;
  /** The hash of method, path and validated body: a key answers only the request it was first sent with. */
  requestHash: string;
}

/** JSON with every object's keys sorted, so one body hashes alike whatever order its keys came in. */
const canonicalJson = (value: unknown): string => JSON.stringify(value, (_key, part: unknown) =>
  part !== null && typeof part === 'object' && !Array.isArray(part)
    ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : part);

/** SHA-256 of method, path and the validated body (without secrets, which are checked on every request anyway). */
export const requestHashOf = (method: string, path: string, body: unknown): string =>
  createHash('sha256').update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`).digest('hex');

const keyReused = () => new ProblemError({
  status: 422, code: 'IDEMPOTENCY_KEY_REUSED', detail: 'This Idempotency-Key was sent before with another request: send a new key for a new request.',
});

const ofKey = ({ owner, scope }: IdempotentRequest, key: string) => and(
  ownedBy(idempotencyKeys, owner),
  eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key),
);

/**
 * The first answer stored under the key, for the same request only (422 for another one). Parsed
 * from the JSON text it was sent as, so answering it again sends the same bytes.
 */
function answerOf(request: IdempotentRequest, stored: { requestHash: string; response: string | null }): unknown {
  if (stored.requestHash !== request.requestHash) throw keyReused();
  return stored.response === null ? undefined : JSON.parse(stored.response);
}

/**
 * Runs `operation` in one transaction with its Idempotency-Key. The key's row is inserted first:
 * a second request with the same key waits on that row until the first commits, then answers
 * the first one's stored result without running again (or 422 when it asks something else).
 * When the first fails, its transaction (key included) rolls back, so a retry runs anew; only a
 * success is ever stored. Without a key the operation just runs.
 */
export async function withIdempotency<T>(
  db: Database, request: IdempotentRequest, operation: (tx: Database) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const { owner, scope, key, requestHash } = request;
  return db.transaction(async (tx) => {
    if (key === undefined) return { value: await operation(tx), replayed: false };
    const [claimed] = await tx.insert(idempotencyKeys).values({ ...owner, scope, key, requestHash }).onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const first = await tx.select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response }).from(idempotencyKeys).where(ofKey(request, key));
      return { value: answerOf(request, theOne(first, 'the claimed idempotency key')) as T, replayed: true };
    }
    const value = await operation(tx);
    await tx.update(idempotencyKeys).set({ response: JSON.stringify(value) }).where(ofKey(request, key));
    return { value, replayed: false };
  });
}

/**
 * The stored first answer under the key, or undefined when the key is new (or its first request
 * is still running); 422 when the key was first sent with another request.
 */
export async function storedResponse<T>(db: Database, request: IdempotentRequest): Promise<T | undefined> {
  if (request.key === undefined) return undefined;
  const [row] = await db.select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response }).from(idempotencyKeys)
    .where(ofKey(request, request.key));
  return row === undefined ? undefined : answerOf(request, row) as T | undefined;
}
