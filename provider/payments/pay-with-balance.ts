import type { Context } from 'hono';
import type { PayResult } from '../../contract/payments';
import type { AppBindings } from '../http/app-bindings';
import type { AccountOwner } from '../ledger/ledger';
import { notifyShopper } from '../notifications/notify-shopper';
import { withIdempotency } from './idempotency';
import { checkPayPassword } from './pay-password';
import { payFromBalance } from './payments';

export const ownerOf = (c: Context<AppBindings>): AccountOwner => ({ tenantId: c.var.tenant.id, userId: c.var.user.id });

/** The request's Idempotency-Key (validated by the route's header schema). */
export const idempotencyKeyOf = (c: Context<AppBindings>): string | undefined => c.req.header('Idempotency-Key') || undefined;

/**
 * Pays payments of the shopper from the balance: the pay password first (under its failure
 * limit), then all payments or none in one transaction with the Idempotency-Key, then the
 * shopper is told (once: a replayed key tells nothing new).
 */
export async function payWithBalance(c: Context<AppBindings>, paymentIds: readonly number[], payPassword: string, scope: string): Promise<PayResult> {
  const owner = ownerOf(c);
  const now = c.var.clock();
  await checkPayPassword(c.var.db, owner, payPassword, now);
  const { value, replayed } = await withIdempotency(c.var.db, owner, scope, idempotencyKeyOf(c), (tx) => payFromBalance(tx, owner, paymentIds, now));
  if (!replayed) {
    const references = value.payments.map((payment) => payment.orderNo ?? payment.paymentNo).join(', ');
    await notifyShopper(c.var, owner, { kind: 'PAYMENT_RECEIVED', params: { amount: value.paid, balance: value.balance, references } }, now);
  }
  return value;
}
