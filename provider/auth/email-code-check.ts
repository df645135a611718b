import type { Context } from 'hono';
import type { EmailCodePurpose } from '../../contract/user';
import type { Database } from '../db/client';
import type { AppBindings } from '../http/app-bindings';
import { clientAddress } from '../http/client-address';
import { ProblemError } from '../http/problem';
import { checkEmailCode, consumeEmailCode } from './email-codes';
import { codeCheckLimits } from './limits';
import { limitFailures } from './rate-limiter';

export const invalidCode = () =>
  new ProblemError({ status: 400, code: 'INVALID_CODE', detail: 'The code is wrong or no longer valid. Ask for a new one.' });

/** Checks an e-mail code under the failure limits: its id when it is the live code, else null. */
export function checkCode(c: Context<AppBindings>, email: string, purpose: EmailCodePurpose, code: string): Promise<number | null> {
  const tenantId = c.var.tenant.id;
  const now = c.var.clock();
  return limitFailures(c.var.db, tenantId, codeCheckLimits(email, clientAddress(c)), now,
    () => checkEmailCode(c.var.db, { tenantId, email, purpose }, code, now));
}

/** As checkCode, but 400 INVALID_CODE when the code is not the live one. */
export async function requireEmailCode(
  c: Context<AppBindings>, email: string, purpose: EmailCodePurpose, code: string,
): Promise<number> {
  const codeId = await checkCode(c, email, purpose, code);
  if (codeId === null) throw invalidCode();
  return codeId;
}

/** Uses a checked code up inside the transaction of the change it proves, so a failed change leaves it usable. */
export async function useEmailCode(tx: Database, tenantId: string, codeId: number, now: Date): Promise<void> {
  if (!(await consumeEmailCode(tx, tenantId, codeId, now))) throw invalidCode();
}
