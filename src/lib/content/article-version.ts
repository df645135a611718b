import type { ArticleVersion } from '../../../contract/site-content';
import { FALLBACK_LANGUAGE } from '../../../contract/language';
import type { ArticleType, Tenant } from '../../../contract/tenant';

/** The latest of some ISO 8601 timestamps (they sort as text). */
export const latest = (times: Iterable<string | undefined>): string | undefined =>
  [...times].reduce<string | undefined>((a, b) => (b !== undefined && (a === undefined || b > a) ? b : a), undefined);

/**
 * When a page's article last changed: the version of the article the page shows, in the page
 * language or the provider's fallbacks (the tenant's default, then English), else the latest in any.
 */
export function articleVersionIn(
  versions: readonly ArticleVersion[], type: ArticleType, language: string, tenant: Pick<Tenant, 'defaultLanguage'>,
): string | undefined {
  const ofType = versions.filter((v) => v.type === type);
  const shown = [language, tenant.defaultLanguage, FALLBACK_LANGUAGE].map((l) => ofType.find((v) => v.language === l)).find(Boolean);
  return shown?.updatedAt ?? latest(ofType.map((v) => v.updatedAt));
}
