import { ExternalProvider } from '../../../contract/payments';
import type { TFunction } from '../i18n/translator';

export interface ExternalMethod { provider: ExternalProvider; method: 'CARD' | 'WALLET'; name: string }

/** An external way to pay, by provider: OnePay takes cards, Midtrans and WaafiPay wallets. */
export const externalMethod = (provider: ExternalProvider): ExternalMethod => ({
  provider,
  method: provider === 'ONEPAY' ? 'CARD' : 'WALLET',
  name: { ONEPAY: 'OnePay', MIDTRANS: 'Midtrans', WAAFIPAY: 'WaafiPay' }[provider],
});

/** How a payment was paid, as the shopper reads it: from the balance, or by card or wallet of a provider. */
export function paidWithText(t: TFunction, method: string): string {
  const provider = ExternalProvider.safeParse(method);
  if (!provider.success) return t('payment:pay.title');
  const external = externalMethod(provider.data);
  return t(external.method === 'CARD' ? 'payment:pay.by-card' : 'payment:pay.by-wallet', { provider: external.name });
}
