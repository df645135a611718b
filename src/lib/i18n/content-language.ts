import { htmlLang, isLanguage, LANGUAGE_NAMES, textDirection, type Language } from './languages';

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

/**
 * The note a page shows over an article written in another language than the page's
 * (docs/product.md, "Content desk"): the page's language and the one shown, each by its own
 * name; null when the article is in the page's language.
 */
export function fallbackNote(language: string, pageLanguage: Language): { language: string; shown: string } | null {
  if (!isLanguage(language)) return { language: LANGUAGE_NAMES[pageLanguage], shown: language };
  // A second wording of a language (ru2) reads that language's articles: nothing to say.
  if (htmlLang(language) === htmlLang(pageLanguage)) return null;
  return { language: LANGUAGE_NAMES[pageLanguage], shown: LANGUAGE_NAMES[language] };
}
