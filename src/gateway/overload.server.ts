import { processLoadShedder } from '../../provider/http/load-shedder';
import type { Language } from '../lib/i18n/languages';
import type { TFunction } from '../lib/i18n/translator';
import { OVERLOAD_HEADERS, overloadedPageHtml } from './overload-answers';

/**
 * The storefront's load shedder (MAX_IN_FLIGHT, MAX_QUEUE_WAIT_MS), shared with the front
 * door (`front-door.server.ts`), which admits or refuses /api calls and pages before Astro.
 * The middleware admits only what the front door let through unadmitted: an anonymous GET of
 * a shared page the page cache could not answer.
 */
export const storefrontShedder = processLoadShedder();

/** The refusal page in the tenant's language, for a shared page the cache could not answer. */
export function overloadedPageResponse(lng: Language, t: TFunction): Response {
  const html = overloadedPageHtml(lng, t('error.unavailable-title'), t('error.unavailable-message'));
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', ...OVERLOAD_HEADERS } });
}
