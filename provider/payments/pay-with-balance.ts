import type { Context } from 'hono';
import type { PayResult } from '../../contract/payments';
import type { AppBindings } from '../http/app-bindings';
import { ownerOf } from '../http/request-owner';
import { notifyShopper } from '../notifications/notify-shopper';
import { type IdempotentRequest, requestHashOf, withIdempotency } from './idempotency';
import { checkPayPassword } from './pay-password';
import { payFromBalance } from './payments';

/**
 * The request under its Idempotency-Key (validated by the route's header schema) in `scope`,
 * bound to its method, path and `body`: the validated body without secrets.
 */
export const idempotentRequest = (c: Context<AppBindings>, scope: string, body: unknown = {}): IdempotentRequest => ({
  owner: ownerOf(c), scope, key: c.req.header('Idempotency-Key') || undefined, requestHash: requestHashOf(c.req.method, c.req.path, body),
});

/**
 * Pays payments of the shopper from the balance: the pay password first (under its failure
 * limit), then all payments or none in one transaction with the Idempotency-Key, then the
 * shopper is told (once: a replayed key tells nothing new).
 */
export async function payWithBalance(c: Context<AppBindings>, paymentIds: readonly number[], payPassword: string, request: IdempotentRequest): Promise<PayResult> {
  const { owner } = request;
  const now = c.var.clock();
  await checkPayPassword(c.var.db, owner, payPassword, now);
  const { value, replayed } = await withIdempotency(c.var.db, request, (tx) => payFromBalance(tx, owner, paymentIds, now));
  if (!replayed) {
    const references = value.payments.map((payment) => payment.orderNo ?? payment.paymentNo).join(', ');
    await notifyShopper(c.var, owner, { kind: 'PAYMENT_RECEIVED', params: { amount: value.paid, balance: value.balance, references } }, now);
  }
  return value;
}

/** Pays one payment, whichever route names it (its own, its order's, its transit order's): all share one scope of keys. */
export const payOneWithBalance = (c: Context<AppBindings>, paymentId: number, payPassword: string): Promise<PayResult> =>
  payWithBalance(c, [paymentId], payPassword, idempotentRequest(c, 'payment.pay'));
