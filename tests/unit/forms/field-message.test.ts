import { describe, expect, it } from 'vitest';
import { formatFieldMessage, type FieldMessage } from '../../../src/lib/forms/field-message';
import type { Language } from '../../../src/lib/i18n/languages';
import { getT } from '../../../src/lib/i18n/server';

const text = (lng: Language, message: FieldMessage, label: string) => formatFieldMessage(getT(lng), lng, message, label);

describe('formatFieldMessage', () => {
  it('puts the label and bounds into the translated message', () => {
    expect(text('en', { key: 'validation.required', values: {} }, 'E-mail')).toBe('Please enter E-mail');
    expect(text('en', { key: 'validation.string-range', values: { min: 8, max: 64 } }, 'Password')).toBe(
      'Password must be between 8 and 64 characters',
    );
  });

  it('names the expected type in the page language', () => {
    expect(text('en', { key: 'validation.type-mismatch', values: { type: 'email' } }, 'E-mail')).toBe('E-mail is not a valid e-mail address');
    expect(text('fr', { key: 'validation.type-mismatch', values: { type: 'email' } }, 'E-mail')).not.toContain('email');
  });

  it('counts characters and items in the plural form of the bound', () => {
    expect(text('en', { key: 'validation.string-min', values: { min: 1 } }, 'Name')).toBe('Name must be at least 1 character');
    expect(text('en', { key: 'validation.string-min', values: { min: 2 } }, 'Name')).toBe('Name must be at least 2 characters');
    expect(text('en', { key: 'validation.array-max', values: { max: 1 } }, 'Photos')).toBe('Photos cannot have more than 1 item');
    // A range counts by its maximum: "between 0 and 1 character".
    expect(text('en', { key: 'validation.string-range', values: { min: 0, max: 1 } }, 'Code')).toBe('Code must be between 0 and 1 character');
    expect([1, 3, 5, 21].map((len) => text('ru', { key: 'validation.string-len', values: { len } }, 'Код'))).toEqual([
      'Поле «Код» должно содержать ровно 1 символ',
      'Поле «Код» должно содержать ровно 3 символа',
      'Поле «Код» должно содержать ровно 5 символов',
      'Поле «Код» должно содержать ровно 21 символ',
    ]);
    expect(text('ru2', { key: 'validation.array-min', values: { min: 2 } }, 'Фото')).toBe('«Фото»: нужны минимум 2 штуки');
  });

  it('writes the numbers the way the page language does', () => {
    expect(text('en', { key: 'validation.string-max', values: { max: 1000 } }, 'Note')).toBe('Note cannot be longer than 1,000 characters');
    expect(text('en', { key: 'validation.number-range', values: { min: 1, max: 10000 } }, 'Quantity')).toBe('Quantity must be between 1 and 10,000');
    expect(text('ru', { key: 'validation.string-max', values: { max: 1000 } }, 'Заметка')).toBe('Максимальная длина поля «Заметка» — 1\u00a0000 символов');
  });
});
