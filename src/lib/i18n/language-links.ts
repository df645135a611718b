import type { Tenant } from '../../../contract/tenant';
import { htmlLang, isLanguage, type Language } from './languages';

/** The middleware reads the page language from this query parameter. */
const LANG_PARAM = 'lang';

/** The tenant's languages the storefront knows, in the tenant's order. */
export const tenantLanguages = (tenant: Pick<Tenant, 'supportedLanguages'>): Language[] =>
  tenant.supportedLanguages.filter(isLanguage);

/** The current page in another language; the rest of the query stays (a product page keeps its product). */
export function languageSwitchHref(url: URL, lng: Language): string {
  const params = new URLSearchParams(url.search);
  params.set(LANG_PARAM, lng);
  return `${url.pathname}?${params}`;
}

/**
 * The tenant's origin + path + the query parameters that identify the page (a product's `url`);
 * other parameters are dropped. The origin is the configured one, never the request's Host.
 */
function pageUrl(origin: string, url: URL, identity: URLSearchParams | undefined): URL {
  const page = new URL(url.pathname, origin);
  identity?.forEach((value, name) => page.searchParams.set(name, value));
  return page;
}

/** The page's own URL, with `?lang=` unless the language is the tenant's default. */
export function canonicalUrl(origin: string, url: URL, lng: Language, defaultLanguage: string, identity?: URLSearchParams): string {
  const canonical = pageUrl(origin, url, identity);
  if (lng !== defaultLanguage) canonical.searchParams.set(LANG_PARAM, lng);
  return canonical.href;
}

export interface Alternate {
  hreflang: string;
  href: string;
  /** The page language behind the tag; none for `x-default`. */
  language?: Language | undefined;
}

/**
 * `hreflang` alternates of the page: one per BCP 47 tag (`ru` and `ru2` are both `ru`; the
 * language whose code is the tag wins), then `x-default`.
 */
export function alternateLinks(origin: string, url: URL, languages: Language[], defaultLanguage: string, identity?: URLSearchParams): Alternate[] {
  const byTag = new Map<string, Language>();
  for (const lng of languages) {
    const tag = htmlLang(lng);
    if (!byTag.has(tag) || lng === tag) byTag.set(tag, lng);
  }
  return [
    ...[...byTag].map(([hreflang, lng]) => ({ hreflang, href: canonicalUrl(origin, url, lng, defaultLanguage, identity), language: lng })),
    { hreflang: 'x-default', href: pageUrl(origin, url, identity).href },
  ];
}
