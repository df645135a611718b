import type { LanguageCode } from '../../contract/language';
import { type ParsedQuery, parseQuery } from '../translation/glossary';
import type { Translator } from '../translation/translator';

/**
 * A shopper's keyword as catalog terms: the glossary reads the catalog's words in any
 * language; what it does not know goes through the translator (a machine-translation service
 * when one is configured) into Chinese and is read again.
 */
export async function translatedKeyword(keyword: string, language: LanguageCode, translator: Translator): Promise<ParsedQuery> {
  const parsed = parseQuery(keyword, language);
  if (parsed.rest.length === 0 || language === 'zh-CN') return parsed;
  const [chinese = ''] = await translator.translate([parsed.rest.join(' ')], language, 'zh-CN');
  const again = parseQuery(chinese, 'zh-CN');
  return { terms: [...new Set([...parsed.terms, ...again.terms])], rest: again.rest };
}
