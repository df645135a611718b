import type { Country } from '../../../contract/reference';
import { htmlLang, LANGUAGE_NAMES, type Language } from '../i18n/languages';
import { regionName } from '../i18n/region-names';

/** An option of a select: the value sent, the text shown. */
export interface Choice {
  value: string;
  label: string;
  /** The option's own language, when it is not the page's (a language named in itself). */
  lang?: string | undefined;
}

/** Countries named in the page language (the provider names them in English), in that language's order. */
export function countryChoices(countries: readonly Country[], lng: Language): Choice[] {
  const collator = new Intl.Collator(htmlLang(lng));
  return countries
    .map((c) => ({ value: c.code, label: regionName(c.code, lng) ?? c.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The languages a shopper may pick, each named in itself; the profile's own stays listed even if the tenant dropped it. */
export function languageChoices(tenantLanguages: readonly Language[], current: Language): Choice[] {
  const codes = tenantLanguages.includes(current) ? tenantLanguages : [current, ...tenantLanguages];
  return codes.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: htmlLang(code) }));
}
