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

/** origin + path + the query parameters that identify the page (a product's `url`); other parameters are dropped. */
function pageUrl(url: URL, identity: URLSearchParams | undefined): URL {
  const page = new URL(url.pathname, url.origin);
  identity?.forEach((value, name) => page.searchParams.set(name, value));
  return page;
}

/** The page's own URL, with `?lang=` unless the language is the tenant's default. */
export function canonicalUrl(url: URL, lng: Language, defaultLanguage: string, identity?: URLSearchParams): string {
  const canonical = pageUrl(url, identity);
  if (lng !== defaultLanguage) canonical.searchParams.set(LANG_PARAM, lng);
  return canonical.href;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * `hreflang` alternates of the page: one per BCP 47 tag (`ru` and `ru2` are both `ru`; the
 * language whose code is the tag wins), then `x-default`.
 */
export function alternateLinks(url: URL, languages: Language[], defaultLanguage: string, identity?: URLSearchParams): Alternate[] {
  const byTag = new Map<string, Language>();
  for (const lng of languages) {
    const tag = htmlLang(lng);
    if (!byTag.has(tag) || lng === tag) byTag.set(tag, lng);
  }
  return [
    ...[...byTag].map(([hreflang, lng]) => ({ hreflang, href: canonicalUrl(url, lng, defaultLanguage, identity) })),
    { hreflang: 'x-default', href: pageUrl(url, identity).href },
  ];
}
