import { htmlLang, type Language } from './languages';

// One per language: building an Intl.DisplayNames loads its locale's data, which costs more
// than naming a country with it (a product page's landed cost names one on every render).
const displayNames = new Map<Language, Intl.DisplayNames>();

/** A country (ISO 3166 code) named in the page language, or undefined when the language has no name for it. */
export function regionName(code: string, lng: Language): string | undefined {
  let names = displayNames.get(lng);
  if (!names) displayNames.set(lng, (names = new Intl.DisplayNames([htmlLang(lng)], { type: 'region', fallback: 'none' })));
  return names.of(code);
}
