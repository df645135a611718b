import { describe, expect, it } from 'vitest';
import { currencyDigits, displayCurrency, exchangeRateValues, formatMoney, formatNumber, parseAmount } from '../../../src/lib/money/format';

const rate = (cnyExchangeRate: number, currency: string) => ({ cnyExchangeRate, currency });
// Intl separates some amounts with no-break spaces (U+00A0, U+202F): compared as plain spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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

describe('currencyDigits', () => {
  it('is the currency’s own, and none for UZS by the project’s rule', () => {
    expect(currencyDigits('VND')).toBe(0);
    expect(currencyDigits('RUB')).toBe(2);
    expect(currencyDigits('UZS')).toBe(0);
    expect(currencyDigits('GHC')).toBe(2);
  });
});

describe('formatNumber', () => {
  it('groups thousands in the locale it is given', () => {
    expect(formatNumber(1234567, {}, 'en')).toBe('1,234,567');
    expect(formatNumber(1234.5, {}, 'en')).toBe('1,234.5');
    expect(formatNumber(1234567, {}, 'vi')).toBe('1.234.567');
    expect(spaced(formatNumber(1234.5, {}, 'ru'))).toBe('1 234,5');
  });

  it('takes Intl options', () => {
    expect(formatNumber(0.123456, { maximumFractionDigits: 4 }, 'en')).toBe('0.1235');
    expect(formatNumber(2, { minimumFractionDigits: 2 }, 'en')).toBe('2.00');
  });
});

describe('formatMoney', () => {
  it('writes the amount as the page’s locale does, with the currency’s symbol and digits', () => {
    expect(spaced(formatMoney(17_950, rate(3450, 'VND'), { locale: 'vi' }))).toBe('619.275 ₫');
    expect(spaced(formatMoney(8_167, rate(13, 'RUB'), { locale: 'ru' }))).toBe('1 061,71 ₽');
    expect(spaced(formatMoney(5_000, rate(1807.36, 'UZS'), { locale: 'uz' }))).toBe('90 368 soʻm');
    expect(spaced(formatMoney(10000, rate(0.14, 'USD'), { locale: 'en' }))).toBe('$14.00');
    expect(spaced(formatMoney(123456, rate(1, 'CNY'), { locale: 'zh-CN' }))).toBe('¥1,234.56');
  });

  it('rounds to the currency’s own decimals', () => {
    expect(spaced(formatMoney(12345, rate(3450, 'VND'), { locale: 'en' }))).toBe('₫425,903');
    expect(spaced(formatMoney(100, rate(21.5, 'JPY'), { locale: 'en' }))).toBe('¥22');
  });

  it('applies the display rules', () => {
    expect(spaced(formatMoney(100000, rate(1.7, 'GHC'), { locale: 'en' }))).toBe('GHS 1,700.00');
    expect(spaced(formatMoney(100, rate(18.5, 'NPR'), { locale: 'en' }))).toBe('Rs 18.50');
  });

  it('formats zero and negative amounts', () => {
    expect(spaced(formatMoney(0, rate(3450, 'VND'), { locale: 'vi' }))).toBe('0 ₫');
    expect(spaced(formatMoney(-5000, rate(1, 'CNY'), { locale: 'en' }))).toBe('-CN¥50.00');
  });

  it('adds the CNY amount when asked, unless the tenant currency is CNY', () => {
    expect(spaced(formatMoney(12345, rate(3450, 'VND'), { showCny: true, locale: 'vi' }))).toBe('425.903 ₫ (123,45 CN¥)');
    expect(spaced(formatMoney(12345, rate(1, 'CNY'), { showCny: true, locale: 'en' }))).toBe('CN¥123.45');
    expect(spaced(formatMoney(12345, rate(3450, 'VND'), { showCny: false, locale: 'vi' }))).toBe('425.903 ₫');
  });
});

describe('exchangeRateValues', () => {
  it('gives the rate in the locale and the display currency', () => {
    expect(exchangeRateValues(rate(3450.5, 'VND'), 'en')).toEqual({ rate: '3,450.5', currency: 'VND' });
    expect(exchangeRateValues(rate(3450.5, 'VND'), 'vi')).toEqual({ rate: '3.450,5', currency: 'VND' });
    expect(exchangeRateValues(rate(0.138912, 'USD'), 'en')).toEqual({ rate: '0.1389', currency: 'USD' });
    expect(exchangeRateValues(rate(1.7, 'GHC'), 'en')).toEqual({ rate: '1.7', currency: 'GHS' });
  });
});

describe('parseAmount', () => {
  it('reads the locale’s grouping and decimal marks', () => {
    expect(parseAmount('100.000', 'vi')).toBe(100_000);
    expect(parseAmount('500.000 ₫', 'vi')).toBe(500_000);
    expect(parseAmount('1.234,5', 'vi')).toBe(1234.5);
    expect(parseAmount('100.000', 'en')).toBe(100);
    expect(parseAmount('1,234.5', 'en')).toBe(1234.5);
    expect(parseAmount('$1,234', 'en')).toBe(1234);
  });

  it('reads spaces as grouping, and a dot as the decimal mark where the locale groups with spaces', () => {
    expect(parseAmount('1 061,67', 'ru')).toBe(1061.67);
    expect(parseAmount('1\u00a0061,67', 'ru')).toBe(1061.67);
    expect(parseAmount('1061.67', 'ru')).toBe(1061.67);
    expect(parseAmount('90 368', 'uz')).toBe(90_368);
  });

  it('reads what formatNumber writes, in every locale', () => {
    for (const locale of ['en', 'vi', 'ru', 'uz', 'fr', 'es', 'pt', 'id', 'ar', 'lo', 'bg', 'ja', 'th']) {
      expect(parseAmount(formatNumber(1234567.25, {}, locale), locale), locale).toBe(1234567.25);
    }
  });

  it('is undefined for anything that is no amount', () => {
    for (const text of ['', 'abc', '-5', '1.2.3,4,5', '5 – 50', '12,5,6']) expect(parseAmount(text, 'vi'), text).toBeUndefined();
  });
});
