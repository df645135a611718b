import { htmlLang, isLanguage, textDirection, type Language } from './languages';

/**
 * The `lang` and `dir` attributes of provider content written in `language` on a page in
 * `pageLanguage`: none when they are the same; the content's own language and direction
 * when it fell back to another one; `dir="auto"` (isolated, direction from its first strong
 * letter) when the language is unknown to the storefront.
 */
export function contentLanguage(language: string, pageLanguage: Language): { lang?: string; dir?: 'ltr' | 'rtl' | 'auto' } {
  if (language === pageLanguage) return {};
  if (!isLanguage(language)) return { lang: language, dir: 'auto' };
  return { lang: htmlLang(language), dir: textDirection(language) };
}
