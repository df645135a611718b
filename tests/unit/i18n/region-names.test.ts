import { describe, expect, it } from 'vitest';
import { regionName } from '../../../src/lib/i18n/region-names';

describe('regionName', () => {
  it('names a country in the page language, each language its own', () => {
    expect(regionName('UZ', 'ru')).toBe('Узбекистан');
    expect(regionName('VN', 'vi')).toBe('Việt Nam');
    expect(regionName('VN', 'en')).toBe('Vietnam');
    expect(regionName('UZ', 'ru')).toBe('Узбекистан');
  });

  it('is undefined for a code the language has no name for, so the caller keeps its own', () => {
    expect(regionName('QQ', 'ko')).toBeUndefined();
  });
});
