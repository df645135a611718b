import { describe, expect, it } from 'vitest';
import { estimateInputOf, rankLines } from '../../../src/lib/transit/freight-estimate';

const input = (query: string) => estimateInputOf(new URLSearchParams(query));

describe('estimateInputOf', () => {
  it('asks nothing before the form is sent', () => {
    expect(input('')).toEqual({ form: { country: '', weight: '', length: '', width: '', height: '' }, request: null, invalid: [] });
  });

  it('turns kilograms into grams, with a dot or a comma', () => {
    expect(input('weight=1.25').request).toEqual({ weight: 1250 });
    expect(input('weight=0,5&country=vn').request).toEqual({ weight: 500, country: 'VN' });
  });

  it('sends the size only when all three sides are given', () => {
    expect(input('weight=2&length=40&width=30&height=20').request).toEqual({ weight: 2000, sizeLength: 40, sizeWidth: 30, sizeHeight: 20 });
    expect(input('weight=2&length=40&width=&height=').invalid).toEqual(['width', 'height']);
    expect(input('weight=2&length=&width=&height=').request).toEqual({ weight: 2000 });
  });

  it('names the fields to correct and keeps what was typed', () => {
    const wrong = input('country=Viet&weight=abc&length=301&width=1&height=1');
    expect(wrong.request).toBeNull();
    expect(wrong.invalid).toEqual(['country', 'weight', 'length']);
    expect(wrong.form.weight).toBe('abc');
    expect(input('weight=').invalid).toEqual(['weight']);
    expect(input('weight=100.001').invalid).toEqual(['weight']);
    expect(input('weight=0').invalid).toEqual(['weight']);
  });
});

describe('rankLines', () => {
  const air = { name: 'Air', feeFen: 16_500, minDays: 5, maxDays: 9 };
  const economy = { name: 'Economy', feeFen: 10_700, minDays: 8, maxDays: 14 };
  const sea = { name: 'Sea', feeFen: 6_000, minDays: 30, maxDays: 45 };

  it('lists the cheapest first and marks the cheapest and the fastest', () => {
    expect(rankLines([air, economy, sea]).map(({ line, cheapest, fastest }) => [line.name, cheapest, fastest])).toEqual([
      ['Sea', true, false], ['Economy', false, false], ['Air', false, true],
    ]);
  });

  it('marks every line that ties, and one line can be both', () => {
    const twin = { ...air, name: 'Air 2' };
    expect(rankLines([air, twin]).every((r) => r.cheapest && r.fastest)).toBe(true);
    expect(rankLines([])).toEqual([]);
  });
});
