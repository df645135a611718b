import { describe, expect, it } from 'vitest';
import { formatKg } from '../../../src/lib/units/weight';

describe('weights in kilograms', () => {
  it('shows grams as kilograms to ten grams, grouped', () => {
    expect(formatKg(1234)).toBe('1.23');
    expect(formatKg(500)).toBe('0.5');
    expect(formatKg(2_000)).toBe('2');
    expect(formatKg(1_234_560)).toBe('1,234.56');
  });

  it('shows every gram when asked (a weight the shopper typed)', () => {
    expect(formatKg(1234, 3)).toBe('1.234');
  });
});
