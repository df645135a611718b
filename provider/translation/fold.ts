/**
 * Text as the glossary compares it: case, accents and tone marks folded (Vietnamese "áo sơ mi"
 * and "ao so mi" are one query), apostrophes dropped (Uzbek ko'ylak, "women's"), Arabic letter
 * variants and the article "ال" folded, and everything that is not a letter or digit a single space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('đ', 'd')
    .replace(/['`ʻʼ‘’]/g, '')
    .replaceAll('ة', 'ه')
    .replaceAll('ى', 'ي')
    .replaceAll('ـ', '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => (word.startsWith('ال') && word.length > 4 ? word.slice(2) : word))
    .join(' ');
}

/** Scripts written without spaces between words (Chinese, Japanese, Korean as folded to jamo, Thai, Lao): a term may start or end anywhere in them. */
const UNSPACED = /[\u0E00-\u0EFF\u1100-\u11FF\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/;
export const isUnspacedChar = (char: string | undefined): boolean => char !== undefined && UNSPACED.test(char);

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours ("shrit" → "shirt" is 1). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const cell = (i: number, j: number): number => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(i - 1, j) + 1, cell(i, j - 1) + 1, cell(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, cell(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return cell(a.length, b.length);
}
