import { describe, expect, it } from 'vitest';
import { checkField } from '../../../src/lib/forms/check-field';

describe('checkField (generic form messages, docs/product.md, Forms and validation)', () => {
  it('asks for a required value that is missing, blank or an empty list', () => {
    for (const value of [undefined, null, '', '   ', []]) {
      expect(checkField(value, { required: true })).toEqual({ key: 'validation.required', values: {} });
    }
  });

  it('lets an empty optional field pass whatever its other rules say', () => {
    expect(checkField('', { min: 4, pattern: /^\d+$/, type: 'email' })).toBeNull();
  });

  it('bounds the length of text: exact, at least, at most, between', () => {
    expect(checkField('abc', { len: 4 })).toEqual({ key: 'validation.string-len', values: { len: 4 } });
    expect(checkField('abc', { min: 4 })).toEqual({ key: 'validation.string-min', values: { min: 4 } });
    expect(checkField('abcdef', { max: 5 })).toEqual({ key: 'validation.string-max', values: { max: 5 } });
    expect(checkField('abc', { min: 4, max: 8 })).toEqual({ key: 'validation.string-range', values: { min: 4, max: 8 } });
    expect(checkField('abcd', { min: 4, max: 8 })).toBeNull();
  });

  it('counts characters, not UTF-16 units, and ignores surrounding blanks', () => {
    expect(checkField('😀😀', { max: 2 })).toBeNull();
    expect(checkField('  ab  ', { len: 2 })).toBeNull();
  });

  it('bounds numbers by value, also when a text input holds them', () => {
    expect(checkField(2, { min: 3 })).toEqual({ key: 'validation.number-min', values: { min: 3 } });
    expect(checkField('12', { type: 'number', max: 10 })).toEqual({ key: 'validation.number-max', values: { max: 10 } });
    expect(checkField(11, { min: 1, max: 10 })).toEqual({ key: 'validation.number-range', values: { min: 1, max: 10 } });
  });

  it('bounds lists by size', () => {
    expect(checkField(['a'], { len: 2 })).toEqual({ key: 'validation.array-len', values: { len: 2 } });
    expect(checkField(['a'], { min: 2 })).toEqual({ key: 'validation.array-min', values: { min: 2 } });
    expect(checkField(['a', 'b', 'c'], { max: 2 })).toEqual({ key: 'validation.array-max', values: { max: 2 } });
    expect(checkField(['a', 'b', 'c'], { min: 1, max: 2 })).toEqual({ key: 'validation.array-range', values: { min: 1, max: 2 } });
  });

  it('names the expected type on a mismatch, and reports a bad date as such', () => {
    expect(checkField('not-mail', { type: 'email' })).toEqual({ key: 'validation.type-mismatch', values: { type: 'email' } });
    expect(checkField('shopper@example.com', { type: 'email' })).toBeNull();
    expect(checkField('12a', { type: 'number' })).toEqual({ key: 'validation.type-mismatch', values: { type: 'number' } });
    expect(checkField('1.5', { type: 'integer' })).toEqual({ key: 'validation.type-mismatch', values: { type: 'integer' } });
    expect(checkField('javascript:alert(1)', { type: 'url' })).toEqual({ key: 'validation.type-mismatch', values: { type: 'url' } });
    expect(checkField('https://example.com/a', { type: 'url' })).toBeNull();
    expect(checkField('2026-02-30x', { type: 'date' })).toEqual({ key: 'validation.invalid-date', values: {} });
    expect(checkField('2026-02-03', { type: 'date' })).toBeNull();
  });

  it('checks a pattern last', () => {
    expect(checkField('12345', { len: 6, pattern: /^\d{6}$/ })).toEqual({ key: 'validation.string-len', values: { len: 6 } });
    expect(checkField('12345a', { len: 6, pattern: /^\d{6}$/ })).toEqual({ key: 'validation.pattern-mismatch', values: {} });
    expect(checkField('123456', { len: 6, pattern: /^\d{6}$/ })).toBeNull();
  });
});
