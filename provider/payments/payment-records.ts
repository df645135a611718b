import { and, eq } from 'drizzle-orm';
import type { PaymentKind } from '../../contract/payments';
import type { PriceChange } from '../../contract/timeline-notes';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { payments } from '../db/schema';
import { nextBusinessNo } from '../ledger/business-numbers';
import type { AccountOwner } from '../db/ownership';
import { ofTenant } from '../db/ownership';

export type PaymentRow = typeof payments.$inferSelect;

// Creating a payment knows nothing of what paying it sets off, so what it pays for (a deposit,
// an order) can create one without depending on the settlement code that calls back into it.
/** A new unpaid payment, in the caller's transaction. */
export async function createPayment(
  tx: Database, owner: AccountOwner,
  payment: { kind: PaymentKind; orderId: number | null; transitOrderId?: number; amountFen: number; priceChange?: PriceChange }, now: Date,
): Promise<PaymentRow> {
  const rows = await tx.insert(payments).values({
    ...owner, paymentNo: await nextBusinessNo(tx, 'PM', now), kind: payment.kind, orderId: payment.orderId, transitOrderId: payment.transitOrderId ?? null,
    amountFen: payment.amountFen, status: 'UNPAID', priceChange: payment.priceChange ?? null, createdAt: now,
  }).returning();
  return theOne(rows, 'the new payment');
}

/** The unpaid payments of an order or a transit order close with it, in its transaction. */
export async function closeUnpaidPayments(tx: Database, of: { tenantId: string } & ({ orderId: number } | { transitOrderId: number })): Promise<void> {
  const what = 'orderId' in of ? eq(payments.orderId, of.orderId) : eq(payments.transitOrderId, of.transitOrderId);
  await tx.update(payments).set({ status: 'CLOSED' }).where(and(ofTenant(payments, of.tenantId), what, eq(payments.status, 'UNPAID')));
}
