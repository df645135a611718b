import { describe, expect, it } from 'vitest';
import { contentLanguage, fallbackNote } from '../../../src/lib/i18n/content-language';
import { getT } from '../../../src/lib/i18n/server';

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

describe('the note over an article in another language', () => {
  it('names the page language and the one shown, translated into the page language', () => {
    expect(fallbackNote('vi', 'vi')).toBeNull();
    expect(fallbackNote('ru', 'ru2')).toBeNull();
    expect(fallbackNote('he', 'en')).toEqual({ language: 'English', shown: 'he' });
    const note = fallbackNote('en', 'vi');
    expect(note).toEqual({ language: 'Tiếng Việt', shown: 'English' });
    expect(getT('vi')('guide.not-in-language', note ?? {})).toBe('Trang này chưa có bằng Tiếng Việt; đang hiển thị bằng English.');
    expect(getT('en')('guide.not-in-language', fallbackNote('vi', 'en') ?? {})).toBe('This page is not yet available in English; shown in Tiếng Việt.');
  });
});
