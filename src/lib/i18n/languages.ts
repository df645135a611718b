import { LANGUAGE_CODES, bcp47Of } from '../../../contract/language.ts';

/** The interface languages (docs/product.md, "Tenants and languages"), in the order the language switcher lists them. */
export const LANGUAGES = LANGUAGE_CODES;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Translation namespaces (docs/product.md, "Tenants and languages"); `common` is the default. */
export const NAMESPACES = [
  'common', 'homepage', 'auth', 'product', 'cart', 'my',
  'purchase', 'payment', 'transit', 'proxyshipping', 'account', 'notice', 'desk',
  'desk-buying', 'desk-receiving', 'desk-packing', 'desk-money', 'desk-settings', 'desk-content', 'desk-shipping',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Each language's own name, shown in the switcher so a shopper finds theirs whatever the page language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English', 'zh-CN': '简体中文', 'zh-HK': '繁體中文', vi: 'Tiếng Việt', th: 'ไทย',
  ja: '日本語', ko: '한국어', ru: 'Русский', ru2: 'Русский (2)', ms: 'Bahasa Melayu',
  uz: 'Oʻzbekcha', pt: 'Português', es: 'Español', fr: 'Français', id: 'Bahasa Indonesia',
  bg: 'Български', ar: 'العربية', la: 'ລາວ',
};

/** BCP 47 tag for `<html lang>`, `hreflang` and `Intl` (and so for numbers and money). */
export const htmlLang = (lng: Language): string => bcp47Of(lng);

export const textDirection = (lng: Language): 'rtl' | 'ltr' => (lng === 'ar' ? 'rtl' : 'ltr');

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
