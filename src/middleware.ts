import { defineMiddleware, sequence } from 'astro:middleware';
import { serverApi, startSiteVersionWatch, tenantForHost } from './gateway/server-api.server';
import { isCacheablePageRequest, pageCacheKey, pageCacheStamp, storePageResponse } from './lib/content/page-cache.server';
import { getT } from './lib/i18n/server';
import { servedOverHttps, shopperAddress } from './lib/request/client-address.server';
import { withSecurityHeaders } from './lib/request/security-headers';
import { resolveLanguage } from './lib/i18n/resolve-language';
import { COOKIE, cookieOptions } from './lib/session/cookies';
import { isProtectedPath, loginRedirectFor } from './lib/session/protected-routes';
import { readSessionCookies } from './lib/session/session-cookies.server';
import { DESK_LOGIN_PATH, isDeskPath, needsOperator } from './lib/desk/desk-paths';
import { readOperatorToken } from './lib/desk/desk-session.server';
import { hostName } from '../contract/tenant-host';
import { isOwnHost, publicOriginOf, unavailableTenant } from './lib/tenant/tenant.server';
import { log } from './lib/logger.server';

/**
 * Every page request: the tenant from the host, the language, the session (login guard and
 * the unsealed profile), and the per-request API client; the /api forwarder does its own
 * (lighter) work.
 */
const pages = defineMiddleware(async (context, next) => {
  const { request, url, cookies, locals } = context;
  // Started by the first page, never by a build: every site change drops this process's caches of its tenant within seconds.
  startSiteVersionWatch();
  // The front door (scripts/start.mjs) admitted or refused it already.
  if (url.pathname.startsWith('/api/')) return next();

  const host = request.headers.get('host') ?? url.host;
  // Taken before anything of the site is read: a page rendered across a site change is not kept.
  const pageCacheSince = pageCacheStamp();
  const session = readSessionCookies(cookies);
  locals.loggedIn = session !== null;
  locals.profile = session?.profile ?? null;

  if (isProtectedPath(url.pathname) && !locals.loggedIn) {
    return new Response(null, { status: 307, headers: { Location: loginRedirectFor(url.pathname + url.search) } });
  }
  // The desk (docs/product.md, "Desk") has its own cookie: a shopper's session opens no desk page.
  const desk = isDeskPath(url.pathname);
  const operatorToken = desk ? readOperatorToken(cookies) : undefined;
  if (needsOperator(url.pathname) && !operatorToken) {
    return new Response(null, { status: 307, headers: { Location: DESK_LOGIN_PATH } });
  }

  try {
    locals.tenant = await tenantForHost(host);
    locals.tenantUnavailable = false;
  } catch (error) {
    log.error({ host: hostName(host), err: error }, 'tenant unavailable');
    locals.tenant = unavailableTenant(host);
    locals.tenantUnavailable = true;
  }
  locals.origin = publicOriginOf(locals.tenant);

  const languageCookie = cookies.get(COOKIE.language)?.value;
  const { lng, fromQuery } = resolveLanguage({ query: url.searchParams.get('lang'), cookie: languageCookie, tenant: locals.tenant });
  if (fromQuery && languageCookie !== lng) cookies.set(COOKIE.language, lng, cookieOptions('preference', { secure: locals.https }));
  locals.lng = lng;
  locals.t = getT(lng);

  // A shared page rendered for an anonymous shopper is kept for the next one (the front door
  // answers from it). A stranger's Host (not this site's domain) is answered but never cached.
  if (!locals.tenantUnavailable && isOwnHost(host) && isCacheablePageRequest(request, url.pathname, locals.loggedIn)) {
    const key = pageCacheKey({ host, cookieHeader: request.headers.get('cookie'), pathAndQuery: url.pathname + url.search, https: locals.https });
    locals.pageCache = { key, tenantId: locals.tenant.id, since: pageCacheSince };
  }

  const { tenant } = locals;
  const clientAddress = shopperAddress(request, context.clientAddress);
  locals.apiFor = (token) => serverApi({ tenantId: tenant.id, tenantDomain: hostName(host), language: lng, token, clientAddress });
  // A desk request's calls carry the operator's token, every other request's the shopper's.
  locals.api = locals.apiFor(desk ? operatorToken : session?.token);
  return next();
});

/**
 * Every response, pages and /api alike: the security headers; a logged-in shopper's answers
 * are never cached. A shared page is stored here, with its headers final.
 */
const securityHeaders = defineMiddleware(async ({ request, url, locals, cookies, clientAddress }, next) => {
  // Decided once here, the outermost step: the page middleware, the session cookies and these headers read it.
  locals.https = servedOverHttps(request, clientAddress);
  const response = await next();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-boolean-literal-compare -- unset on /api requests, which skip the page middleware that sets it
  const personal = locals.loggedIn === true || url.pathname.startsWith('/auth/') || isDeskPath(url.pathname);
  const secured = withSecurityHeaders(response, { https: locals.https, personal });
  // Astro adds the cookies a page sets after this step: such a page is one shopper's, never stored.
  const setsCookies = !cookies.headers().next().done;
  return locals.pageCache === undefined || setsCookies ? secured : storePageResponse(locals.pageCache, secured);
});

export const onRequest = sequence(securityHeaders, pages);
