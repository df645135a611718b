import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { RecoveryCodes, TotpEnrolment } from '../../contract/desk';
import { totpSetupLimits } from '../auth/limits';
import { limitFailures } from '../auth/rate-limiter';
import type { Database } from '../db/client';
import { operators } from '../db/schema';
import type { OperatorRow } from '../http/app-bindings';
import { ProblemError } from '../http/problem';
import { type DeskActor, recordDeskAction } from './audit';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp';
import { ofTenant } from '../db/ownership';

/** Ten recovery codes, each good for one login in place of an authenticator code. */
const RECOVERY_CODE_COUNT = 10;

/** Bound to the operator, so a code (or its hash) of one operator says nothing of another's. */
const hashRecoveryCode = (operator: Pick<OperatorRow, 'tenantId' | 'id'>, code: string): string =>
  createHash('sha256').update(`${operator.tenantId}\n${operator.id}\n${code}`).digest('hex');

/** `abcd-efgh-2345-6723`: 80 random bits, base32 (no 0/1/8/9 to mistake for letters). */
const newRecoveryCode = (): string => base32Encode(randomBytes(10)).toLowerCase().match(/.{4}/g)?.join('-') ?? '';

const alreadySet = () =>
  new ProblemError({ status: 409, code: 'SECOND_FACTOR_ALREADY_SET', detail: 'The second factor is set up already.' });

/**
 * Starts setting up the second factor: a new secret, pending until a code from it is
 * confirmed (a new start replaces a pending one). The answer is the only time it is shown.
 */
export async function startTotpEnrolment(db: Database, operator: OperatorRow, issuer: string): Promise<TotpEnrolment> {
  if (operator.totpEnabledAt !== null) throw alreadySet();
  const secret = newTotpSecret();
  const [updated] = await db.update(operators).set({ totpSecret: secret, totpLastStep: null })
    .where(and(ofTenant(operators, operator.tenantId), eq(operators.id, operator.id), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  if (!updated) throw alreadySet();
  return { secret, otpauthUri: otpauthUri({ issuer, account: operator.email, secret }) };
}

/**
 * Accepts a code of the operator's secret once: the step it belongs to is stored, so the same
 * code (or an older one) is refused afterwards, even by a concurrent request.
 */
async function acceptTotpCode(db: Database, operator: OperatorRow, code: string, now: Date): Promise<boolean> {
  if (operator.totpSecret === null) return false;
  const step = matchingStep(operator.totpSecret, code, now);
  if (step === null) return false;
  const [used] = await db.update(operators).set({ totpLastStep: step })
    .where(and(
      ofTenant(operators, operator.tenantId), eq(operators.id, operator.id),
      or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
    ))
    .returning({ id: operators.id });
  return used !== undefined;
}

/**
 * Confirms the pending secret with a code from it (wrong codes under the set-up limits, 400
 * INVALID_CODE), turns the second factor on with its audit row, and answers the recovery
 * codes: the only time they are shown, since only their hashes are kept.
 */
export async function confirmTotp(db: Database, actor: DeskActor, operator: OperatorRow, code: string, now: Date): Promise<RecoveryCodes> {
  if (operator.totpEnabledAt !== null) throw alreadySet();
  const accepted = await limitFailures(db, operator.tenantId, totpSetupLimits(operator.id, actor.clientAddress ?? 'unknown'), now,
    async () => ((await acceptTotpCode(db, operator, code, now)) ? true : null));
  if (!accepted) throw new ProblemError({ status: 400, code: 'INVALID_CODE', detail: 'The code is not the authenticator\'s current code.' });
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const [enabled] = await tx.update(operators)
      .set({ totpEnabledAt: now, recoveryCodeHashes: recoveryCodes.map((recovery) => hashRecoveryCode(operator, recovery)) })
      .where(and(ofTenant(operators, operator.tenantId), eq(operators.id, operator.id), isNull(operators.totpEnabledAt), isNotNull(operators.totpSecret)))
      .returning({ id: operators.id });
    if (!enabled) throw alreadySet();
    await recordDeskAction(tx, actor, {
      action: 'operator.second_factor_enable', recordType: 'operator', recordId: operator.id, before: { totpEnabled: false }, after: { totpEnabled: true },
    }, now);
  });
  return { recoveryCodes };
}

/** The second factor of a login: an authenticator code, or a recovery code (used up by this). */
export async function checkSecondFactor(
  db: Database, operator: OperatorRow, { totpCode, recoveryCode }: { totpCode?: string | undefined; recoveryCode?: string | undefined }, now: Date,
): Promise<boolean> {
  if (totpCode !== undefined) return acceptTotpCode(db, operator, totpCode, now);
  if (recoveryCode === undefined) return false;
  const hash = hashRecoveryCode(operator, recoveryCode);
  const [used] = await db.update(operators)
    .set({ recoveryCodeHashes: sql`${operators.recoveryCodeHashes} - ${hash}::text` })
    .where(and(
      ofTenant(operators, operator.tenantId), eq(operators.id, operator.id),
      sql`${operators.recoveryCodeHashes} @> jsonb_build_array(${hash}::text)`,
    ))
    .returning({ id: operators.id });
  return used !== undefined;
}
