import { describe, expect, it } from 'vitest';
import { contentLanguage } from '../../../src/lib/i18n/content-language';

describe('content language', () => {
  it('marks nothing when the content is in the page language', () => {
    expect(contentLanguage('ar', 'ar')).toEqual({});
  });

  it('gives fallback content its own language and direction', () => {
    expect(contentLanguage('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(contentLanguage('ar', 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(contentLanguage('la', 'vi')).toEqual({ lang: 'lo', dir: 'ltr' });
  });

  it('isolates a language the storefront does not know, its direction from its text', () => {
    expect(contentLanguage('he', 'en')).toEqual({ lang: 'he', dir: 'auto' });
  });
});
