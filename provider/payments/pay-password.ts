import type { Database } from '../db/client';
import { userAccounts } from '../db/schema';
import { ProblemError } from '../http/problem';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { failuresLeft, limitFailures, type Limit } from '../auth/rate-limiter';
import type { AccountOwner } from '../db/ownership';
import { lockAccount } from '../ledger/ledger';
import { ownedBy } from '../db/ownership';

/** Five wrong pay passwords in 15 minutes lock paying for that account only (429 TOO_MANY_ATTEMPTS). */
const payPasswordLimit = ({ userId }: AccountOwner): Limit => ({ key: `pay-password:${userId}`, max: 5, windowMs: 15 * 60_000 });
export const payPasswordLimits = (owner: AccountOwner): Limit[] => [payPasswordLimit(owner)];

/** 400 WRONG_PAY_PASSWORD, saying how many tries are left before paying locks (docs/product.md, "Payments"). */
export const wrongPayPassword = (triesLeft: number) =>
  new ProblemError({ status: 400, code: 'WRONG_PAY_PASSWORD', detail: `The pay password is not right: ${triesLeft} tries left.`, triesLeft });
const notSet = () => new ProblemError({ status: 409, code: 'PAY_PASSWORD_NOT_SET', detail: 'Set a pay password first.' });

/**
 * Checks the pay password under the failure limit. The account row is locked while it runs,
 * so one shopper's checks take turns: the limiter counts each try before it runs, and with
 * checks in turn the count never holds more than one try under way, so parallel pays with the
 * right password are never refused for the others' tries, and parallel guesses are still
 * each counted. A wrong password is counted (its transaction commits); 400 after it.
 */
export async function checkPayPassword(db: Database, owner: AccountOwner, payPassword: string, now: Date): Promise<void> {
  const result = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, owner);
    if (!account.payPasswordHash) return 'not-set' as const;
    const hash = account.payPasswordHash;
    const right = await limitFailures(tx, owner.tenantId, payPasswordLimits(owner), now, async () => ((await verifyPassword(payPassword, hash)) ? true : null));
    return right ? 'right' as const : { triesLeft: await failuresLeft(tx, owner.tenantId, payPasswordLimit(owner), now) };
  });
  if (result === 'not-set') throw notSet();
  if (result !== 'right') throw wrongPayPassword(result.triesLeft);
}

/** Sets the pay password; `onlyIfUnset` refuses (409) when one exists (first-set-pay-password). */
export async function setPayPassword(db: Database, owner: AccountOwner, payPassword: string, now: Date, onlyIfUnset: boolean): Promise<void> {
  const hash = await hashPassword(payPassword);
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, owner);
    if (onlyIfUnset && account.payPasswordHash) {
      throw new ProblemError({ status: 409, code: 'PAY_PASSWORD_ALREADY_SET', detail: 'A pay password is set already: change or reset it.' });
    }
    await tx.update(userAccounts).set({ payPasswordHash: hash, updatedAt: now })
      .where(ownedBy(userAccounts, owner));
  });
}
