/** The first of `languages` that any row is written in. */
export const bestLanguageOf = (rows: readonly { language: string | null }[], languages: readonly string[]): string | undefined =>
  languages.find((language) => rows.some((row) => row.language === language));

/**
 * The rows written in the best language (see bestLanguageOf); empty when none is. Content
 * sets (FAQ, steps, categories) fall back as a whole, never mixing languages.
 */
export function inBestLanguage<T extends { language: string }>(rows: readonly T[], languages: readonly string[]): T[] {
  const best = bestLanguageOf(rows, languages);
  return rows.filter((row) => row.language === best);
}
