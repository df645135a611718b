import { FEN_MAX } from '../../../../contract/bounds';
import type { TFunction } from '../../../lib/i18n/translator';
import { formatNumber } from '../../../lib/money/format';
import { formatPrice, type PriceDisplay } from '../../../lib/money/price-display';
import { yuanTextOfFen } from '../../../lib/money/yuan-text';
import { inputClass } from '../../forms/fields';
import { ui } from '../../ui/ui';
import { declaredFenOf, type CustomsLine, type DeclaredTexts } from './customs-lines';

interface Props {
  id: string;
  lines: CustomsLine[];
  declared: DeclaredTexts;
  onDeclare: (key: string, text: string) => void;
  /** Keys of the lines a submit found without a valid value. */
  invalid: string[];
  /** The destination asks for the shopper's customs identity, which is not on file. */
  needsIdentity: boolean;
  display: PriceDisplay;
  t: TFunction;
}

/** The value declared to customs for each line of the chosen parcels, with their total. */
export function CustomsDeclaration({ id, lines, declared, onDeclare, invalid, needsIdentity, display, t }: Props) {
  const declaredTotal = lines.reduce((sum, line) => sum + (declaredFenOf(line, declared) ?? 0), 0);
  return (
    <fieldset className={ui.card} aria-describedby={`${id}-intro`}>
      <legend className="sr-only">{t('transit:customs.title')}</legend>
      <h2 className={ui.sectionTitle} aria-hidden="true">{t('transit:customs.title')}</h2>
      <p id={`${id}-intro`} className="mt-1 text-sm text-gray-700">{t('transit:create.customs-intro')}</p>
      {lines.length > 0 && (
        <ul className="mt-3 divide-y divide-gray-100 text-sm">
          {lines.map((line) => {
            const fieldId = `${id}-${line.key}`;
            const value = declaredFenOf(line, declared);
            const wrong = invalid.includes(line.key) && value === null;
            const label = t('transit:create.declared-value', { title: line.title, quantity: formatNumber(line.quantity, {}, display.locale) });
            return (
              <li key={line.key} className="grid items-start gap-2 py-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
                <label htmlFor={fieldId} className="text-gray-800">{label}</label>
                <div>
                  <input
                    id={fieldId}
                    className={inputClass}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={12}
                    value={declared[line.key] ?? yuanTextOfFen(line.defaultFen)}
                    aria-invalid={wrong || undefined}
                    aria-describedby={wrong ? `${fieldId}-error` : `${fieldId}-equivalent`}
                    onChange={(e) => onDeclare(line.key, e.target.value)}
                  />
                  {wrong ? (
                    <p id={`${fieldId}-error`} className="mt-1 text-xs text-red-700">
                      {t('validation.number-range', { label, min: formatNumber(0.01, {}, display.locale), max: formatNumber(FEN_MAX / 100, {}, display.locale) })}
                    </p>
                  ) : (
                    <p id={`${fieldId}-equivalent`} className="mt-1 text-xs text-gray-600">
                      {value === null ? '' : t('transit:create.declared-equivalent', { value: formatPrice(value, { ...display, showCny: false }) })}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
          <li className="flex justify-between gap-4 py-2 font-medium text-gray-900">
            <span>{t('transit:customs.total')}</span><span>{formatPrice(declaredTotal, { ...display, showCny: true })}</span>
          </li>
        </ul>
      )}
      {needsIdentity && (
        <p role="alert" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {t('transit:create.identity-needed')} <a href="/my/account" className={ui.linkButton}>{t('transit:create.identity-link')}</a>
        </p>
      )}
    </fieldset>
  );
}
