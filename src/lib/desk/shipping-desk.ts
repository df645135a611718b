import type { Tenant } from '../../../contract/tenant';
import { isLanguage, type Language } from '../i18n/languages';
import { DESK_AREA_PATHS } from './desk-paths';

/** The shipping desk's pages (docs/product.md, "Desk: shipping"). */
export const SHIPPING_PATHS = {
  lines: DESK_AREA_PATHS.shipping,
  warehouses: `${DESK_AREA_PATHS.shipping}/warehouses`,
} as const;

/** The languages names are given in: the tenant's default first, then the others it offers. */
export const siteLanguagesOf = (tenant: Pick<Tenant, 'defaultLanguage' | 'supportedLanguages'>): Language[] =>
  [tenant.defaultLanguage, ...tenant.supportedLanguages.filter((language) => language !== tenant.defaultLanguage)].filter(isLanguage);

/** A record id from the query string (`?edit=`, `?saved=`), or null. */
export const idParam = (url: URL, name: string): number | null => {
  const value = url.searchParams.get(name);
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
};
