import { z } from 'zod';

/**
 * The interface languages (docs/product.md, "Tenants and languages"). The provider keys its content by these codes;
 * `ru2` is a second Russian wording and `la` is Lao.
 */
export const LANGUAGE_CODES = [
  'en', 'zh-CN', 'zh-HK', 'vi', 'th', 'ja', 'ko', 'ru', 'ru2',
  'ms', 'uz', 'pt', 'es', 'fr', 'id', 'bg', 'ar', 'la',
] as const;
export const LanguageCode = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCode>;

/** Content falls back to this language when neither the requested nor the tenant's default has it. */
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/**
 * The BCP 47 tag of a language code, for `<html lang>`, `hreflang` and `Intl`: `la` is Lao
 * (not Latin) and `ru2` is a second Russian wording a tenant may choose.
 */
const BCP47: Partial<Record<LanguageCode, string>> = { la: 'lo', ru2: 'ru' };
export const bcp47Of = (code: LanguageCode): string => BCP47[code] ?? code;
