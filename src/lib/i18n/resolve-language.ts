import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

interface LanguageSources {
  /** `?lang=` of the request: a shared link opens in the sender's language. */
  query?: string | null | undefined;
  /** The language cookie. */
  cookie?: string | null | undefined;
  tenant: { defaultLanguage: string; supportedLanguages: string[] };
}

/**
 * The page language: the query, else the cookie, else the tenant default, else English;
 * a language the tenant does not support is skipped. `fromQuery` tells the caller to
 * remember the choice in the cookie.
 */
export function resolveLanguage({ query, cookie, tenant }: LanguageSources): { lng: Language; fromQuery: boolean } {
  const supported = (l: unknown): l is Language => isLanguage(l) && tenant.supportedLanguages.includes(l);
  if (supported(query)) return { lng: query, fromQuery: true };
  if (supported(cookie)) return { lng: cookie, fromQuery: false };
  if (supported(tenant.defaultLanguage)) return { lng: tenant.defaultLanguage, fromQuery: false };
  return { lng: DEFAULT_LANGUAGE, fromQuery: false };
}
