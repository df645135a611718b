/**
 * The text length (docs/product.md, "Forms and validation"): a character above code 255 (CJK, Cyrillic, Thai,
 * emoji…) counts as 2, any other as 1, roughly the bytes a marketplace seller's system
 * stores it in. Counted by code point, so an emoji is one character (2), not two halves.
 */
const weightOf = (char: string): number => ((char.codePointAt(0) ?? 0) > 255 ? 2 : 1);

export function textLength(text: string): number {
  let length = 0;
  for (const char of text) length += weightOf(char);
  return length;
}

/** The longest start of `text` whose length is at most `limit` (never splits a character). */
export function truncateText(text: string, limit: number): string {
  let length = 0;
  let end = 0;
  for (const char of text) {
    length += weightOf(char);
    if (length > limit) return text.slice(0, end);
    end += char.length;
  }
  return text;
}
