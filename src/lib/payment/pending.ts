import type { Payment } from '../../../contract/payments';

export const PENDING_PAYMENTS_PATH = '/my/pending-payments';

/** The payments chosen on the pending-payments page, by paymentNo, and what they cost together. */
export interface PendingSelection {
  paymentNos: string[];
  total: number;
}

export function pendingSelection(payments: Payment[], chosen: ReadonlySet<string>): PendingSelection {
  const picked = payments.filter((payment) => payment.status === 'UNPAID' && chosen.has(payment.paymentNo));
  return { paymentNos: picked.map((p) => p.paymentNo), total: picked.reduce((sum, p) => sum + p.amount, 0) };
}

/** Every unpaid payment chosen, or none when all already were. */
export function toggleAll(payments: Payment[], chosen: ReadonlySet<string>): Set<string> {
  const unpaid = payments.filter((p) => p.status === 'UNPAID').map((p) => p.paymentNo);
  return unpaid.every((no) => chosen.has(no)) ? new Set() : new Set(unpaid);
}

export function toggleOne(chosen: ReadonlySet<string>, paymentNo: string): Set<string> {
  const next = new Set(chosen);
  if (!next.delete(paymentNo)) next.add(paymentNo);
  return next;
}
