import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceRange, priceDisplayOf } from '../../../src/lib/money/price-display';

const plain = (text: string) => text.replace(/[\u2066\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ');
const tenant = (showCnyPrice: boolean) => ({
  exchangeInfo: { cnyExchangeRate: 3450, currency: 'VND' },
  tenantPreference: { showCnyPrice } as Parameters<typeof priceDisplayOf>[0]['tenantPreference'],
});

describe('price display', () => {
  it('shows the tenant currency, and CNY beside it when the tenant asks', () => {
    expect(plain(formatPrice(12_345, priceDisplayOf(tenant(true), 'vi')))).toBe('425.903 ₫ (123,45 CN¥)');
    expect(plain(formatPrice(12_345, priceDisplayOf(tenant(false), 'vi')))).toBe('425.903 ₫');
  });

  it('isolates each price left to right, so right-to-left pages keep it in order', () => {
    expect(formatPrice(100, priceDisplayOf(tenant(false), 'vi'))).toMatch(/^\u2066.*\u2069$/);
  });

  it('shows a range, or one price when both ends agree', () => {
    const display = priceDisplayOf(tenant(false), 'vi');
    expect(plain(formatPriceRange(100, 200, display))).toBe('3.450 ₫ – 6.900 ₫');
    expect(plain(formatPriceRange(100, 100, display))).toBe('3.450 ₫');
    // Isolated as a whole too: on a right-to-left page the smaller end is still drawn first.
    expect(formatPriceRange(100, 200, display)).toMatch(/^\u2066\u2066[^\u2069]+\u2069 – \u2066[^\u2069]+\u2069\u2069$/);
  });
});
