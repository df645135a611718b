import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTED_KEYS } from '../../../src/lib/forms/field-message';
import { htmlLang, LANGUAGES, type Language } from '../../../src/lib/i18n/languages';

/*
 * Every count the site shows (docs/product.md, "Tenants and languages"): each key the code calls
 * with `count` is either a plural set with exactly the forms `Intl.PluralRules` of the language
 * needs, or, in that language, a label the count stands after ("Orders: 5", "QC photos (3)"),
 * which no count changes (languages with a single form need neither). So "1 pieces" cannot come back in any of the 18 languages.
 */
const SRC = new URL('../../../src/', import.meta.url).pathname;
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Counts a word no count changes: "5 unread" (an adjective), written as a label in the other languages. */
const INVARIANT = new Set(['common:header.unread-count']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(tsx?|astro)$/.test(name) ? [path] : [];
  });
}

/**
 * `ns:key` of every `t('ns:key', { …count… })` call in the storefront, and the form messages
 * `formatFieldMessage` counts with (their keys are chosen at run time, out of the pattern's sight).
 */
const countedKeys = [...new Set([
  ...sources(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(['`]([\w:.-]+)['`],\s*\{(?:[^}]*,)?\s*count\b/g)].map((match) => {
      const key = match[1]!;
      return key.includes(':') ? key : `common:${key}`;
    })),
  ...[...COUNTED_KEYS.keys()].map((key) => `common:${key}`),
])].sort();

type Tree = { [key: string]: string | Tree };
function textsOf(lng: Language, qualified: string): Map<string, string> {
  const [ns, key] = qualified.split(':') as [string, string];
  let tree: Tree = JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Tree;
  const path = key.split('.');
  for (const part of path.slice(0, -1)) tree = tree[part] as Tree;
  const last = path.at(-1)!;
  return new Map(Object.entries(tree).filter(([name, text]) => typeof text === 'string' && name.replace(PLURAL, '') === last) as [string, string][]);
}

const LABELLED = /[:：]\s*\{\{count\}\}|\(\{\{count\}\}\)/;

describe('counted texts', () => {
  it('are found in the code', () => {
    expect(countedKeys).toEqual(expect.arrayContaining(['purchase:order.pieces', 'payment:pending.paid', 'common:header.cart-count', 'transit:list.parcels', 'common:validation.string-min', 'common:validation.array-range']));
  });

  it.each(LANGUAGES)('in %s, take every plural form the language needs, or label the count', (lng) => {
    const categories = [...new Intl.PluralRules(htmlLang(lng)).resolvedOptions().pluralCategories].sort();
    for (const key of countedKeys) {
      const texts = textsOf(lng, key);
      const forms = [...texts.keys()].filter((name) => PLURAL.test(name)).map((name) => PLURAL.exec(name)![1]).sort();
      if (forms.length > 0) expect(forms, `${lng} ${key}`).toEqual(categories);
      // A language with one form (Chinese, Vietnamese…) says any count the same way.
      else if (categories.length > 1 && !INVARIANT.has(key)) expect([...texts.values()][0], `${lng} ${key} counts without plural forms`).toMatch(LABELLED);
    }
  });
});
