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

  it('count payments and transit parcels in each language’s forms', () => {
    const paid = (lng: Parameters<typeof getT>[0], count: number) => getT(lng)('payment:pending.paid', { count, number: String(count) });
    const parcels = (lng: Parameters<typeof getT>[0], count: number) => getT(lng)('transit:list.parcels', { count, number: String(count) });
    expect([1, 2].map((count) => paid('en', count))).toEqual(['1 payment paid.', '2 payments paid.']);
    expect([1, 3, 5].map((count) => paid('ru', count))).toEqual(['Оплачен 1 платёж.', 'Оплачено 3 платежа.', 'Оплачено 5 платежей.']);
    expect(getT('en')('payment:pending.selected', { count: 1, number: '1', amount: '$1.00' })).toBe('1 payment selected: $1.00');
    expect([1, 2].map((count) => parcels('en', count))).toEqual(['1 parcel', '2 parcels']);
    expect([1, 2, 5].map((count) => parcels('ru', count))).toEqual(['1 посылка', '2 посылки', '5 посылок']);
    expect([1, 2, 3, 11].map((count) => parcels('ar', count))).toEqual(['1 طرد', '2 طردان', '3 طرود', '11 طردًا']);
    expect(getT('en')('transit:create.estimate-for', { count: 1, number: '1', weight: '0.5' })).toBe('1 parcel, 0.5 kg in all. Every line that takes it:');
  });
});
