import type { StockInParcel } from '../../../../contract/transit';
import type { TFunction } from '../../../lib/i18n/translator';
import { formatKg } from '../../../lib/units/weight';
import { ui } from '../../ui/ui';
import { CHOICE_INPUT } from './choice-input';

interface Props {
  id: string;
  parcels: StockInParcel[];
  selected: number[];
  onSelectedChange: (next: (list: number[]) => number[]) => void;
  /** The page's locale, for the weights. */
  locale: string;
  t: TFunction;
}

/** The in-stock parcels to ship, each with what it holds and its measures. */
export function ParcelPicker({ id, parcels, selected, onSelectedChange, locale, t }: Props) {
  return (
    <fieldset className={ui.card}>
      <legend className="sr-only">{t('transit:create.parcels')}</legend>
      <h2 id={id} className={ui.sectionTitle} aria-hidden="true">{t('transit:create.parcels')}</h2>
      {parcels.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t('transit:create.no-parcels')} <a href="/my/in-stock-items" className={ui.linkButton}>{t('transit:create.to-stock')}</a></p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {parcels.map((parcel) => (
            <li key={parcel.id} className="flex items-start gap-3 py-2 text-sm">
              <input
                id={`${id}-${parcel.id}`}
                type="checkbox"
                className={CHOICE_INPUT}
                aria-describedby={`${id}-${parcel.id}-about`}
                checked={selected.includes(parcel.id)}
                onChange={(e) => onSelectedChange((list) => (e.target.checked ? [...list, parcel.id] : list.filter((x) => x !== parcel.id)))}
              />
              <div className="min-w-0">
                <label htmlFor={`${id}-${parcel.id}`} className="font-medium text-gray-900">{t('transit:stock.parcel', { no: parcel.parcelNo })}</label>
                <p id={`${id}-${parcel.id}-about`} className="text-gray-700">
                  {parcel.lines.map((l) => l.title).join(', ')} · {t('transit:stock.measures', { weight: formatKg(parcel.weightGrams, locale), length: parcel.lengthCm, width: parcel.widthCm, height: parcel.heightCm })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
