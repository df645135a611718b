import { and, type SQL, sql } from 'drizzle-orm';
import { products } from '../db/schema';
import type { ParsedQuery } from '../translation/glossary';
import { cjkQueryTerms, latinWords } from './search-text';
import { COLOUR_PROPERTY, COLOURS, SIZE_PROPERTY } from './vocabulary';

/** Latin words this long are matched anywhere in a word (through the trigram index); shorter ones as word prefixes. */
const SUBSTRING_MIN_LENGTH = 3;

const COLOUR_NAMES = new Set(COLOURS.map((colour) => colour.zh));
const OPTION_NAMES = new Set([COLOUR_PROPERTY, SIZE_PROPERTY]);

const chineseMatch = (text: string) => sql`${products.searchVector} @@ to_tsquery('simple', ${cjkQueryTerms(text).join(' & ')})`;
const offersProperty = (property: { name: string; values?: { value: string }[] }) =>
  sql`${products.properties} @> ${JSON.stringify([property])}::jsonb`;

/**
 * What a catalog term finds: a colour the product offers, products with that option, or the
 * word in the search text (titles and the names of the product's categories, see catalog-seed.ts).
 */
function termMatch(zh: string): SQL {
  if (COLOUR_NAMES.has(zh)) return offersProperty({ name: COLOUR_PROPERTY, values: [{ value: zh }] });
  if (OPTION_NAMES.has(zh)) return offersProperty({ name: zh });
  return chineseMatch(zh);
}

/**
 * The condition and the rank of a keyword search (already turned into catalog terms, see
 * translation/glossary.ts), null when it has nothing to search by. Catalog terms match as
 * termMatch says; unknown Chinese through the full-text index (characters and pairs, see
 * search-text.ts); a latin word of three letters or more inside words too (`bag` finds
 * `handbag`); a word of another script the glossary does not know finds nothing.
 */
export function keywordMatch({ terms, rest }: ParsedQuery): { where: SQL; rank: SQL | null } | null {
  const restText = rest.join(' ');
  const cjk = cjkQueryTerms(restText);
  const latin = latinWords(restText);
  const meaningful = latin.filter((word) => word.length > 1);
  const latinQuery = meaningful.length > 0 || cjk.length > 0 || terms.length > 0 ? meaningful : latin;
  const otherScripts = rest.filter((word) => cjkQueryTerms(word).length === 0 && latinWords(word).join('') !== word);
  const rankTerms = [...terms.flatMap((term) => cjkQueryTerms(term)), ...cjk, ...latinQuery.map((word) => `${word}:*`)];
  const conditions = [
    ...terms.map(termMatch),
    ...(cjk.length > 0 ? [sql`${products.searchVector} @@ to_tsquery('simple', ${cjk.join(' & ')})`] : []),
    ...latinQuery.map((word) => word.length >= SUBSTRING_MIN_LENGTH
      ? sql`${products.searchText} ilike ${`%${word}%`}`
      : sql`${products.searchVector} @@ to_tsquery('simple', ${`${word}:*`})`),
    ...otherScripts.map((word) => sql`${products.searchText} ilike ${`%${word}%`}`),
  ];
  const where = and(...conditions);
  if (!where) return null;
  return {
    where,
    rank: rankTerms.length > 0 ? sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${[...new Set(rankTerms)].join(' | ')}))` : null,
  };
}
