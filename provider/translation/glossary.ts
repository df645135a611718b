import { LANGUAGE_CODES, type LanguageCode } from '../../contract/language';
import { AUDIENCES, MATERIALS, PRODUCT_TYPES, STYLES } from '../catalog/vocabulary';
import { editDistance, foldText, isUnspacedChar } from './fold';
import { GLOSSARY_LANGUAGES, GLOSSARY_TERMS, type GlossaryLanguage } from './glossary-terms';

/**
 * The catalog vocabulary in every language (glossary-terms.ts): titles, options and categories
 * shown in the shopper's language, queries in any language turned into the catalog's Chinese,
 * and "did you mean" for misspelt words.
 */

type Role = 'style' | 'audience' | 'material' | 'type';

const ROLES = new Map<string, Role>([
  ...STYLES.map((word) => [word.zh, 'style'] as const),
  ...AUDIENCES.filter((word) => word.zh).map((word) => [word.zh, 'audience'] as const),
  ...MATERIALS.map((word) => [word.zh, 'material'] as const),
  ...PRODUCT_TYPES.map((word) => [word.zh, 'type'] as const),
]);

/** How a title reads in a language: word order (marketplace style) and what goes between words. */
interface TitleForm { order: Role[]; separator: string }
const ADJECTIVES_FIRST: TitleForm = { order: ['style', 'audience', 'material', 'type'], separator: ' ' };
const NOUN_FIRST: TitleForm = { order: ['type', 'material', 'audience', 'style'], separator: ' ' };
const NOUN_THEN_PHRASES: TitleForm = { order: ['type', 'material', 'style', 'audience'], separator: ' ' };
const TITLE_FORMS: Record<LanguageCode, TitleForm> = {
  en: ADJECTIVES_FIRST, 'zh-CN': { ...ADJECTIVES_FIRST, separator: '' }, 'zh-HK': { ...ADJECTIVES_FIRST, separator: '' },
  ja: ADJECTIVES_FIRST, ko: ADJECTIVES_FIRST, uz: ADJECTIVES_FIRST,
  vi: NOUN_FIRST, th: NOUN_FIRST, la: NOUN_FIRST, ms: NOUN_FIRST, id: NOUN_FIRST,
  pt: NOUN_THEN_PHRASES, es: NOUN_THEN_PHRASES, fr: NOUN_THEN_PHRASES, ar: NOUN_THEN_PHRASES,
  ru: { ...NOUN_THEN_PHRASES, separator: ', ' }, ru2: { ...NOUN_THEN_PHRASES, separator: ', ' }, bg: { ...NOUN_THEN_PHRASES, separator: ', ' },
};

const glossaryColumn = (language: LanguageCode): GlossaryLanguage | null =>
  language === 'zh-CN' ? null : language === 'ru2' ? 'ru' : language;

/** The words of a Chinese term in a language, displayed word first. */
export function termWords(zh: string, language: LanguageCode): string[] {
  const column = glossaryColumn(language);
  if (column === null) return GLOSSARY_TERMS[zh] ? [zh] : [];
  return GLOSSARY_TERMS[zh]?.[GLOSSARY_LANGUAGES.indexOf(column)]?.split('|') ?? [];
}

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Folded words of one language → Chinese term. */
function foldedTermsOf(language: LanguageCode): Map<string, string> {
  const terms = new Map<string, string>();
  for (const zh of Object.keys(GLOSSARY_TERMS)) {
    for (const word of termWords(zh, language)) {
      const folded = foldText(word);
      if (folded && !terms.has(folded)) terms.set(folded, zh);
    }
  }
  return terms;
}
const TERMS_BY_LANGUAGE = new Map(LANGUAGE_CODES.map((language) => [language, foldedTermsOf(language)]));
const LONGEST_TERM = Math.max(...[...TERMS_BY_LANGUAGE.values()].flatMap((terms) => [...terms.keys()].map((term) => term.length)));

/** What a query is searched by: shoppers write in their language, English or Chinese, so those come first and the rest after. */
const lookups = new Map<LanguageCode, Map<string, string>>();
function lookupFor(language: LanguageCode): Map<string, string> {
  let lookup = lookups.get(language);
  if (!lookup) {
    const order = [language, 'en', 'zh-CN', ...LANGUAGE_CODES] as LanguageCode[];
    lookup = new Map();
    for (const code of new Set(order)) for (const [term, zh] of TERMS_BY_LANGUAGE.get(code) ?? []) if (!lookup.has(term)) lookup.set(term, zh);
    lookups.set(language, lookup);
  }
  return lookup;
}

const startsWord = (text: string, at: number) => at === 0 || text[at - 1] === ' ' || isUnspacedChar(text[at]);
const endsWord = (text: string, at: number) => at === text.length || text[at] === ' ' || isUnspacedChar(text[at - 1]);

/** The longest term starting at `at` (a plural `s` allowed after latin words), as [Chinese term, end]. */
function termAt(text: string, at: number, lookup: Map<string, string>): [string, number] | null {
  if (!startsWord(text, at)) return null;
  for (let end = Math.min(text.length, at + LONGEST_TERM + 1); end > at; end--) {
    if (!endsWord(text, end) || text[end - 1] === ' ') continue;
    const candidate = text.slice(at, end);
    const zh = lookup.get(candidate) ?? (/[a-z]s$/.test(candidate) ? lookup.get(candidate.slice(0, -1)) : undefined);
    if (zh) return [zh, end];
  }
  return null;
}

export interface ParsedQuery {
  /** Catalog terms the query names, in Chinese. */
  terms: string[];
  /** What the glossary did not know, folded; runs of unspaced characters kept together. */
  rest: string[];
}

/** A query in any language as catalog terms and what is left. */
export function parseQuery(query: string, language: LanguageCode): ParsedQuery {
  const text = foldText(query);
  const lookup = lookupFor(language);
  const terms: string[] = [];
  const rest: string[] = [];
  let restEnd = -1;
  for (let at = 0; at < text.length;) {
    if (text[at] === ' ') { at++; continue; }
    const match = termAt(text, at, lookup);
    if (match) {
      if (!terms.includes(match[0])) terms.push(match[0]);
      at = match[1];
      continue;
    }
    const end = isUnspacedChar(text[at]) ? at + 1 : (text.indexOf(' ', at) + 1 || text.length + 1) - 1;
    const piece = text.slice(at, end);
    if (restEnd === at && isUnspacedChar(text[at]) && rest.length > 0) rest.push(`${rest.pop() ?? ''}${piece}`);
    else rest.push(piece);
    restEnd = end;
    at = end;
  }
  return { terms, rest };
}

/** A query in any language as the catalog's Chinese: known terms translated, the rest as typed (folded). */
export const queryToChinese = (query: string, language: LanguageCode): string => {
  const { terms, rest } = parseQuery(query, language);
  return [...terms, ...rest].join(' ');
};

const LONGEST_CHINESE_TERM = Math.max(...Object.keys(GLOSSARY_TERMS).map((zh) => zh.length));

/** Chinese text in the longest glossary terms it is made of, unknown characters kept as they are. */
function chinesePieces(text: string): { text: string; zh: boolean }[] {
  const pieces: { text: string; zh: boolean }[] = [];
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + LONGEST_CHINESE_TERM);
    while (end > at && !GLOSSARY_TERMS[text.slice(at, end)]) end--;
    if (end > at) {
      pieces.push({ text: text.slice(at, end), zh: true });
      at = end;
    } else {
      const last = pieces.at(-1);
      const char = text.charAt(at);
      if (last && !last.zh) last.text += char;
      else pieces.push({ text: char, zh: false });
      at++;
    }
  }
  return pieces;
}

/**
 * Catalog Chinese in a language: a generated title (style, audience, material, type) in the
 * language's word order; any other text term by term, unknown parts as they are.
 */
export function fromChinese(text: string, language: LanguageCode): string {
  if (language === 'zh-CN' || !text) return text;
  const key = `${language}\u0000${text}`;
  let translated = translations.get(key);
  if (translated === undefined) {
    if (translations.size >= MAX_REMEMBERED) translations.clear();
    translated = translateFromChinese(text, language);
    translations.set(key, translated);
  }
  return translated;
}

/** Catalog texts repeat (a few thousand titles, a few dozen options): each is worked out once per language. */
const translations = new Map<string, string>();
const MAX_REMEMBERED = 100_000;

function translateFromChinese(text: string, language: LanguageCode): string {
  const pieces = chinesePieces(text.trim());
  const form = TITLE_FORMS[language];
  const roles = pieces.map((piece) => (piece.zh ? ROLES.get(piece.text) : undefined));
  const display = (zh: string) => termWords(zh, language)[0] ?? zh;
  if (roles.every(Boolean) && new Set(roles).size === roles.length && roles.includes('type')) {
    const byRole = new Map(pieces.flatMap((piece, i) => {
      const role = roles[i];
      return role ? [[role, display(piece.text)] as const] : [];
    }));
    return upperFirst(form.order.flatMap((role) => byRole.get(role) ?? []).join(form.separator));
  }
  return upperFirst(pieces.map((piece) => (piece.zh ? display(piece.text) : piece.text.trim())).filter(Boolean).join(form.separator));
}

/** How far a typed word may be from a term: one slip in a short word, two in a longer one. */
const tolerance = (word: string) => (word.length < 3 ? 0 : word.length <= 5 ? 1 : 2);

/**
 * "Did you mean": the query with each unknown word replaced by the nearest glossary word of the
 * shopper's language (or English), null when no word is close to one.
 */
export function suggestQuery(query: string, language: LanguageCode): string | null {
  const { rest } = parseQuery(query, language);
  if (rest.length === 0) return null;
  const candidates = [...new Set([language, 'en'] as LanguageCode[])].flatMap((code) =>
    Object.keys(GLOSSARY_TERMS).flatMap((zh) => termWords(zh, code).map((word) => ({ word, folded: foldText(word) }))));
  const typedWords = query.trim().split(/\s+/);
  const nearest = typedWords.map((typed): string | null => {
    const folded = foldText(typed);
    if (!rest.includes(folded) || folded.includes(' ') || isUnspacedChar(folded[0])) return null;
    let best: { word: string; distance: number } | null = null;
    for (const candidate of candidates) {
      const distance = editDistance(folded, candidate.folded);
      if (distance > 0 && distance <= tolerance(folded) && (!best || distance < best.distance)) best = { word: candidate.word, distance };
    }
    return best ? best.word.toLocaleLowerCase() : null;
  });
  return nearest.some((word) => word !== null) ? typedWords.map((typed, i) => nearest[i] ?? typed).join(' ') : null;
}
