import { describe, expect, it } from 'vitest';
import { fenOfLocalText, fenOfYuanText, yuanTextOfFen } from '../../../src/lib/money/yuan-text';

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

describe('amounts typed in the tenant currency', () => {
  it.each([['150', 0.1389, 107_991], ['100', 1, 10_000], ['345000', 3450, 10_000], ['0.01', 0.1389, 7]])('%j at %d per yuan is %d fen', (text, rate, fen) => {
    expect(fenOfLocalText(text, rate)).toBe(fen);
  });
  it.each([['abc', 1], ['1', 3450]])('%j at %d per yuan is no amount (not money, or under a fen)', (text, rate) => {
    expect(fenOfLocalText(text, rate)).toBeNull();
  });
});
