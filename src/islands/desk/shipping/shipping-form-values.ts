import type { Country } from '../../../../contract/reference';
import type { FieldBinding } from '../../forms/fields';
import { LANGUAGE_NAMES, type Language } from '../../../lib/i18n/languages';
import type { TFunction } from '../../../lib/i18n/translator';

/** The site's languages, its default first: a name field each (docs/product.md, "Desk: shipping"). */
export interface SiteLanguageProps {
  /** The tenant's languages, the default first. */
  siteLanguages: Language[];
}

/** One text value per language, under `names.<language>`: the path the contract's messages name. */
export const nameValues = (languages: readonly Language[], names: Record<string, string> | null, fallback: string) =>
  Object.fromEntries(languages.map((language, index) => [`names.${language}`, names?.[language] ?? (index === 0 ? fallback : '')]));

export const nameLabels = (languages: readonly Language[], t: TFunction) =>
  Object.fromEntries(languages.map((language) => [`names.${language}`, t('desk-shipping:fields.name', { language: LANGUAGE_NAMES[language] })]));

/** The names the owner filled in (empty ones left out: those languages fall back to the default). */
export const namesOf = (languages: readonly Language[], values: Record<string, string | boolean>) =>
  Object.fromEntries(languages.flatMap((language) => {
    const name = String(values[`names.${language}`] ?? '').trim();
    return name === '' ? [] : [[language, name]];
  }));

/** Yuan as typed ("12.5") to whole fen; anything else is NaN, which the contract refuses. */
export const fenOf = (yuan: string | boolean): number => (typeof yuan === 'string' && /^\d+(\.\d{1,2})?$/.test(yuan.trim()) ? Math.round(Number(yuan) * 100) : Number.NaN);
export const yuanOf = (fen: number): string => (fen / 100).toFixed(2);
export const wholeOf = (text: string | boolean): number => (typeof text === 'string' && /^\d{1,9}$/.test(text.trim()) ? Number(text) : Number.NaN);

export const countryChoices = (countries: readonly Country[]) => countries.map((country) => ({ value: country.code, label: `${country.name} (${country.code})` }));

type LooseField = Omit<FieldBinding<string | boolean>, 'label' | 'value'> & { label: string | undefined; value: string | boolean | undefined };

/** A form of per-language and per-country fields binds them by name: text inputs and switches. */
export const bindingsOf = (field: (name: string) => LooseField) => ({
  text: (name: string): FieldBinding => {
    const bound = field(name);
    return { ...bound, label: bound.label ?? name, value: typeof bound.value === 'string' ? bound.value : '' };
  },
  check: (name: string): FieldBinding<boolean> => {
    const bound = field(name);
    return { ...bound, label: bound.label ?? name, value: bound.value === true };
  },
});
