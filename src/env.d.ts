/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The tenant this host belongs to, as the provider describes it. */
    tenant: import('./lib/api/contract/tenant').Tenant;
    /** True when the provider could not be reached for the tenant: pages show their error state. */
    tenantUnavailable: boolean;
    /** The page language, one of the tenant's supported languages. */
    lng: import('./lib/i18n/languages').Language;
    /** Translator fixed to `lng` (default namespace `common`; use `ns:key` for others). */
    t: import('./lib/i18n/translator').TFunction;
    /** True when the request carries the login cookie (the token itself stays HttpOnly). */
    loggedIn: boolean;
    /** The typed provider client, carrying this request's tenant, language and token. */
    api: import('./lib/api/client').ApiClient;
  }
}
