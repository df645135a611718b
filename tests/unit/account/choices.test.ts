import { describe, expect, it } from 'vitest';
import { countryChoices, languageChoices } from '../../../src/lib/account/choices';

const countries = [
  { code: 'CN', name: 'China', phoneCode: '+86' },
  { code: 'VN', name: 'Vietnam', phoneCode: '+84' },
  { code: 'DE', name: 'Germany', phoneCode: '+49' },
];

describe('select choices', () => {
  it('names countries in the page language, sorted in its order', () => {
    expect(countryChoices(countries, 'en').map((c) => c.label)).toEqual(['China', 'Germany', 'Vietnam']);
    const french = countryChoices(countries, 'fr');
    expect(french.map((c) => c.value)).toEqual(['DE', 'CN', 'VN']);
    expect(french[0]?.label).toBe('Allemagne');
  });

  it('reads `la` as Lao, not Latin', () => {
    expect(countryChoices([countries[0]!], 'la')[0]?.label).toBe('ຈີນ');
  });

  it('names each language in itself and keeps the profile language even if the tenant dropped it', () => {
    expect(languageChoices(['en', 'vi'], 'vi')).toEqual([
      { value: 'en', label: 'English', lang: 'en' },
      { value: 'vi', label: 'Tiếng Việt', lang: 'vi' },
    ]);
    expect(languageChoices(['en'], 'ru2').map((c) => c.value)).toEqual(['ru2', 'en']);
  });
});
