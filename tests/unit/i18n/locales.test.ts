import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlLang, type Language, LANGUAGES, NAMESPACES } from '../../../src/lib/i18n/languages';

type Tree = { [key: string]: string | Tree };
const read = (lng: string, ns: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]).sort();

// Brand names (contact channels, social networks) may rightly read the same in every language.
const BRAND_KEYS = /^(contact|social)\./;

/**
 * A counted text is a set of i18next plural keys (`key_one`, `key_other`…), one per plural
 * category of the language (Intl.PluralRules of its BCP 47 tag: Lao for `la`, Russian for `ru2`).
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const categoriesOf = (lng: Language) => new Intl.PluralRules(htmlLang(lng)).resolvedOptions().pluralCategories;

/** Keys as the code names them: each plural set once, under its key without the category. */
function named(texts: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, text] of texts) {
    const base = key.replace(PLURAL, '');
    out.set(base, [...(out.get(base) ?? []), text]);
  }
  return out;
}

describe.each(NAMESPACES)('locale namespace %s', (ns) => {
  const english = flatten(read('en', ns));
  const source = named(english);

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, with the same placeholders', (lng) => {
    const own = flatten(read(lng, ns));
    const target = named(own);
    expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, [text = '']] of source) {
      for (const translated of target.get(key) ?? ['']) {
        expect(text.length > 0 && translated.trim().length > 0, `${lng}/${ns}:${key} is empty`).toBe(true);
        expect(placeholders(translated), `${lng}/${ns}:${key}`).toEqual(placeholders(text));
      }
    }
  });

  it.each(LANGUAGES)('%s has each counted text in every plural form of the language, and no other', (lng) => {
    const own = [...flatten(read(lng, ns)).keys()];
    const counted = new Set(own.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    for (const key of counted) {
      const forms = own.filter((candidate) => candidate.replace(PLURAL, '') === key && PLURAL.test(candidate)).map((candidate) => PLURAL.exec(candidate)?.[1]);
      expect(forms.sort(), `${lng}/${ns}:${key}`).toEqual([...categoriesOf(lng)].sort());
    }
    for (const key of english.keys()) if (PLURAL.test(key)) expect(counted.has(key.replace(PLURAL, '')), `${lng}/${ns}:${key}`).toBe(true);
  });
});

describe('translations are real, not English copies', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lng) => {
    let same = 0;
    let total = 0;
    for (const ns of NAMESPACES) {
      const source = flatten(read('en', ns));
      const target = flatten(read(lng, ns));
      for (const [key, text] of source) {
        if (BRAND_KEYS.test(key) || !/[a-z]{3}/i.test(text.replace(/\{\{[^}]*\}\}/g, ''))) continue;
        total++;
        if (target.get(key) === text) same++;
      }
    }
    // Some words rightly match English (FAQ, OK, E-mail, French "Notifications"); a copy would be far above this.
    expect(same / total).toBeLessThan(0.1);
  });

  it('ru2 is its own wording, not a copy of ru', () => {
    let same = 0;
    let total = 0;
    for (const ns of NAMESPACES) {
      const ru = flatten(read('ru', ns));
      for (const [key, text] of flatten(read('ru2', ns))) {
        if (BRAND_KEYS.test(key)) continue;
        total++;
        if (ru.get(key) === text) same++;
      }
    }
    expect(same / total).toBeLessThan(0.5);
  });
});
