import type { KyInstance } from 'ky';
import type { List } from '../../../../contract/problem';
import type { ExternalPaymentRequest } from '../../../../contract/requests';
import { query, type NotYetModelled } from './query';

type Paging = { pageNo?: number; pageSize?: number };

/** The prepaid balance, the pay password and payments (SPEC section 7, User account and Payments). */
export const accountCalls = (http: KyInstance) => ({
  setFirstPayPassword: (payPassword: string) =>
    http.post('front/user-account/first-set-pay-password', { json: { payPassword } }).json<NotYetModelled>(),
  resetPayPassword: (body: { oldPayPassword: string; newPayPassword: string }) =>
    http.post('front/user-account/resetPayPassword', { json: body }).json<NotYetModelled>(),
  setPayPasswordWithEmailCode: (body: { payPassword: string; emailVerificationCode: string }) =>
    http.post('front/user-account/pay-password', { json: body }).json<NotYetModelled>(),
  requestWithdrawal: (body: NotYetModelled) => http.post('front/user-account/withdrawals', { json: body }).json<NotYetModelled>(),
  requestDeposit: (body: NotYetModelled) => http.post('front/user-account/deposits', { json: body }).json<NotYetModelled>(),
  uploadDepositCertificate: (amount: number) =>
    http.post('front/user-account/certificate', { json: { amount } }).json<NotYetModelled>(),
  updateDeposit: (body: NotYetModelled) => http.post('front/user-account/update-deposit', { json: body }).json<NotYetModelled>(),
  getAccount: () => http.get('front/user-account/root').json<NotYetModelled>(),
  getTransactions: (q: Paging = {}) =>
    http.get('front/user-account/transactions', { searchParams: query(q) }).json<List<NotYetModelled>>(),
  getAccountSummary: () => http.get('front/user-account/querySummary').json<NotYetModelled>(),
  getAccountOperations: (q: Paging = {}) =>
    http.get('front/user-account/operations', { searchParams: query(q) }).json<List<NotYetModelled>>(),
  getTransactionDetail: (id: number) => http.get(`front/user-account/queryDetail/${id}`).json<NotYetModelled>(),
  getDepositChannels: () => http.get('front/deposit-channels').json<List<NotYetModelled>>(),

  pay: (paymentId: number, payPassword: string) =>
    http.post(`front/payments/${paymentId}/pay`, { json: { payPassword } }).json<NotYetModelled>(),
  batchPay: (body: { paymentNos: string[]; payPassword: string }) =>
    http.post('front/payments/batch-pay', { json: body }).json<NotYetModelled>(),
  getUnpaidPayments: (q: { orderType?: string; orderNo?: string } = {}) =>
    http.get('front/payments/unpaid', { searchParams: query(q) }).json<List<NotYetModelled>>(),
  /** Starts a card or wallet checkout with an external payment provider of the given kind. */
  startExternalPayment: (kind: 'onepay' | 'midtrans' | 'waafipay', body: ExternalPaymentRequest) =>
    http.post(EXTERNAL_PAYMENT_PATHS[kind], { json: body }).json<NotYetModelled>(),
});

const EXTERNAL_PAYMENT_PATHS = {
  onepay: 'front/onepay/payCode',
  midtrans: 'front/midtrans/snap-token',
  waafipay: 'front/waafipay/hpp-asm',
} as const;
