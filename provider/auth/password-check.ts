import type { Context } from 'hono';
import type { AppBindings, UserRow } from '../http/app-bindings';
import { clientAddress } from '../http/client-address';
import { ProblemError } from '../http/problem';
import { passwordLimits, passwordRefusal } from './password-limits';
import { verifyAgainstNobody, verifyPassword } from './passwords';
import { limitFailures } from './rate-limiter';

/**
 * Checks an account's password under the failure limits of `email`: the user when it is
 * right, null when it is wrong or there is no such account (which takes as long).
 */
export function checkPassword(c: Context<AppBindings>, email: string, user: UserRow | undefined, password: string) {
  return limitFailures(c.var.db, c.var.tenant.id, passwordLimits(email, clientAddress(c)), c.var.clock(), async () => {
    if (!user) return verifyAgainstNobody(password).then(() => null);
    return (await verifyPassword(password, user.passwordHash)) ? user : null;
  }, passwordRefusal);
}

/** Confirms a logged-in shopper's change with their password: 400 WRONG_PASSWORD (not 401, which would log them out). */
export async function confirmPassword(c: Context<AppBindings>, password: string): Promise<void> {
  if (await checkPassword(c, c.var.user.email, c.var.user, password)) return;
  throw new ProblemError({ status: 400, code: 'WRONG_PASSWORD', detail: 'The password is not right.' });
}
