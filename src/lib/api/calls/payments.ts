import type { KyInstance } from 'ky';
import { listOf } from '../../../../contract/problem';
import { Payment, PayResult, type UnpaidQuery } from '../../../../contract/payments';
import { idempotent } from './orders';
import { parsed, query } from './query';

/** Payments from the balance (SPEC section 7, Payments). */
export const paymentCalls = (http: KyInstance) => ({
  payPayment: (id: number, payPassword: string, key: string) =>
    parsed(http.post(`front/payments/${id}/pay`, { json: { payPassword }, headers: idempotent(key) }), PayResult),
  /** All or nothing: every payment is paid, or none is. */
  batchPay: (paymentNos: string[], payPassword: string, key: string) =>
    parsed(http.post('front/payments/batch-pay', { json: { paymentNos, payPassword }, headers: idempotent(key) }), PayResult),
  getUnpaidPayments: ({ orderType, orderNo }: UnpaidQuery = {}) =>
    parsed(http.get('front/payments/unpaid', { searchParams: query({ orderType, orderNo }) }), listOf(Payment)),
});
