import { describe, expect, it } from 'vitest';
import { problemText } from '../../../src/islands/forms/problem-text';
import { getT } from '../../../src/lib/i18n/server';

describe('problemText', () => {
  const t = getT('en');

  it('names a known problem code, and falls back to the generic message for an unknown one', () => {
    expect(problemText(t, 'en', { code: 'NETWORK', status: 0 })).toBe(t('error.network'));
    expect(problemText(t, 'en', { code: 'NO_SUCH_CODE', status: 400 })).toBe(t('error.generic'));
  });

  it('says how long to wait after a 429, in the page language', () => {
    const text = problemText(t, 'en', { code: 'TOO_MANY_ATTEMPTS', status: 429, retryAfterSeconds: 900 });
    expect(text).toContain('in 15 minutes');
    expect(problemText(t, 'en', { code: 'TOO_MANY_ATTEMPTS', status: 400, retryAfterSeconds: 900 })).not.toContain('15');
  });
});
