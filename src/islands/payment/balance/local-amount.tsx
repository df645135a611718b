import type { TFunction } from '../../../lib/i18n/translator';
import { formatMoney } from '../../../lib/money/format';
import type { PriceDisplay } from '../../../lib/money/price-display';
import { fenOfLocalText } from '../../../lib/money/yuan-text';

/**
 * A deposit's or withdrawal's amount as the shopper types it (docs/product.md, "Deposits",
 * "Withdrawals"): in the tenant's currency, written the page's way, as the payment guide says,
 * read as the CNY fen the balance gets or gives.
 */
export function localAmountOf(display: PriceDisplay, t: TFunction) {
  return { label: t('payment:deposit.amount-local', { currency: display.rate.currency }), fenOf: (text: string) => fenOfLocalText(text, display.rate, display.locale) };
}

/** What the typed amount puts on (or takes off) the balance, in CNY; nothing on a CNY site or before an amount reads as money. */
export function CnyEquivalent({ fen, display, message, t }: { fen: number | null; display: PriceDisplay; message: 'deposit' | 'withdraw'; t: TFunction }) {
  if (display.rate.currency === 'CNY' || fen === null) return null;
  const amount = formatMoney(fen, { cnyExchangeRate: 1, currency: 'CNY' }, { locale: display.locale });
  return <p className="text-sm text-gray-700" aria-live="polite">{t(`payment:${message}.cny-equivalent`, { amount })}</p>;
}
