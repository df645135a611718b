import type { Tenant } from '../../../contract/tenant';
import { formatMoney, type CurrencyRate } from './format';

/**
 * How a tenant shows prices: in its currency, with the CNY amount beside it when the
 * tenant preference `showCnyPrice` asks for it. Islands receive this as a prop.
 */
export interface PriceDisplay {
  rate: CurrencyRate;
  showCny: boolean;
}

export const priceDisplayOf = ({ exchangeInfo, tenantPreference }: Pick<Tenant, 'exchangeInfo' | 'tenantPreference'>): PriceDisplay => ({
  rate: { cnyExchangeRate: exchangeInfo.cnyExchangeRate, currency: exchangeInfo.currency },
  showCny: tenantPreference.showCnyPrice,
});

// "12.34 USD (89.00 CNY)" reads left to right in every language; isolating it keeps an
// Arabic page from reordering its numbers, codes and brackets (also inside sentences).
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export const formatPrice = (fen: number, { rate, showCny }: PriceDisplay): string =>
  `${LEFT_TO_RIGHT_ISOLATE}${formatMoney(fen, rate, { showCny })}${POP_DIRECTIONAL_ISOLATE}`;

/** `min – max`, or one price when they are equal. */
export const formatPriceRange = (min: number, max: number, display: PriceDisplay): string =>
  min === max ? formatPrice(min, display) : `${formatPrice(min, display)} – ${formatPrice(max, display)}`;
