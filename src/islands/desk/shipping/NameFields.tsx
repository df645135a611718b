import { SHIPPING_NAME_MAX } from '../../../../contract/desk-shipping';
import { htmlLang, type Language } from '../../../lib/i18n/languages';
import type { TFunction } from '../../../lib/i18n/translator';
import { type FieldBinding, TextField } from '../../forms/fields';

/** A name per site language, the default (first) one required: the others fall back to it. */
export function NameFields({ siteLanguages, text, t }: { siteLanguages: Language[]; text: (name: string) => FieldBinding; t: TFunction }) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">{t('desk-shipping:fields.names')}</legend>
      <p className="text-xs text-gray-600">{t('desk-shipping:fields.name-hint')}</p>
      {siteLanguages.map((language, index) => (
        <TextField key={language} {...text(`names.${language}`)} maxLength={SHIPPING_NAME_MAX} required={index === 0} lang={htmlLang(language)} dir="auto" />
      ))}
    </fieldset>
  );
}
