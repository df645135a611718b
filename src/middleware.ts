import { defineMiddleware } from 'astro:middleware';
import { serverApi, tenantForHost } from './gateway/server-api.server';
import { cachedPageResponse, isCacheablePageRequest, pageCacheKey, storePageResponse } from './lib/content/page-cache.server';
import { getT } from './lib/i18n/server';
import { resolveLanguage } from './lib/i18n/resolve-language';
import { COOKIE, cookieOptions, isHttpsRequest } from './lib/session/cookies';
import { isProtectedPath, loginRedirectFor } from './lib/session/protected-routes';
import { readSessionCookies } from './lib/session/session-cookies.server';
import { hostName } from '../contract/tenant-host';
import { unavailableTenant } from './lib/tenant/tenant.server';

/**
 * Every page request: the tenant from the host, the language, the session (login guard and
 * the unsealed profile), and the per-request API client; the /api forwarder does its own
 * (lighter) work.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, cookies, locals } = context;
  if (url.pathname.startsWith('/api/')) return next();

  const host = request.headers.get('host') ?? url.host;
  const session = readSessionCookies(cookies);
  locals.loggedIn = session !== null;
  locals.profile = session?.profile ?? null;

  if (isProtectedPath(url.pathname) && !locals.loggedIn) {
    return new Response(null, { status: 307, headers: { Location: loginRedirectFor(url.pathname + url.search) } });
  }

  try {
    locals.tenant = await tenantForHost(host);
    locals.tenantUnavailable = false;
  } catch (error) {
    console.error(`tenant for ${host} unavailable:`, error instanceof Error ? error.message : error);
    locals.tenant = unavailableTenant(host);
    locals.tenantUnavailable = true;
  }

  const secure = isHttpsRequest(request);
  const { lng, fromQuery } = resolveLanguage({
    query: url.searchParams.get('lang'),
    cookie: cookies.get(COOKIE.language)?.value,
    tenant: locals.tenant,
  });
  if (fromQuery) cookies.set(COOKIE.language, lng, cookieOptions('preference', { secure }));
  locals.lng = lng;
  locals.t = getT(lng);

  // A shared page already rendered for this tenant and language is answered before any other work.
  const cacheKey =
    !locals.tenantUnavailable && isCacheablePageRequest(request, url.pathname, locals.loggedIn)
      ? pageCacheKey(locals.tenant.id, lng, url.pathname)
      : null;
  const cached = cacheKey === null ? null : cachedPageResponse(cacheKey);
  if (cached) return cached;

  const { tenant } = locals;
  const { clientAddress } = context;
  locals.apiFor = (token) => serverApi({ tenantId: tenant.id, tenantDomain: hostName(host), language: lng, token, clientAddress });
  locals.api = locals.apiFor(session?.token);
  return cacheKey === null ? next() : storePageResponse(cacheKey, await next());
});
