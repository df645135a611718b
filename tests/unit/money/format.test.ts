import { describe, expect, it } from 'vitest';
import { displayCurrency, exchangeRateValues, formatMoney, formatNumber } from '../../../src/lib/money/format';

const rate = (cnyExchangeRate: number, currency: string) => ({ cnyExchangeRate, currency });

describe('displayCurrency', () => {
  it('shows GHC as GHS and NPR as Rs', () => {
    expect(displayCurrency('GHC')).toBe('GHS');
    expect(displayCurrency('NPR')).toBe('Rs');
  });

  it('keeps every other code', () => {
    expect(displayCurrency('VND')).toBe('VND');
    expect(displayCurrency('USD')).toBe('USD');
  });
});

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(999)).toBe('999');
  });

  it('takes Intl options', () => {
    expect(formatNumber(0.123456, { maximumFractionDigits: 4 })).toBe('0.1235');
    expect(formatNumber(2, { minimumFractionDigits: 2 })).toBe('2.00');
  });
});

describe('formatMoney', () => {
  it('converts CNY fen to the tenant currency at the rate', () => {
    expect(formatMoney(10000, rate(0.14, 'USD'))).toBe('14.00 USD');
    expect(formatMoney(123456, rate(1, 'CNY'))).toBe('1,234.56 CNY');
  });

  it('uses the currency’s own decimals and rounds', () => {
    expect(formatMoney(12345, rate(3450, 'VND'))).toBe('425,903 VND');
    expect(formatMoney(100, rate(21.5, 'JPY'))).toBe('22 JPY');
  });

  it('applies the display names', () => {
    expect(formatMoney(100000, rate(1.7, 'GHC'))).toBe('1,700.00 GHS');
    expect(formatMoney(100, rate(18.5, 'NPR'))).toBe('18.50 Rs');
  });

  it('formats zero and negative amounts', () => {
    expect(formatMoney(0, rate(3450, 'VND'))).toBe('0 VND');
    expect(formatMoney(-5000, rate(1, 'CNY'))).toBe('-50.00 CNY');
  });

  it('adds the CNY amount when asked, unless the tenant currency is CNY', () => {
    expect(formatMoney(12345, rate(3450, 'VND'), { showCny: true })).toBe('425,903 VND (123.45 CNY)');
    expect(formatMoney(12345, rate(1, 'CNY'), { showCny: true })).toBe('123.45 CNY');
    expect(formatMoney(12345, rate(3450, 'VND'), { showCny: false })).toBe('425,903 VND');
  });
});

describe('exchangeRateValues', () => {
  it('gives the rate with comma grouping and the display currency', () => {
    expect(exchangeRateValues(rate(3450.5, 'VND'))).toEqual({ rate: '3,450.5', currency: 'VND' });
    expect(exchangeRateValues(rate(0.138912, 'USD'))).toEqual({ rate: '0.1389', currency: 'USD' });
    expect(exchangeRateValues(rate(1.7, 'GHC'))).toEqual({ rate: '1.7', currency: 'GHS' });
  });
});
