import { htmlLang, isLanguage, LANGUAGE_NAMES, type Language } from '../i18n/languages';

/** The content desk's pages (docs/product.md, "Desk"), in the order its sub-navigation lists them. */
export const CONTENT_PATHS = {
  articles: '/desk/content',
  'how-to': '/desk/content/how-to',
  faq: '/desk/content/faq',
  announcements: '/desk/content/announcements',
  banners: '/desk/content/banners',
  home: '/desk/content/home',
} as const;
export type ContentPage = keyof typeof CONTENT_PATHS;

/** A language of the site: its code, its name in itself, and its BCP 47 tag for `lang`. */
export interface SiteLanguage {
  code: Language;
  name: string;
  lang: string;
}

/** The site's languages, for the fields kept per language. */
export const siteLanguages = (supported: readonly string[]): SiteLanguage[] =>
  supported.filter(isLanguage).map((code) => ({ code, name: LANGUAGE_NAMES[code], lang: htmlLang(code) }));

/**
 * The site's languages and the one a per-language content page shows (`?language=`): the asked
 * one when the site offers it, else the site's default, else its first; null when it offers none.
 */
export function chosenLanguage(tenant: { supportedLanguages: readonly string[]; defaultLanguage: string }, asked: string | null) {
  const languages = siteLanguages(tenant.supportedLanguages);
  const current = languages.find(({ code }) => code === asked) ?? languages.find(({ code }) => code === tenant.defaultLanguage) ?? languages[0];
  return current ? { languages, current } : null;
}
