import type { ExternalProvider } from '../../../contract/payments';
import { shopperApi } from '../session/shopper-api';
import { type ExternalMethod, externalMethod } from './external-methods';

/**
 * Paying through an external provider's hosted page (docs/product.md, "External payments"): the storefront
 * opens a session for one payment and sends the shopper to the provider's page; card details
 * are typed there only. The payment is marked paid by the provider's signed notification, never
 * by the shopper coming back.
 */

/** The external ways to pay this site offers, as the provider says (none unless it has a provider configured). */
export async function availableExternalMethods(): Promise<ExternalMethod[]> {
  return (await shopperApi().getPaymentMethods()).providers.map(externalMethod);
}

/**
 * Opens the provider's page for one payment; the shopper comes back to `returnPath` with the
 * outcome in the query. Never settles once the page is leaving, so a form stays busy till it goes.
 */
export async function payOnHostedPage(provider: ExternalProvider, payment: { paymentNo: string; amount: number }, returnPath: string): Promise<void> {
  const { method } = externalMethod(provider);
  const back = new URL(returnPath, location.origin);
  for (const name of ['paymentNo', 'result']) back.searchParams.delete(name);
  const page = await shopperApi().openHostedPayment(provider, {
    orderPay: payment.paymentNo, orderAmount: payment.amount, paymentMethod: method, domainUrl: back.toString(),
  });
  location.assign(page);
  return new Promise<never>(() => undefined);
}

/** A deposit by card or wallet: the deposit's own payment is paid on the provider's page. */
export async function depositOnHostedPage(channel: { channel: string; provider: ExternalProvider }, amount: number, returnPath: string): Promise<void> {
  const deposit = await shopperApi().createDeposit({ channel: channel.channel, amount });
  if (!deposit.paymentNo) throw new Error(`Deposit ${deposit.depositNo} has no payment to pay`);
  await payOnHostedPage(channel.provider, { paymentNo: deposit.paymentNo, amount }, returnPath);
}
