import { and, type SQL, sql } from 'drizzle-orm';
import { products } from '../db/schema';
import { cjkQueryTerms, latinQueryWords, tsQueryOf } from './search-text';

/** Latin words this long are matched anywhere in a word (through the trigram index); shorter ones as word prefixes. */
const SUBSTRING_MIN_LENGTH = 3;

/**
 * The condition and the rank of a keyword search, null when the keyword has nothing to search
 * by. Chinese matches through the full-text index (characters and pairs, see search-text.ts);
 * a latin word of three letters or more matches inside words too (`bag` finds `handbag`).
 */
export function keywordMatch(keyword: string): { where: SQL; rank: SQL } | null {
  const tsQuery = tsQueryOf(keyword);
  if (!tsQuery) return null;
  const cjk = cjkQueryTerms(keyword);
  const conditions = [
    ...(cjk.length > 0 ? [sql`${products.searchVector} @@ to_tsquery('simple', ${cjk.join(' & ')})`] : []),
    ...latinQueryWords(keyword).map((word) => word.length >= SUBSTRING_MIN_LENGTH
      ? sql`${products.searchText} ilike ${`%${word}%`}`
      : sql`${products.searchVector} @@ to_tsquery('simple', ${`${word}:*`})`),
  ];
  return {
    where: and(...conditions) ?? sql`true`,
    rank: sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${tsQuery.replaceAll(' & ', ' | ')}))`,
  };
}
