import { FEN_MAX } from '../../../contract/bounds';
import { currencyDigits, formatMoney, parseAmount, type CurrencyRate } from './format';
import type { PriceDisplay } from './price-display';

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

/** How many decimals `value` has, up to `most + 1` (enough to tell it has too many). */
function decimalsOf(value: number, most: number): number {
  for (let digits = 0; digits <= most; digits++) {
    const scaled = value * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return digits;
  }
  return most + 1;
}

/**
 * An amount typed in the tenant's currency (`cnyExchangeRate` of it per yuan, as the status bar
 * says), read as the page's locale writes numbers (`100.000` is a hundred thousand in `vi`), in
 * CNY fen rounded to the fen: deposits and withdrawals ask in the currency the shopper pays in
 * (docs/product.md, "Deposits"). `null` when it is no amount, has more decimals than the
 * currency has, comes to under a fen or to more than any amount may be.
 */
export function fenOfLocalText(text: string, { cnyExchangeRate, currency }: CurrencyRate, locale?: string): number | null {
  const value = parseAmount(text, locale);
  const digits = currencyDigits(currency);
  if (value === undefined || decimalsOf(value, digits) > digits) return null;
  const fen = Math.round((value * FEN_PER_YUAN) / cnyExchangeRate);
  return fen > 0 && fen <= FEN_MAX ? fen : null;
}

/**
 * `fen` as typed from what the dialog shows, with `whole` (the balance there is) in mind: an
 * amount that shows as `whole` does (the local amount is rounded to the currency's digits) is
 * `whole`, not the fen or two more the rounding makes of it, so "all of it" can be asked for.
 */
export const fenShownAs = (fen: number | null, whole: number, { rate, locale }: PriceDisplay): number | null =>
  fen !== null && formatMoney(fen, rate, { locale }) === formatMoney(whole, rate, { locale }) ? whole : fen;
