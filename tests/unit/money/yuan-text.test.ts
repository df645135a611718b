import { describe, expect, it } from 'vitest';
import { fenOfLocalText, fenOfYuanText, fenShownAs, yuanTextOfFen } from '../../../src/lib/money/yuan-text';

describe('amounts typed in yuan', () => {
  it.each([['100', 10000], ['99.5', 9950], ['0.01', 1], [' 12.34 ', 1234]])('%j is %d fen', (text, fen) => {
    expect(fenOfYuanText(text)).toBe(fen);
  });
  it.each(['', '0', '0.00', '1.234', '-5', '1,000', 'abc', '1e3'])('%j is no amount', (text) => {
    expect(fenOfYuanText(text)).toBeNull();
  });
  it.each([[1234, '12.34'], [100, '1.00'], [5, '0.05']])('%d fen starts a field as %j, which reads back as the same fen', (fen, text) => {
    expect(yuanTextOfFen(fen)).toBe(text);
    expect(fenOfYuanText(yuanTextOfFen(fen))).toBe(fen);
  });
});

const USD = { cnyExchangeRate: 0.1389, currency: 'USD' };
const VND = { cnyExchangeRate: 3450, currency: 'VND' };
const RUB = { cnyExchangeRate: 12.5, currency: 'RUB' };
const CNY = { cnyExchangeRate: 1, currency: 'CNY' };

describe('amounts typed in the tenant currency, the page’s way', () => {
  it.each([
    ['150', USD, 'en', 107_991], ['100', CNY, 'en', 10_000], ['345000', VND, 'vi', 10_000], ['0.01', USD, 'en', 7],
    // Grouped as the page's language groups: a hundred thousand dong in Vietnamese, not a hundred.
    ['100.000', VND, 'vi', 2899], ['345.000 ₫', VND, 'vi', 10_000], ['1 250,50', RUB, 'ru', 10_004], ['1,250.50', USD, 'en', 900_288],
  ] as const)('%j in %o (%s) is %d fen', (text, rate, locale, fen) => {
    expect(fenOfLocalText(text, rate, locale)).toBe(fen);
  });
  it.each([
    ['abc', CNY, 'en'], ['1', VND, 'vi'], ['12.345', USD, 'en'], ['100,5', VND, 'vi'], ['-5', USD, 'en'], ['99999999999', CNY, 'en'],
  ] as const)('%j in %o (%s) is no amount (not money, too many decimals, under a fen or over the bound)', (text, rate, locale) => {
    expect(fenOfLocalText(text, rate, locale)).toBeNull();
  });
});

describe('all of the balance, typed as the dialog shows it', () => {
  const display = { rate: USD, showCny: true, locale: 'en' };
  it('is the whole balance, not the fen more that rounding the shown amount makes of it', () => {
    // 100.04 CNY shows as $13.90, which is 100.07 CNY.
    const typed = fenOfLocalText('13.90', USD, 'en');
    expect(typed).toBe(10_007);
    expect(fenShownAs(typed, 10_004, display)).toBe(10_004);
  });
  it('leaves any other amount, and no amount, as it is', () => {
    expect(fenShownAs(fenOfLocalText('13.80', USD, 'en'), 10_004, display)).toBe(9935);
    expect(fenShownAs(null, 10_004, display)).toBeNull();
  });
});
