import { describe, expect, it } from 'vitest';
import { formatKg } from '../../../src/lib/units/weight';

describe('weights in kilograms', () => {
  it('shows grams as kilograms to ten grams, grouped', () => {
    expect(formatKg(1234, 'en')).toBe('1.23');
    expect(formatKg(500, 'en')).toBe('0.5');
    expect(formatKg(2_000, 'en')).toBe('2');
    expect(formatKg(1_234_560, 'en')).toBe('1,234.56');
  });

  it('writes them the page’s way, never grouped the English way on a Vietnamese or Russian page', () => {
    expect(formatKg(1_234_560, 'vi')).toBe('1.234,56');
    expect(formatKg(1_234_560, 'ru').replace(/\s/g, ' ')).toBe('1 234,56');
  });

  it('shows every gram when asked (a weight the shopper typed)', () => {
    expect(formatKg(1234, 'en', 3)).toBe('1.234');
  });
});
