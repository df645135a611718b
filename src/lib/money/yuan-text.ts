/** Amounts as a shopper types them in an amount field: whole yuan with up to two decimals. */

const FEN_PER_YUAN = 100;

/** `99.5`, `100` or ` 12.34 ` in fen; `null` if the text is not a positive amount of at most two decimals. */
export function fenOfYuanText(text: string): number | null {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]) * FEN_PER_YUAN + Number((match[2] ?? '').padEnd(2, '0'));
  return fen > 0 ? fen : null;
}

/** An amount in fen as an amount field shows it to start with (`1234` → `12.34`), read back by `fenOfYuanText`. */
export const yuanTextOfFen = (fen: number): string => (fen / FEN_PER_YUAN).toFixed(2);

/**
 * An amount typed in the tenant's currency (`cnyExchangeRate` of it per yuan, as the status bar
 * says) in CNY fen, rounded to the fen: the deposit asks in the currency the shopper pays in
 * (docs/product.md, "Deposits"). `null` as for `fenOfYuanText`, or when it comes to under a fen.
 */
export function fenOfLocalText(text: string, cnyExchangeRate: number): number | null {
  const hundredths = fenOfYuanText(text);
  if (hundredths === null) return null;
  const fen = Math.round(hundredths / cnyExchangeRate);
  return fen > 0 ? fen : null;
}
