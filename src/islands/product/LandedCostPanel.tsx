import { Fragment, useId } from 'react';
import type { FreightEstimate } from '../../../contract/product';
import type { TFunction } from '../../lib/i18n/translator';
import type { Language } from '../../lib/i18n/languages';
import { regionName } from '../../lib/i18n/region-names';
import { formatNumber } from '../../lib/money/format';
import { landedCostOf, type FreightRequest, type ShippingLine } from '../../lib/product/landed-cost';
import { reestimateFreight } from '../../lib/product/landed-cost-actions';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { useDebouncedAnswer } from '../use-debounced-answer';

interface Props {
  goodsFen: number;
  request: FreightRequest;
  /** The server's estimate and the request it answers; the panel asks again when the request changes. */
  initial: { request: FreightRequest; estimate: FreightEstimate | null };
  display: PriceDisplay;
  /** The tenant's service fee rate (Tenant.fees). */
  serviceFeeBasisPoints: number;
  lng: Language;
  t: TFunction;
}

/** A new quantity is asked about once the shopper pauses. */
const REESTIMATE_DELAY_MS = 300;

/** What an estimate answers: the weight and the country. */
const requestKey = ({ weightGrams, country }: FreightRequest) => `${weightGrams}:${country ?? ''}`;

/**
 * What the product costs delivered (issue: clear cost before buying): goods, the seller's
 * shipping within China and the service fee, then the international shipping to the
 * shopper's country on the cheapest and the fastest line, each in the tenant currency and CNY.
 */
export function LandedCostPanel({ goodsFen, request, initial, display, serviceFeeBasisPoints, lng, t }: Props) {
  const heading = useId();
  const { answer } = useDebouncedAnswer(
    requestKey(request),
    () => reestimateFreight(request),
    REESTIMATE_DELAY_MS,
    { key: requestKey(initial.request), value: initial.estimate },
  );
  const current = answer?.key === requestKey(request);

  const cost = landedCostOf(goodsFen, current ? answer.value : null, serviceFeeBasisPoints);
  const both = { ...display, showCny: true };
  const money = (fen: number) => formatPrice(fen, both);
  const country = request.country ? regionName(request.country, lng) ?? request.country : null;
  const row = 'flex justify-between gap-4';
  const line = (key: 'cheapest' | 'fastest', option: ShippingLine) => (
    // A <dl> holds only dt/dd groups: the line and its total are two groups, not one wrapper of both.
    <Fragment key={key}>
      <div className={`${row} border-t border-gray-200 pt-2`} data-shipping-line={key}>
        <dt className="text-gray-700">
          {t(`product:purchase.landed.${key}`, { line: option.displayName })}
          <span className="block text-xs text-gray-600">{t('product:purchase.landed.days', { min: option.minDays, max: option.maxDays })}</span>
        </dt>
        <dd className="text-end">{money(option.feeFen)}</dd>
      </div>
      <div className={`${row} font-semibold text-gray-900`} data-shipping-total={key}>
        <dt>{t('product:purchase.landed.total')}</dt>
        <dd className="text-end">{money(cost.orderFen + option.feeFen)}</dd>
      </div>
    </Fragment>
  );

  return (
    <section aria-labelledby={heading} className="rounded-xl border border-gray-200 p-4 text-sm" data-landed-cost>
      <h2 id={heading} className="mb-2 font-semibold text-gray-900">
        {country ? t('product:purchase.landed.title-to', { country }) : t('product:purchase.landed.title')}
      </h2>
      <dl className="space-y-2" aria-live="polite">
        <div className={row}><dt className="text-gray-700">{t('product:purchase.landed.goods')}</dt><dd className="text-end">{money(cost.goodsFen)}</dd></div>
        <div className={row}><dt className="text-gray-700">{t('product:purchase.landed.domestic')}</dt><dd className="text-end">{money(cost.domesticShippingFen)}</dd></div>
        <div className={row}><dt className="text-gray-700">{t('product:purchase.landed.service')}</dt><dd className="text-end">{money(cost.serviceFeeFen)}</dd></div>
        {cost.cheapest && line('cheapest', cost.cheapest)}
        {cost.fastest && line('fastest', cost.fastest)}
      </dl>
      <p className="mt-2 text-xs text-gray-600">
        {!current ? t('product:purchase.landed.updating')
          : cost.cheapest ? t('product:purchase.landed.note', { weight: formatNumber(request.weightGrams / 1000, { maximumFractionDigits: 2 }, display.locale) })
          : t('product:purchase.landed.unavailable')}
      </p>
    </section>
  );
}
