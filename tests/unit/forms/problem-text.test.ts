import { describe, expect, it } from 'vitest';
import { problemText } from '../../../src/islands/forms/problem-text';
import { getT } from '../../../src/lib/i18n/server';

describe('problemText', () => {
  const t = getT('en');

  it('names the problem by its code', () => {
    expect(problemText(t, 'en', { code: 'WRONG_PASSWORD', status: 400 })).toBe('The current password is not right.');
    expect(problemText(t, 'en', { code: 'NETWORK', status: 0 })).toBe('Network error. Please check your connection.');
  });

  it('says how long to wait after a 429, in the page language', () => {
    const text = problemText(t, 'en', { code: 'TOO_MANY_ATTEMPTS', status: 429, retryAfterSeconds: 900 });
    expect(text).toBe('Too many attempts. Please wait before trying again. You can try again in 15 minutes.');
    expect(problemText(getT('fr'), 'fr', { code: 'TOO_MANY_ATTEMPTS', status: 429, retryAfterSeconds: 90 })).toContain('dans 2 minutes');
    expect(problemText(t, 'en', { code: 'TOO_MANY_ATTEMPTS', status: 400, retryAfterSeconds: 900 })).not.toContain('15');
  });
});
