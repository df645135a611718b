import { and, type SQL, sql } from 'drizzle-orm';
import { products, searchDocuments } from '../db/schema';
import type { ParsedQuery } from '../translation/glossary';
import { cjkQueryTerms, latinWords } from './search-text';
import { COLOUR_PROPERTY, COLOURS, SIZE_PROPERTY } from './vocabulary';

/** Latin words this long are matched anywhere in a word (through the trigram index); shorter ones as word prefixes. */
const SUBSTRING_MIN_LENGTH = 3;

const COLOUR_NAMES = new Set(COLOURS.map((colour) => colour.zh));
const OPTION_NAMES = new Set([COLOUR_PROPERTY, SIZE_PROPERTY]);

const chineseMatch = (text: string) => sql`${searchDocuments.searchVector} @@ to_tsquery('simple', ${cjkQueryTerms(text).join(' & ')})`;
const offersProperty = (name: string) => sql`${products.properties} @> ${JSON.stringify([{ name }])}::jsonb`;

/**
 * Products that offer the colour (a value of their 颜色 option), read from the generated colours
 * column, which the keyword search's index holds, rather than from the options themselves.
 */
export const offersColour = (colour: string) => sql`${products.colours} @> ${JSON.stringify([colour])}::jsonb`;

/**
 * What a catalog term finds: a colour the product offers, products with that option (both
 * conditions on the product), or the word in the search document (titles and the names of the
 * product's categories, see catalog-seed.ts).
 */
function termMatch(zh: string): { product?: SQL; document?: SQL } {
  if (COLOUR_NAMES.has(zh)) return { product: offersColour(zh) };
  if (OPTION_NAMES.has(zh)) return { product: offersProperty(zh) };
  return { document: chineseMatch(zh) };
}

/** What a keyword search matches: search documents and products. */
export interface KeywordMatch {
  /** The condition on search_documents. */
  documents: SQL;
  /** The condition on products beside their document's (colours and options they offer), if any. */
  products: SQL | undefined;
  /** A matching document's rank (the same for all its products), null when nothing ranks. */
  rank: SQL | null;
}

/**
 * The conditions and the rank of a keyword search (already turned into catalog terms, see
 * translation/glossary.ts), null when it has nothing to search by. Catalog terms match as
 * termMatch says; unknown Chinese through the full-text index (characters and pairs, see
 * search-text.ts); a latin word of three letters or more inside words too (`bag` finds
 * `handbag`); a word of another script the glossary does not know finds nothing.
 */
export function keywordMatch({ terms, rest }: ParsedQuery): KeywordMatch | null {
  const restText = rest.join(' ');
  const cjk = cjkQueryTerms(restText);
  const latin = latinWords(restText);
  const meaningful = latin.filter((word) => word.length > 1);
  const latinQuery = meaningful.length > 0 || cjk.length > 0 || terms.length > 0 ? meaningful : latin;
  const otherScripts = rest.filter((word) => cjkQueryTerms(word).length === 0 && latinWords(word).join('') !== word);
  const rankTerms = [...terms.flatMap((term) => cjkQueryTerms(term)), ...cjk, ...latinQuery.map((word) => `${word}:*`)];
  const matches = terms.map(termMatch);
  const documentConditions = [
    ...matches.flatMap((match) => match.document ?? []),
    ...(cjk.length > 0 ? [sql`${searchDocuments.searchVector} @@ to_tsquery('simple', ${cjk.join(' & ')})`] : []),
    ...latinQuery.map((word) => word.length >= SUBSTRING_MIN_LENGTH
      ? sql`${searchDocuments.searchText} ilike ${`%${word}%`}`
      : sql`${searchDocuments.searchVector} @@ to_tsquery('simple', ${`${word}:*`})`),
    ...otherScripts.map((word) => sql`${searchDocuments.searchText} ilike ${`%${word}%`}`),
  ];
  const productConditions = matches.flatMap((match) => match.product ?? []);
  if (documentConditions.length === 0 && productConditions.length === 0) return null;
  return {
    documents: and(...documentConditions) ?? sql`true`,
    products: and(...productConditions),
    rank: rankTerms.length > 0 ? sql`ts_rank(${searchDocuments.searchVector}, to_tsquery('simple', ${[...new Set(rankTerms)].join(' | ')}))` : null,
  };
}
