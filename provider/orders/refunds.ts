import { and, eq, sum } from 'drizzle-orm';
import type { RefundCovers, RefundReason } from '../../contract/orders';
import type { Database } from '../db/client';
import { queriesTogether } from '../db/queries-together';
import { payments, refunds } from '../db/schema';
import { nextBusinessNo } from '../ledger/business-numbers';
import type { AccountOwner } from '../db/ownership';
import { applyLedgerChange } from '../ledger/ledger';
import { ofTenant } from '../db/ownership';

/** What the shopper paid for an order and has not had back: the most any refund may return. */
export async function refundableOf(tx: Database, tenantId: string, orderId: number): Promise<number> {
  const [[paid], [refunded]] = await queriesTogether(tx, [
    () => tx.select({ total: sum(payments.amountFen).mapWith(Number) }).from(payments)
      .where(and(ofTenant(payments, tenantId), eq(payments.orderId, orderId), eq(payments.status, 'PAID'))),
    () => tx.select({ total: sum(refunds.amountFen).mapWith(Number) }).from(refunds)
      .where(and(ofTenant(refunds, tenantId), eq(refunds.orderId, orderId))),
  ]);
  return (paid?.total ?? 0) - (refunded?.total ?? 0);
}

/** The amount of a refund made of these parts. */
const coveredAmount = (covers: RefundCovers) => covers.goods + covers.serviceFee + covers.domesticShipping;

/**
 * Gives money of an order back to the balance, in the caller's transaction (the order row
 * locked): a refund row and its ledger row, never more than was paid and not yet refunded.
 * A refund of known parts (`covers`) is their sum; cut to what was left, its parts are no
 * longer known. Answers the amount refunded (0 when nothing is left to refund).
 */
export async function refundToBalance(
  tx: Database, owner: AccountOwner,
  refund: { orderId: number; lineId?: number | null; reason: RefundReason; note?: string } & ({ amountFen: number } | { covers: RefundCovers }), now: Date,
): Promise<number> {
  const asked = 'covers' in refund ? coveredAmount(refund.covers) : refund.amountFen;
  const amount = Math.min(asked, await refundableOf(tx, owner.tenantId, refund.orderId));
  if (amount <= 0) return 0;
  const refundNo = await nextBusinessNo(tx, 'RF', now);
  const covers = 'covers' in refund && amount === asked ? refund.covers : null;
  await tx.insert(refunds).values({
    ...owner, refundNo, orderId: refund.orderId, lineId: refund.lineId ?? null, amountFen: amount, reason: refund.reason, note: refund.note ?? '', covers, createdAt: now,
  });
  await applyLedgerChange(tx, owner, { kind: 'REFUND', amount, referenceType: 'REFUND', reference: refundNo }, now);
  return amount;
}
