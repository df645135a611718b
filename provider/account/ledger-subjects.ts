import { and, eq, inArray } from 'drizzle-orm';
import type { LedgerSubject } from '../../contract/user-account';
import type { Database } from '../db/client';
import { queriesTogether } from '../db/queries-together';
import { accountLedger, deposits, payments, purchaseOrders, refunds, transitOrders, withdrawals } from '../db/schema';
import { ofTenant } from '../db/ownership';

type LedgerRow = Pick<typeof accountLedger.$inferSelect, 'referenceType' | 'reference'>;

const numbersOf = (rows: readonly LedgerRow[], type: LedgerRow['referenceType']) =>
  [...new Set(rows.filter((row) => row.referenceType === type).map((row) => row.reference))];

/** `inArray` of an empty list matches nothing, but a query is still sent: skip it. */
const unless = <T>(numbers: readonly string[], query: () => Promise<T[]>) => () => (numbers.length === 0 ? Promise.resolve([]) : query());

/**
 * What each ledger row was for (docs/product.md, "Balance"), read from the payment, refund,
 * deposit or withdrawal its reference numbers: the shopper sees the order or transit order,
 * never the payment's internal number. Keyed by `${referenceType}:${reference}`.
 */
export async function ledgerSubjects(db: Database, tenantId: string, rows: readonly LedgerRow[]): Promise<Map<string, LedgerSubject>> {
  const paymentNos = numbersOf(rows, 'PAYMENT');
  const refundNos = numbersOf(rows, 'REFUND');
  const depositNos = numbersOf(rows, 'DEPOSIT');
  const withdrawalNos = numbersOf(rows, 'WITHDRAWAL');
  const [paid, refunded, deposited, withdrawn] = await queriesTogether(db, [
    unless(paymentNos, () => db.select({
      no: payments.paymentNo, orderId: purchaseOrders.id, orderNo: purchaseOrders.orderNo,
      transitOrderId: transitOrders.id, transitOrderNo: transitOrders.orderNo, depositId: deposits.id, depositNo: deposits.depositNo,
    }).from(payments)
      .leftJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, payments.tenantId), eq(purchaseOrders.id, payments.orderId)))
      .leftJoin(transitOrders, and(eq(transitOrders.tenantId, payments.tenantId), eq(transitOrders.id, payments.transitOrderId)))
      .leftJoin(deposits, and(eq(deposits.tenantId, payments.tenantId), eq(deposits.paymentId, payments.id)))
      .where(and(ofTenant(payments, tenantId), inArray(payments.paymentNo, paymentNos)))),
    unless(refundNos, () => db.select({ no: refunds.refundNo, orderId: purchaseOrders.id, orderNo: purchaseOrders.orderNo }).from(refunds)
      .innerJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, refunds.tenantId), eq(purchaseOrders.id, refunds.orderId)))
      .where(and(ofTenant(refunds, tenantId), inArray(refunds.refundNo, refundNos)))),
    unless(depositNos, () => db.select({ no: deposits.depositNo, id: deposits.id }).from(deposits)
      .where(and(ofTenant(deposits, tenantId), inArray(deposits.depositNo, depositNos)))),
    unless(withdrawalNos, () => db.select({ no: withdrawals.withdrawalNo, id: withdrawals.id }).from(withdrawals)
      .where(and(ofTenant(withdrawals, tenantId), inArray(withdrawals.withdrawalNo, withdrawalNos)))),
  ]);
  const subjects = new Map<string, LedgerSubject>();
  for (const row of paid) {
    const subject: LedgerSubject | null = row.orderId !== null && row.orderNo !== null ? { type: 'ORDER', id: row.orderId, no: row.orderNo }
      : row.transitOrderId !== null && row.transitOrderNo !== null ? { type: 'TRANSIT_ORDER', id: row.transitOrderId, no: row.transitOrderNo }
        : row.depositId !== null && row.depositNo !== null ? { type: 'DEPOSIT', id: row.depositId, no: row.depositNo } : null;
    if (subject) subjects.set(`PAYMENT:${row.no}`, subject);
  }
  for (const row of refunded) subjects.set(`REFUND:${row.no}`, { type: 'ORDER', id: row.orderId, no: row.orderNo });
  for (const row of deposited) subjects.set(`DEPOSIT:${row.no}`, { type: 'DEPOSIT', id: row.id, no: row.no });
  for (const row of withdrawn) subjects.set(`WITHDRAWAL:${row.no}`, { type: 'WITHDRAWAL', id: row.id, no: row.no });
  return subjects;
}

/** The subject of one row: the one found, else what its reference itself names (no link). */
export function subjectOf(subjects: ReadonlyMap<string, LedgerSubject>, row: LedgerRow): LedgerSubject {
  const found = subjects.get(`${row.referenceType}:${row.reference}`);
  if (found) return found;
  const type = row.referenceType === 'PAYMENT' || row.referenceType === 'REFUND' ? 'ORDER' : row.referenceType;
  return { type, id: null, no: row.reference };
}
