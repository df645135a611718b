import type { ArticleVersion } from '../../../contract/site-content';
import type { ArticleType } from '../../../contract/tenant';

/** The latest of some ISO 8601 timestamps (they sort as text). */
export const latest = (times: Iterable<string | undefined>): string | undefined =>
  [...times].reduce<string | undefined>((a, b) => (b !== undefined && (a === undefined || b > a) ? b : a), undefined);

/**
 * When a page's article last changed: its version in the page language, else (the page then
 * shows another language's) the latest in any.
 */
export function articleVersionIn(versions: readonly ArticleVersion[], type: ArticleType, language: string): string | undefined {
  const ofType = versions.filter((v) => v.type === type);
  return ofType.find((v) => v.language === language)?.updatedAt ?? latest(ofType.map((v) => v.updatedAt));
}
