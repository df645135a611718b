/**
 * Search documents and queries that work the same on PostgreSQL and PGlite. Chinese has no
 * spaces, so the 'simple' text-search parser would take a whole title for one word, and
 * pg_trgm cannot serve one- and two-character keywords (包, 真皮) from its index: Chinese text
 * is therefore indexed as its single characters and pairs of characters, and a Chinese
 * keyword is searched as the pairs it contains (or its one character).
 */

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const LATIN_WORD = /[a-z0-9]+/g;

const pairsOf = (chars: string[]) => chars.slice(1).map((char, i) => `${chars[i]}${char}`);

/** The lower-case latin words of a text (letters and digits only, so safe inside LIKE patterns and tsqueries). */
export const latinWords = (text: string): string[] => [...new Set(text.toLowerCase().match(LATIN_WORD) ?? [])];

/** The terms a Chinese keyword is searched by: its character pairs, or its one character. */
export function cjkQueryTerms(text: string): string[] {
  const terms = (text.match(CJK_RUN) ?? []).flatMap((run) => {
    const chars = Array.from(run);
    return chars.length === 1 ? chars : pairsOf(chars);
  });
  return [...new Set(terms)];
}

/** The text a product is found by: latin words as they are, Chinese as characters and pairs. */
export function searchTextOf(...parts: string[]): string {
  const text = parts.join(' ');
  const cjk = (text.match(CJK_RUN) ?? []).flatMap((run) => {
    const chars = Array.from(run);
    return [...chars, ...pairsOf(chars)];
  });
  return [...new Set([...latinWords(text), ...cjk])].join(' ');
}
