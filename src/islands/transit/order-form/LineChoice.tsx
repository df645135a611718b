import type { FreightQuote } from '../../../../contract/transit';
import type { TFunction } from '../../../lib/i18n/translator';
import { formatPrice, type PriceDisplay } from '../../../lib/money/price-display';
import { formatNumber } from '../../../lib/money/format';
import { formatKg } from '../../../lib/units/weight';
import { ui } from '../../ui/ui';
import { CHOICE_INPUT } from './choice-input';
import type { Estimate } from './use-cargo-estimate';

interface Props {
  id: string;
  estimate: Estimate;
  /** How many parcels the estimate is for. */
  parcelCount: number;
  /** The name of the line chosen, as the form holds it (maybe one the cargo no longer allows). */
  chosenName: string;
  line: FreightQuote | undefined;
  onChoose: (name: string) => void;
  display: PriceDisplay;
  t: TFunction;
}

/** The transit lines that take this cargo, with price and days, and why the others refuse it. */
export function LineChoice({ id, estimate, parcelCount, chosenName, line, onChoose, display, t }: Props) {
  const options = estimate.state === 'ready' ? estimate.value.options : [];
  return (
    <fieldset className={ui.card} aria-describedby={`${id}-status`}>
      <legend className="sr-only">{t('transit:create.line')}</legend>
      <h2 className={ui.sectionTitle} aria-hidden="true">{t('transit:create.line')}</h2>
      <p id={`${id}-status`} className="mt-1 text-sm text-gray-700" aria-live="polite">
        {estimate.state === 'idle' && t('transit:create.pick-parcels')}
        {estimate.state === 'loading' && t('transit:create.estimating')}
        {estimate.state === 'failed' && t('transit:create.estimate-failed')}
        {estimate.state === 'ready' && (options.length === 0 ? t('transit:create.no-line') : t('transit:create.estimate-for', { weight: formatKg(estimate.value.weightGrams, display.locale), count: parcelCount, number: formatNumber(parcelCount, {}, display.locale) }))}
      </p>
      {options.length > 0 && (
        <ul className="mt-3 space-y-2">
          {options.map((option) => (
            <li key={option.transitOptionId}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 text-sm has-checked:border-primary-ink has-checked:bg-gray-50">
                <input type="radio" name="transitOptionName" value={option.name} className={CHOICE_INPUT} checked={line?.name === option.name} onChange={() => onChoose(option.name)} />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-gray-900">{option.displayName}</span>
                    {option.cheapest && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">{t('transit:estimator.cheapest')}</span>}
                    {option.fastest && <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">{t('transit:estimator.fastest')}</span>}
                  </span>
                  <span className="block text-gray-600">{t('transit:fee-table.days', { min: option.minDays, max: option.maxDays })} · {t(`transit:basis.${option.basis}`, { weight: formatKg(option.chargeableWeightGrams, display.locale) })}</span>
                </span>
                <span className="font-semibold whitespace-nowrap text-gray-900">{formatPrice(option.feeFen, display)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {estimate.state === 'ready' && estimate.value.refusals.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-gray-600" aria-label={t('transit:create.refused-lines')}>
          {estimate.value.refusals.map((refusal) => (
            <li key={refusal.transitOptionId}>
              {refusal.displayName}: {t(`transit:refusal.${refusal.reason}`, { limit: refusal.limitGrams === null ? '' : formatKg(refusal.limitGrams, display.locale), categories: refusal.categories.map((c) => t(`transit:category.${c}`)).join(', ') })}
            </li>
          ))}
        </ul>
      )}
      {chosenName && !line && estimate.state === 'ready' && <p className="mt-2 text-sm text-amber-900">{t('transit:create.line-gone')}</p>}
    </fieldset>
  );
}
