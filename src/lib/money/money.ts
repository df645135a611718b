import type { ExchangeInfo } from '../api/contract/tenant';

/**
 * The one money and number formatter of the storefront. Amounts are stored in CNY fen and
 * converted to the tenant's currency only for display.
 */

// SPEC section 9: numbers use comma thousands grouping in every interface language, so
// the grouping locale is fixed rather than taken from the page language.
const GROUPING_LOCALE = 'en-US';
const FEN_PER_YUAN = 100;
const RATE_FRACTION_DIGITS = 4;

/** Currency codes the provider stores that shoppers know by another name (SPEC section 3). */
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

/** The tenant currency's usual number of decimals (0 for VND, JPY, KRW; 2 for most). */
const currencyDigits = (currency: string): number =>
  numberFormat({ style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

export interface CurrencyRate {
  /** Tenant-currency units per 1 CNY. */
  rate: number;
  /** ISO code as the provider stores it. */
  currency: string;
}

/** An amount in CNY fen shown in the tenant currency: `12345` fen at 3450 VND → `425,903 VND`. */
export function formatMoney(minorUnitsFen: number, { rate, currency }: CurrencyRate): string {
  const digits = currencyDigits(currency);
  const amount = (minorUnitsFen / FEN_PER_YUAN) * rate;
  const number = formatNumber(amount, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${number} ${displayCurrency(currency)}`;
}

/** The status bar's rate, ready for `status-bar.exchange-rate` (`1 CNY = {rate} {currency}`). */
export const exchangeRateValues = ({ cnyExchangeRate, currency }: ExchangeInfo) => ({
  rate: formatNumber(cnyExchangeRate, { maximumFractionDigits: RATE_FRACTION_DIGITS }),
  currency: displayCurrency(currency),
});
