import { OVERLOAD_RETRY_AFTER_SECONDS } from '../../provider/http/load-shedder.ts';
import { htmlLang, type Language, textDirection } from '../lib/i18n/languages.ts';

/**
 * What a refused request is answered, by the front door (before Astro) and by the middleware
 * (a shared page the cache could not answer) alike. Plain TypeScript with explicit `.ts`
 * imports, so `scripts/start.mjs` can load it without a build.
 */
export const OVERLOAD_HEADERS = { 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' } as const;

/** The problem JSON of an /api call refused for overload (the shape of `problemResponse`). */
export const OVERLOADED_PROBLEM = { type: 'about:blank', title: 'Service Unavailable', status: 503, code: 'OVERLOADED' } as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small page in the shopper's language, built without rendering (the point is to spend nothing). */
export function overloadedPageHtml(lng: Language, titleText: string, messageText: string): string {
  const title = escapeHtml(titleText);
  const message = escapeHtml(messageText);
  return `<!doctype html><html lang="${htmlLang(lng)}" dir="${textDirection(lng)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p></main></body></html>`;
}
