import { describe, expect, it } from 'vitest';
import { resolveLanguage } from '../../../src/lib/i18n/resolve-language';

const tenant = { defaultLanguage: 'vi', supportedLanguages: ['vi', 'en', 'zh-CN'] };

describe('resolveLanguage', () => {
  it('prefers a supported ?lang= and says to remember it', () => {
    expect(resolveLanguage({ query: 'en', cookie: 'zh-CN', tenant })).toEqual({ lng: 'en', fromQuery: true });
  });
  it('falls back to the cookie, then the tenant default', () => {
    expect(resolveLanguage({ query: 'ko', cookie: 'zh-CN', tenant })).toEqual({ lng: 'zh-CN', fromQuery: false });
    expect(resolveLanguage({ cookie: 'ar', tenant })).toEqual({ lng: 'vi', fromQuery: false });
  });
  it('uses English when the tenant default is not a known language', () => {
    expect(resolveLanguage({ tenant: { defaultLanguage: 'xx', supportedLanguages: ['xx'] } }).lng).toBe('en');
  });
});
