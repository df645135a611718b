import type { PriceTier } from '../../../contract/product';
import type { TFunction } from '../../lib/i18n/translator';
import { formatNumber } from '../../lib/money/format';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';

interface Props {
  /** Sorted by startQuantity. */
  tiers: PriceTier[];
  current: PriceTier | null;
  display: PriceDisplay;
  t: TFunction;
}

/** Wholesale prices by quantity, the tier the chosen quantity reaches marked. */
export function TierTable({ tiers, current, display, t }: Props) {
  return (
    <table className="w-full overflow-hidden rounded-lg border border-gray-200 text-sm">
      <caption className="mb-2 text-start text-sm font-medium text-gray-800">{t('product:purchase.tiers')}</caption>
      <thead className="bg-gray-50 text-gray-700">
        <tr>
          <th scope="col" className="px-3 py-2 text-start font-medium">{t('product:purchase.tier-quantity')}</th>
          <th scope="col" className="px-3 py-2 text-start font-medium">{t('product:purchase.tier-price')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {tiers.map((tier) => {
          const isCurrent = tier === current;
          return (
            <tr key={tier.startQuantity} className={isCurrent ? 'bg-primary/10 font-semibold' : undefined}>
              <td className="px-3 py-2">{t('product:purchase.tier-from', { count: tier.startQuantity, number: formatNumber(tier.startQuantity, {}, display.locale) })}</td>
              <td className="px-3 py-2">
                {formatPrice(tier.price, display)}
                {isCurrent && <span className="ms-2 rounded bg-primary-ink px-1.5 py-0.5 text-xs font-medium text-white">{t('product:purchase.tier-current')}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
