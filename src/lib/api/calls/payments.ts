import type { KyInstance } from 'ky';
import { listOf } from '../../../../contract/problem';
import {
  MidtransSnapResponse, OnePayResponse, Payment, PaymentMethods, PayResult, WaafiPayHppResponse,
  type ExternalPayRequest, type ExternalProvider, type UnpaidQuery,
} from '../../../../contract/payments';
import { idempotent } from './orders';
import { parsed, query } from './query';

/** Each external provider's route and where its own answer names the hosted payment page. */
const HOSTED_PAGE = {
  ONEPAY: { path: 'front/onepay/payCode', address: (body: unknown) => OnePayResponse.parse(body).data.payUrl },
  MIDTRANS: { path: 'front/midtrans/snap-token', address: (body: unknown) => MidtransSnapResponse.parse(body).redirect_url },
  WAAFIPAY: { path: 'front/waafipay/hpp-asm', address: (body: unknown) => WaafiPayHppResponse.parse(body).params.hppUrl },
} satisfies Record<ExternalProvider, { path: string; address: (body: unknown) => string }>;

/** Payments from the balance (docs/product.md, "Payment calls"), and through the external providers' hosted pages. */
export const paymentCalls = (http: KyInstance) => ({
  /** All or nothing: every payment is paid, or none is. */
  batchPay: (paymentNos: string[], payPassword: string, key: string) =>
    parsed(http.post('front/payments/batch-pay', { json: { paymentNos, payPassword }, headers: idempotent(key) }), PayResult),
  /** How many payments of orders and transit orders wait for the shopper (the account menu's count). */
  getUnpaidPayments: ({ orderType, orderNo }: UnpaidQuery = {}) =>
    parsed(http.get('front/payments/unpaid', { searchParams: query({ orderType, orderNo }) }), listOf(Payment)),
  /** The card and wallet providers this site takes payments through (none on a site without them). */
  getPaymentMethods: () => parsed(http.get('front/payment-methods'), PaymentMethods),
  /** Opens a hosted payment session of the provider: answers the address of its page. */
  openHostedPayment: async (provider: ExternalProvider, body: ExternalPayRequest): Promise<string> => {
    const { path, address } = HOSTED_PAGE[provider];
    return address(await http.post(path, { json: body }).json());
  },
});
