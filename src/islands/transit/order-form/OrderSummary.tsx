import type { FreightQuote } from '../../../../contract/transit';
import type { TFunction } from '../../../lib/i18n/translator';
import { formatNumber } from '../../../lib/money/format';
import { formatPrice, type PriceDisplay } from '../../../lib/money/price-display';
import { FormEnd } from '../../forms/FormEnd';
import { inputClass } from '../../forms/fields';
import { ui } from '../../ui/ui';

interface Props {
  id: string;
  parcelCount: number;
  line: FreightQuote | undefined;
  remark: string;
  onRemarkChange: (remark: string) => void;
  problem: string | null;
  busy: boolean;
  display: PriceDisplay;
  t: TFunction;
}

/** What the order comes to (parcels, line, estimated fee), the remark, and the submit. */
export function OrderSummary({ id, parcelCount, line, remark, onRemarkChange, problem, busy, display, t }: Props) {
  return (
    <aside className={`${ui.card} space-y-4 lg:sticky lg:top-4`} aria-labelledby={`${id}-summary`}>
      <h2 id={`${id}-summary`} className={ui.sectionTitle}>{t('transit:create.summary')}</h2>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-4"><dt className="text-gray-700">{t('transit:create.parcels')}</dt><dd>{formatNumber(parcelCount, {}, display.locale)}</dd></div>
        <div className="flex justify-between gap-4"><dt className="text-gray-700">{t('transit:create.line')}</dt><dd>{line?.displayName ?? '—'}</dd></div>
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold text-gray-900">
          <dt>{t('transit:create.estimated-fee')}</dt><dd>{line ? formatPrice(line.feeFen, { ...display, showCny: true }) : '—'}</dd>
        </div>
      </dl>
      <p className="text-xs text-gray-600">{t('transit:create.fee-note')}</p>
      <div>
        <label htmlFor={`${id}-remark`} className="block text-sm font-medium text-gray-800">
          {t('transit:create.remark')} <span className="font-normal text-gray-600">({t('transit:create.optional')})</span>
        </label>
        <textarea id={`${id}-remark`} rows={2} maxLength={500} className={`mt-1 ${inputClass}`} value={remark} onChange={(e) => onRemarkChange(e.target.value)} />
      </div>
      <FormEnd problem={problem} submitLabel={t('transit:create.submit')} busyLabel={t('transit:create.sending')} busy={busy} />
    </aside>
  );
}
