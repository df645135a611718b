import type { TFunction } from '../../../lib/i18n/translator';
import { formatPrice, type PriceDisplay } from '../../../lib/money/price-display';

/** What an amount's message needs: the translator and how the minimum is shown. */
export interface AmountRules {
  display: PriceDisplay;
}

/** Why a typed amount (in fen, `null` when it is not one) cannot be sent: not money, or under the channel's minimum. */
export const amountProblem = (fen: number | null, { t, display }: AmountRules & { t: TFunction }, min = 1): string | null =>
  fen === null ? t('payment:amount-invalid') : fen < min ? t('payment:deposit.minimum', { amount: formatPrice(min, display) }) : null;
