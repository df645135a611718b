import { createLoadShedder, loadShedderOptionsFrom, OVERLOAD_RETRY_AFTER_SECONDS } from '../../provider/http/load-shedder';
import { htmlLang, type Language, textDirection } from '../lib/i18n/languages';
import type { TFunction } from '../lib/i18n/translator';
import { problemResponse } from '../lib/endpoints/problem-response';

/**
 * The storefront's load shedder (MAX_IN_FLIGHT, MAX_QUEUE_WAIT_MS): it counts the /api
 * calls it forwards (the embedded provider included) and the pages it renders; cached shared
 * pages are answered before it and never refused.
 */
export const storefrontShedder = createLoadShedder(loadShedderOptionsFrom(process.env));

const RETRY_HEADERS = { 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' };

export const overloadedApiResponse = (): Response =>
  problemResponse(503, 'OVERLOADED', 'Service Unavailable', { headers: RETRY_HEADERS });

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small page in the shopper's language, built without rendering (the point is to spend nothing). */
export function overloadedPageResponse(lng: Language, t: TFunction): Response {
  const title = escapeHtml(t('error.unavailable-title'));
  const message = escapeHtml(t('error.unavailable-message'));
  const html = `<!doctype html><html lang="${htmlLang(lng)}" dir="${textDirection(lng)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', ...RETRY_HEADERS } });
}
