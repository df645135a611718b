import { describe, expect, it } from 'vitest';
import { formatFieldMessage } from '../../../src/lib/forms/field-message';
import { getT } from '../../../src/lib/i18n/server';

describe('formatFieldMessage', () => {
  it('puts the label and bounds into the translated message', () => {
    const t = getT('en');
    expect(formatFieldMessage(t, { key: 'validation.required', values: {} }, 'E-mail')).toBe('Please enter E-mail');
    expect(formatFieldMessage(t, { key: 'validation.string-range', values: { min: 8, max: 64 } }, 'Password')).toBe(
      'Password must be between 8 and 64 characters',
    );
  });

  it('names the expected type in the page language', () => {
    expect(formatFieldMessage(getT('en'), { key: 'validation.type-mismatch', values: { type: 'email' } }, 'E-mail')).toBe(
      'E-mail is not a valid e-mail address',
    );
    expect(formatFieldMessage(getT('fr'), { key: 'validation.type-mismatch', values: { type: 'email' } }, 'E-mail')).not.toContain('email');
  });
});
