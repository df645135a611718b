import { DEFAULT_SITE_SWITCHES, type Tenant } from '../../../contract/tenant';
import { problemOf } from '../api/http';
import { TtlCache } from '../cache/ttl-cache';
import { config } from '../config.server';
import { LANGUAGES } from '../i18n/languages';
import { DEFAULT_TENANT_ID, hostName, isSiteHost, tenantIdFromHost, tenantOrigin } from '../../../contract/tenant-host';

// Tenants change rarely: ask the provider at most every 30 s, and keep serving the last
// known tenant for 10 minutes if the provider stops answering.
const tenants = new TtlCache<string, Tenant>({ ttlMs: 30_000, staleMs: 10 * 60_000, maxEntries: 1000 });

/** Asks the provider for one tenant; the gateway passes its server-render transport, so this feature knows no connection. */
export type FetchTenant = (tenantId: string, tenantDomain: string) => Promise<Tenant>;

/** The tenant a host belongs to; an id the provider does not know means the default tenant. */
export function loadTenantForHost(host: string, fetchTenant: FetchTenant): Promise<Tenant> {
  const id = config.forceTenantId ?? tenantIdFromHost(host, config.siteDomain) ?? DEFAULT_TENANT_ID;
  return loadTenant(id, hostName(host), fetchTenant);
}

/** The tenant's public origin, from the configuration (never the request's Host): the base of every absolute link. */
export function publicOriginOf(tenantId: string): string {
  const id = config.forceTenantId ? DEFAULT_TENANT_ID : tenantId;
  return tenantOrigin(id, { publicUrl: config.publicUrl, siteDomain: config.siteDomain, localPort: config.port });
}

/** Whether a Host names this site (its domain, a sub-domain, or localhost without configuration), not a stranger's. */
export function isOwnHost(host: string): boolean {
  return isSiteHost(host, config.siteDomain ?? (config.publicUrl ? new URL(config.publicUrl).hostname : undefined));
}

function loadTenant(id: string, domain: string, fetchTenant: FetchTenant): Promise<Tenant> {
  return tenants.get(id, async () => {
    try {
      return await fetchTenant(id, domain);
    } catch (error) {
      if (id !== DEFAULT_TENANT_ID && problemOf(error)?.status === 404) return loadTenant(DEFAULT_TENANT_ID, domain, fetchTenant);
      throw error;
    }
  });
}

/**
 * A stand-in that lets the shell render its error state, in the shopper's language,
 * when no tenant could be loaded.
 */
export function unavailableTenant(host: string): Tenant {
  const name = hostName(host) || 'Store';
  return {
    id: DEFAULT_TENANT_ID, name, description: '', themeColor: '', logoImage: '', defaultLanguage: 'en',
    supportedLanguages: [...LANGUAGES], timezoneOffset: 0, serviceEmail: '', servicePhone: '',
    serviceSocialAccounts: [], socialMediaPlatforms: [], footerLinks: [], analyticsCode: null,
    googleAnalyticsTraceId: null, registrationEntity: null, exchangeInfo: { cnyExchangeRate: 1, currency: 'CNY' },
    tenantPreference: {
      showExchangeRate: false, showStockin: false, showTransit: false, showUserWarehouse: false,
      showCnyPrice: true, copyProductUrlEnabled: false, productPlatforms: [], refromAllowedHosts: [],
    },
    enabledArticleTypes: [],
    siteSwitches: DEFAULT_SITE_SWITCHES,
  };
}
