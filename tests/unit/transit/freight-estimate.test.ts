import { describe, expect, it } from 'vitest';
import { estimateInputOf } from '../../../src/lib/transit/freight-estimate';

const input = (query: string) => estimateInputOf(new URLSearchParams(query));

describe('estimateInputOf', () => {
  it('asks nothing before the form is sent', () => {
    expect(input('')).toEqual({ form: { country: '', weight: '', length: '', width: '', height: '' }, categories: [], request: null, invalid: [] });
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

  it('takes the goods ticked, once each, and drops unknown ones', () => {
    expect(input('weight=1&category=BATTERY&category=SOAP&category=BATTERY&category=LIQUID').request).toEqual({ weight: 1000, categories: ['BATTERY', 'LIQUID'] });
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
