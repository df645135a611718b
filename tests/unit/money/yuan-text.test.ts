import { describe, expect, it } from 'vitest';
import { fenOfYuanText, yuanTextOfFen } from '../../../src/lib/money/yuan-text';

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
