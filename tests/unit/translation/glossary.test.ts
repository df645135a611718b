import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../contract/language';
import { generateCatalog } from '../../../provider/catalog/generator';
import {
  AUDIENCES, CATEGORIES, COLOUR_PROPERTY, COLOURS, MATERIALS, PRODUCT_TYPES, SIZE_PROPERTY, STYLES,
} from '../../../provider/catalog/vocabulary';
import { foldText } from '../../../provider/translation/fold';
import { fromChinese, parseQuery, suggestQuery, termWords } from '../../../provider/translation/glossary';
import { GLOSSARY_LANGUAGES, GLOSSARY_TERMS } from '../../../provider/translation/glossary-terms';
import { glossaryTranslator } from '../../../provider/translation/glossary-translator';

/** Every Chinese word the catalog generator writes into titles, options and category names. */
const VOCABULARY = [...new Set([
  ...[...PRODUCT_TYPES, ...MATERIALS, ...STYLES, ...AUDIENCES, ...COLOURS].map((word) => word.zh),
  ...CATEGORIES.flatMap((top) => [top.zh, ...top.children.map((child) => child.zh)]),
  COLOUR_PROPERTY, SIZE_PROPERTY,
].filter(Boolean))];

const NON_LATIN = ['zh-CN', 'zh-HK', 'th', 'ja', 'ko', 'ru', 'ru2', 'bg', 'ar', 'la'] as const;
const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

describe('the catalog glossary', () => {
  it('holds exactly the vocabulary of the catalog, one entry per language in every row', () => {
    expect(Object.keys(GLOSSARY_TERMS).sort()).toEqual([...VOCABULARY].sort());
    for (const [zh, row] of Object.entries(GLOSSARY_TERMS)) {
      expect(row, zh).toHaveLength(GLOSSARY_LANGUAGES.length);
      for (const entry of row) expect(entry.split('|').every((word) => foldText(word) !== ''), `${zh}: ${entry}`).toBe(true);
    }
  });

  it('has every term in all 18 languages, translated rather than copied from English', () => {
    for (const language of LANGUAGE_CODES) {
      const displayed = VOCABULARY.map((zh) => termWords(zh, language)[0] ?? '');
      expect(displayed.filter((word) => word === ''), language).toEqual([]);
      if (language === 'en') continue;
      const english = VOCABULARY.map((zh) => termWords(zh, 'en')[0]!.toLowerCase());
      const copies = displayed.filter((word, i) => word.toLowerCase() === english[i]);
      // Loanwords (nylon, casual, vintage, audio) are what those languages write; whole lists copied are not.
      expect(copies.length, `${language}: ${copies.join(', ')}`).toBeLessThanOrEqual((NON_LATIN as readonly string[]).includes(language) ? 0 : 12);
      if (!language.startsWith('zh') && language !== 'ja') expect(displayed.filter(hasChinese), language).toEqual([]);
    }
  });

  it('never gives one word of a language two meanings', () => {
    for (const language of LANGUAGE_CODES) {
      const meanings = new Map<string, string>();
      for (const zh of VOCABULARY) {
        for (const word of termWords(zh, language)) {
          const folded = foldText(word);
          expect(meanings.get(folded) ?? zh, `${language}: ${word}`).toBe(zh);
          meanings.set(folded, zh);
        }
      }
    }
  });

  it('reads every word of every language back as its term, with or without accents and capitals', () => {
    for (const language of LANGUAGE_CODES) {
      for (const zh of VOCABULARY) {
        for (const word of termWords(zh, language)) {
          expect(parseQuery(word, language), `${language}: ${word}`).toEqual({ terms: [zh], rest: [] });
          expect(parseQuery(word.toLocaleUpperCase(), language).terms, `${language}: ${word}`).toEqual([zh]);
        }
      }
    }
    expect(parseQuery('ao so mi', 'vi')).toEqual({ terms: ['衬衫'], rest: [] });
    expect(parseQuery('Áo Sơ Mi đỏ', 'vi')).toEqual({ terms: ['衬衫', '红色'], rest: [] });
    expect(parseQuery('РУБАШКА', 'ru')).toEqual({ terms: ['衬衫'], rest: [] });
    expect(parseQuery('القميص الأحمر', 'ar')).toEqual({ terms: ['衬衫', '红色'], rest: [] });
    expect(parseQuery('shirts', 'en')).toEqual({ terms: ['衬衫'], rest: [] });
    expect(parseQuery('เสื้อเชิ้ตผ้าฝ้าย', 'th')).toEqual({ terms: ['衬衫', '纯棉'], rest: [] });
    expect(parseQuery('xylophone 包', 'en')).toEqual({ terms: [], rest: ['xylophone', '包'] });
  });

  it('writes every generated title and option in each language, nothing left in Chinese', async () => {
    const catalog = generateCatalog(2000);
    for (const language of LANGUAGE_CODES.filter((code) => !code.startsWith('zh'))) {
      const titles = await glossaryTranslator.translate(catalog.map((product) => product.titleZh), 'zh-CN', language);
      titles.forEach((title, i) => {
        const product = catalog[i]!;
        const type = PRODUCT_TYPES.find((candidate) => product.titleZh.endsWith(candidate.zh))!;
        expect(title, `${language}: ${product.titleZh}`).toContain(termWords(type.zh, language)[0]!.slice(1));
        if (language !== 'ja') expect(hasChinese(title), `${language}: ${title}`).toBe(false);
      });
    }
    expect(fromChinese('复古女士真皮手提包', 'vi')).toBe('Túi xách tay da thật nữ cổ điển');
    expect(fromChinese('复古女士纯棉衬衫', 'ru')).toBe('Рубашка, хлопок, винтаж, для женщин');
    expect(fromChinese('红色', 'ar')).toBe('أحمر');
    expect(fromChinese('尺码', 'fr')).toBe('Taille');
  });

  it('suggests the nearest word of the shopper’s language for a misspelt one', () => {
    expect(suggestQuery('shrit', 'en')).toBe('shirt');
    expect(suggestQuery('red shrit', 'vi')).toBe('red shirt');
    expect(suggestQuery('рубашкы', 'ru')).toBe('рубашка');
    expect(suggestQuery('chemsie', 'fr')).toBe('chemise');
    expect(suggestQuery('xylophone', 'en')).toBeNull();
    expect(suggestQuery('shirt', 'en')).toBeNull();
  });
});
