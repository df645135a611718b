import type { ExchangeInfo } from './tenant';

/**
 * The one money and number formatter (and reader), of the server pages, the islands and the
 * provider's mail. Amounts are stored in CNY fen and converted to the tenant's currency only
 * for display, in the page's locale (docs/product.md, "Money and exchange rate"): grouping,
 * decimal mark and currency symbol as the shopper writes them (`619.275 ₫` in Vietnamese,
 * `1 061,67 ₽` in Russian). Pure functions returning strings: whoever places an amount in a
 * sentence or a right-to-left page isolates it.
 */
const FALLBACK_LOCALE = 'en';
const FEN_PER_YUAN = 100;
const CNY = 'CNY';
const RATE_FRACTION_DIGITS = 4;

/*
 * The project's own display rules, kept here and nowhere else (docs/product.md, "Money and
 * exchange rate"): codes the provider stores that shoppers know by another, symbols Intl
 * does not give, and currencies written without the minor unit ISO 4217 lists for them.
 */
const CURRENCY_ALIAS: Record<string, string> = { GHC: 'GHS' };
const CURRENCY_SYMBOL: Record<string, string> = { NPR: 'Rs' };
const CURRENCY_DIGITS: Record<string, number> = { UZS: 0 };

/** The code shoppers know a stored currency code by (`GHC` → `GHS`). */
const shownCode = (code: string): string => CURRENCY_ALIAS[code] ?? code;

/** The currency as a label names it (`GHS`, `Rs`): the price filter's legend, the exchange-rate line. */
export const displayCurrency = (code: string): string => CURRENCY_SYMBOL[code] ?? shownCode(code);

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * `1234567.891` → `1,234,567.891` in `en`, `1.234.567,891` in `vi` (at most three fraction digits
 * unless told otherwise). The locale is always the page's (or mail's): no number is grouped the
 * English way by default.
 */
export const formatNumber = (value: number, options: Intl.NumberFormatOptions, locale: string): string =>
  numberFormat(locale, options).format(value);

// Asked for every amount of a page (dozens on a product page): resolvedOptions() builds a new
// object each time, so each currency's digits and each locale's amount formatter are made once, held here.
const digitsOf = new Map<string, number>();
const amountFormats = new Map<string, Intl.NumberFormat>();

/** The currency's usual number of decimals: 0 for VND, JPY, KRW and (by our rule) UZS; 2 for most. */
export function currencyDigits(code: string): number {
  let digits = digitsOf.get(code);
  if (digits === undefined) {
    digits = CURRENCY_DIGITS[code] ?? new Intl.NumberFormat(FALLBACK_LOCALE, { style: 'currency', currency: shownCode(code) }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(code, digits);
  }
  return digits;
}

function amountFormat(code: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let format = amountFormats.get(key);
  if (!format) {
    const digits = currencyDigits(code);
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: shownCode(code), minimumFractionDigits: digits, maximumFractionDigits: digits });
    amountFormats.set(key, format);
  }
  return format;
}

/** `value` units of `code` as `locale` writes an amount: its digits, grouping, symbol and the symbol's place. */
function amount(value: number, code: string, locale: string): string {
  const format = amountFormat(code, locale);
  const symbol = CURRENCY_SYMBOL[code];
  if (!symbol) return format.format(value);
  return format.formatToParts(value).map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}

export type CurrencyRate = Pick<ExchangeInfo, 'cnyExchangeRate' | 'currency'>;

export interface MoneyOptions {
  /** Also show the CNY amount (the tenant preference `showCnyPrice`). */
  showCny?: boolean | undefined;
  /** The BCP 47 locale of the page (or mail) the amount is shown in. */
  locale: string;
}

/**
 * An amount in CNY fen in the tenant currency: `12345` fen at 3450 VND → `425.903 ₫` in `vi`;
 * with `showCny`, `425.903 ₫ (123,45 CN¥)`.
 */
export function formatMoney(minorUnitsFen: number, { cnyExchangeRate, currency }: CurrencyRate, { showCny = false, locale }: MoneyOptions): string {
  const yuan = minorUnitsFen / FEN_PER_YUAN;
  const local = amount(yuan * cnyExchangeRate, currency, locale);
  return showCny && currency !== CNY ? `${local} (${amount(yuan, CNY, locale)})` : local;
}

/** The status bar's rate, ready for `status-bar.exchange-rate` (`1 CNY = {rate} {currency}`), in the page's locale. */
export const exchangeRateValues = ({ cnyExchangeRate, currency }: CurrencyRate, locale: string) => ({
  rate: formatNumber(cnyExchangeRate, { maximumFractionDigits: RATE_FRACTION_DIGITS }, locale),
  currency: displayCurrency(currency),
});

/** The locale's grouping and decimal marks (`.` and `,` in `vi`; a no-break space and `,` in `ru`). */
function numberMarks(locale: string): { group: string; decimal: string } {
  const parts = numberFormat(locale, {}).formatToParts(1234567.5);
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

const SPACES = /[\s\u00a0\u202f\u2009']/g;
const PLAIN_NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * What a shopper typed as an amount, read with `locale`'s grouping and decimal marks:
 * `100.000` is a hundred thousand in `vi` and a hundred in `en`; `1 061,67` and `1061,67` read
 * in `ru`, and so does `1061.67` (a dot where the locale groups with spaces can only be a
 * decimal mark). Spaces, apostrophes and a currency sign around the digits are ignored.
 * Undefined when the text is no amount (a negative one included).
 */
export function parseAmount(text: string, locale = FALLBACK_LOCALE): number | undefined {
  if (/[-\u2212]/.test(text)) return undefined;
  const { group, decimal } = numberMarks(locale);
  let digits = text.replace(SPACES, '').replace(/^[^\d.,]+|[^\d.,]+$/g, '');
  if (group.trim()) digits = digits.split(group).join('');
  if (decimal !== '.') digits = digits.replace(decimal, '.');
  if (!PLAIN_NUMBER.test(digits)) return undefined;
  const value = Number(digits);
  return Number.isFinite(value) ? value : undefined;
}
