/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Whether the shopper reached the site over HTTPS (servedOverHttps), decided once per request by the middleware. */
    https: boolean;
    /** The tenant this host belongs to, as the provider describes it. */
    tenant: import('../contract/tenant').Tenant;
    /** The tenant's public origin from the configuration (PUBLIC_URL, SITE_DOMAIN), never from the Host header. */
    origin: string;
    /** True when the provider could not be reached for the tenant: pages show their error state. */
    tenantUnavailable: boolean;
    /** The page language, one of the tenant's supported languages. */
    lng: import('./lib/i18n/languages').Language;
    /** Translator fixed to `lng` (default namespace `common`; use `ns:key` for others). */
    t: import('./lib/i18n/translator').TFunction;
    /** True when the request carries the login cookies (the token itself stays HttpOnly) and its profile unseals. */
    loggedIn: boolean;
    /** The logged-in shopper as sealed into the profile cookie at login (or the last re-sync); `null` when logged out. */
    profile: import('../contract/user').Profile | null;
    /** The typed provider client, carrying this request's tenant, language, client address and token. */
    api: import('./lib/api/client').ApiClient;
    /** The same client carrying another token: none (to start a session) or the one a session just began with. */
    apiFor: (token: string | undefined) => import('./lib/api/client').ApiClient;
    /** Set on an anonymous request for a shared page: where its answer is kept for the next shopper (page-cache.server.ts). */
    pageCache?: import('./lib/content/page-cache.server').PageCacheSlot;
  }
}
