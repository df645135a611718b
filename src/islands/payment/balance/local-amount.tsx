import type { TFunction } from '../../../lib/i18n/translator';
import { formatMoney } from '../../../lib/money/format';
import type { PriceDisplay } from '../../../lib/money/price-display';
import { fenOfLocalText } from '../../../lib/money/yuan-text';

/**
 * A deposit's amount as the shopper types it (docs/product.md, "Deposits"): in the tenant's
 * currency, as the payment guide says, read as the CNY fen the balance gets.
 */
export function localAmountOf(display: PriceDisplay, t: TFunction) {
  const { currency, cnyExchangeRate } = display.rate;
  return { currency, label: t('payment:deposit.amount-local', { currency }), fenOf: (text: string) => fenOfLocalText(text, cnyExchangeRate) };
}

/** What the typed amount puts on the balance, in CNY; nothing on a CNY site or before an amount reads as money. */
export function CnyEquivalent({ fen, currency, t }: { fen: number | null; currency: string; t: TFunction }) {
  if (currency === 'CNY' || fen === null) return null;
  return <p className="text-sm text-gray-700" aria-live="polite">{t('payment:deposit.cny-equivalent', { amount: formatMoney(fen, { cnyExchangeRate: 1, currency: 'CNY' }) })}</p>;
}
