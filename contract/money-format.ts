import type { ExchangeInfo } from './tenant';

/**
 * The one money and number formatter, of the storefront and of the provider's mail. Amounts
 * are stored in CNY fen and converted to the tenant's currency only for display.
 *
 * docs/product.md ("Money and exchange rate") asks for comma thousands grouping in every interface language, so the
 * output does not depend on the page language: the grouping locale is fixed.
 */
const GROUPING_LOCALE = 'en-US';
const FEN_PER_YUAN = 100;
const CNY = 'CNY';
const CNY_DIGITS = 2;
const RATE_FRACTION_DIGITS = 4;

/** Currency codes the provider stores that shoppers know by another name (docs/product.md, "Money and exchange rate"). */
const DISPLAY_CURRENCY: Record<string, string> = { GHC: 'GHS', NPR: 'Rs' };

export const displayCurrency = (code: string): string => DISPLAY_CURRENCY[code] ?? code;

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(GROUPING_LOCALE, options)));
  return format;
}

/** `1234567.891` → `1,234,567.891` (at most three fraction digits unless told otherwise). */
export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}): string =>
  numberFormat(options).format(value);

/** The currency's usual number of decimals (0 for VND, JPY, KRW; 2 for most). */
export const currencyDigits = (currency: string): number =>
  numberFormat({ style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? CNY_DIGITS;

const amount = (value: number, currency: string, digits = currencyDigits(currency)) =>
  `${formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${displayCurrency(currency)}`;

export type CurrencyRate = Pick<ExchangeInfo, 'cnyExchangeRate' | 'currency'>;

export interface MoneyOptions {
  /** Also show the CNY amount (the tenant preference `showCnyPrice`). */
  showCny?: boolean | undefined;
}

/**
 * An amount in CNY fen in the tenant currency: `12345` fen at 3450 VND → `425,903 VND`;
 * with `showCny`, `425,903 VND (123.45 CNY)`.
 */
export function formatMoney(minorUnitsFen: number, { cnyExchangeRate, currency }: CurrencyRate, { showCny = false }: MoneyOptions = {}): string {
  const yuan = minorUnitsFen / FEN_PER_YUAN;
  const local = amount(yuan * cnyExchangeRate, currency);
  return showCny && currency !== CNY ? `${local} (${amount(yuan, CNY, CNY_DIGITS)})` : local;
}

/** The status bar's rate, ready for `status-bar.exchange-rate` (`1 CNY = {rate} {currency}`). */
export const exchangeRateValues = ({ cnyExchangeRate, currency }: CurrencyRate) => ({
  rate: formatNumber(cnyExchangeRate, { maximumFractionDigits: RATE_FRACTION_DIGITS }),
  currency: displayCurrency(currency),
});
