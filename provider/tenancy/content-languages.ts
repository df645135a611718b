import { FALLBACK_LANGUAGE, LANGUAGE_CODES, LanguageCode } from '../../contract/language';

/** Tags whose primary subtag alone does not name the code we use. */
const TAG_ALIASES: Record<string, LanguageCode> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-HK',
  'zh-tw': 'zh-HK',
  'zh-mo': 'zh-HK',
  lo: 'la',
};

const CODES_BY_LOWER_CASE = new Map(LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]));

/** Maps one language tag (`vi-VN`, `zh-Hant-TW`, `ru2`) to a supported code, if any. */
function toLanguageCode(tag: string): LanguageCode | null {
  const lower = tag.toLowerCase();
  const subtags = lower.split('-');
  const candidates = [lower, subtags.slice(0, 2).join('-'), subtags[0] ?? ''];
  for (const candidate of candidates) {
    const code = CODES_BY_LOWER_CASE.get(candidate) ?? TAG_ALIASES[candidate];
    if (code) return code;
  }
  return null;
}

/** The most preferred supported language of an Accept-Language header (quality values honoured). */
export function requestedLanguage(acceptLanguage: string | undefined): LanguageCode | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const code = toLanguageCode(tag);
    if (code) return code;
  }
  return null;
}

/** Interface languages that are another wording of a language: their content is that language's. */
const SAME_CONTENT_AS: Partial<Record<LanguageCode, LanguageCode>> = { ru2: 'ru' };

/**
 * Languages to look content up in, best first: requested (then the language it is a wording
 * of), then the tenant's default, then English.
 */
export function contentLanguages(acceptLanguage: string | undefined, tenantDefaultLanguage: string): LanguageCode[] {
  const tenantDefault = LanguageCode.safeParse(tenantDefaultLanguage);
  const requested = requestedLanguage(acceptLanguage);
  const chain = [requested, requested && (SAME_CONTENT_AS[requested] ?? null), tenantDefault.success ? tenantDefault.data : null, FALLBACK_LANGUAGE];
  return [...new Set(chain.filter((code): code is LanguageCode => code !== null))];
}
