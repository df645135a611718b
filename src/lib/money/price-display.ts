import type { Tenant } from '../../../contract/tenant';
import { htmlLang, type Language } from '../i18n/languages';
import { formatMoney, type CurrencyRate } from './format';

/**
 * How a tenant shows prices on a page: in its currency, with the CNY amount beside it when
 * the tenant preference `showCnyPrice` asks for it, written the way the page's language
 * writes amounts. Islands receive this as a prop, so they format as the server did.
 */
export interface PriceDisplay {
  rate: CurrencyRate;
  showCny: boolean;
  /** The page's BCP 47 locale. */
  locale: string;
}

export const priceDisplayOf = ({ exchangeInfo, tenantPreference }: Pick<Tenant, 'exchangeInfo' | 'tenantPreference'>, lng: Language): PriceDisplay => ({
  rate: { cnyExchangeRate: exchangeInfo.cnyExchangeRate, currency: exchangeInfo.currency },
  showCny: tenantPreference.showCnyPrice,
  locale: htmlLang(lng),
});

/** An order's prices at the rate it was priced at, so a later change of the rate leaves them as the shopper saw them. */
export const pricedAtOrderRate = (display: PriceDisplay, orderRate: number | null): PriceDisplay =>
  orderRate === null ? display : { ...display, rate: { ...display.rate, cnyExchangeRate: orderRate } };

// "12.34 USD (89.00 CNY)" reads left to right in every language; isolating it keeps an
// Arabic page from reordering its numbers, codes and brackets (also inside sentences).
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export const formatPrice = (fen: number, { rate, showCny, locale }: PriceDisplay): string =>
  `${LEFT_TO_RIGHT_ISOLATE}${formatMoney(fen, rate, { showCny, locale })}${POP_DIRECTIONAL_ISOLATE}`;

/** `min – max`, or one price when they are equal; isolated as a whole, so a right-to-left page draws it from the smaller end too. */
export const formatPriceRange = (min: number, max: number, display: PriceDisplay): string =>
  min === max
    ? formatPrice(min, display)
    : `${LEFT_TO_RIGHT_ISOLATE}${formatPrice(min, display)} – ${formatPrice(max, display)}${POP_DIRECTIONAL_ISOLATE}`;
