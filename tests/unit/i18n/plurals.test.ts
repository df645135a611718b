import { describe, expect, it } from 'vitest';
import { getT } from '../../../src/lib/i18n/server';

/** Counts read in each language's own plural forms: never "1 pieces". */
describe('counted texts', () => {
  const pieces = (lng: Parameters<typeof getT>[0], count: number) => getT(lng)('purchase:order.pieces', { count, number: String(count) });

  it('say one piece in English, and pieces for more', () => {
    expect(pieces('en', 1)).toBe('1 piece');
    expect(pieces('en', 2)).toBe('2 pieces');
    expect(getT('en')('product:purchase.min-order', { count: 1, number: '1' })).toBe('Minimum order: 1 piece');
    expect(getT('en')('transit:stock.overdue', { count: 1, days: 1 })).toBe('Free storage ended 1 day ago.');
  });

  it('take the forms of Russian (also in the second Russian wording), French and Arabic', () => {
    expect([1, 3, 5, 21].map((count) => pieces('ru', count))).toEqual(['1 штука', '3 штуки', '5 штук', '21 штука']);
    expect([1, 3, 5].map((count) => pieces('ru2', count))).toEqual(['1 вещь', '3 вещи', '5 вещей']);
    expect([1, 2].map((count) => pieces('fr', count))).toEqual(['1 pièce', '2 pièces']);
    expect([2, 3, 11].map((count) => pieces('ar', count))).toEqual(['2 قطعتان', '3 قطع', '11 قطعة']);
  });

  it('read la as Lao, which has one form, whatever the runtime\'s default language', () => {
    expect(pieces('la', 1)).toBe('1 ອັນ');
    expect(pieces('la', 2)).toBe('2 ອັນ');
  });
});
