import { DEFAULT_SITE_SWITCHES, type Tenant } from '../../../contract/tenant';
import { problemOf } from '../api/http';
import { TtlCache } from '../cache/ttl-cache';
import { config } from '../config.server';
import { LANGUAGES } from '../i18n/languages';
import { DEFAULT_TENANT_ID, hostName, isSiteHost, tenantIdFromHost, tenantOrigin } from '../../../contract/tenant-host';
import { DEFAULT_SERVICE_FEE_BASIS_POINTS } from '../../../contract/purchase-fees';

// Tenants change rarely: ask the provider at most every 30 s, and keep serving the last
// known tenant for 10 minutes if the provider stops answering.
const tenants = new TtlCache<string, Tenant>({ ttlMs: 30_000, staleMs: 10 * 60_000, maxEntries: 1000 });

/**
 * Forgets the tenants whose site changed, and every host that fell back to the default tenant
 * (an unknown sub-domain answers it): a tenant created since answers itself.
 */
export function dropTenants(ids: ReadonlySet<string>): void {
  tenants.drop((key, tenant) => ids.has(key) || (tenant !== undefined && (ids.has(tenant.id) || (tenant.id === DEFAULT_TENANT_ID && key !== DEFAULT_TENANT_ID))));
}

/**
 * Asks the provider for one tenant, by id (X-Tenant-Id) or else by the host's sub-domain label
 * (X-Tenant-Domain, which the provider looks up in the tenants' data); the gateway passes its
 * server-render transport, so this feature knows no connection.
 */
export type FetchTenant = (tenantId: string | undefined, tenantDomain: string) => Promise<Tenant>;

/** The tenant a host belongs to; a label the provider does not know means the default tenant. */
export function loadTenantForHost(host: string, fetchTenant: FetchTenant): Promise<Tenant> {
  if (config.forceTenantId) return loadTenant(config.forceTenantId, true, hostName(host), fetchTenant);
  const label = tenantIdFromHost(host, config.siteDomain) ?? DEFAULT_TENANT_ID;
  return loadTenant(label, label === DEFAULT_TENANT_ID, hostName(host), fetchTenant);
}

/** The tenant's public origin, from the configuration (never the request's Host): the base of every absolute link. */
export function publicOriginOf(tenant: Pick<Tenant, 'host'>): string {
  const label = config.forceTenantId ? DEFAULT_TENANT_ID : tenant.host;
  return tenantOrigin(label, { publicUrl: config.publicUrl, siteDomain: config.siteDomain, localPort: config.port });
}

/** Whether a Host names this site (its domain, a sub-domain, or localhost without configuration), not a stranger's. */
export function isOwnHost(host: string): boolean {
  return isSiteHost(host, config.siteDomain ?? (config.publicUrl ? new URL(config.publicUrl).hostname : undefined));
}

/** Cached by id (`byId`) or by sub-domain label: a label is a tenant's id unless its data names another host. */
function loadTenant(key: string, byId: boolean, domain: string, fetchTenant: FetchTenant): Promise<Tenant> {
  return tenants.get(key, async () => {
    try {
      return await fetchTenant(byId ? key : undefined, domain);
    } catch (error) {
      if (key !== DEFAULT_TENANT_ID && problemOf(error)?.status === 404) return loadTenant(DEFAULT_TENANT_ID, true, domain, fetchTenant);
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
    id: DEFAULT_TENANT_ID, host: DEFAULT_TENANT_ID, name, description: '', themeColor: '', logoImage: '', defaultLanguage: 'en',
    supportedLanguages: [...LANGUAGES], timezoneOffset: 0, serviceEmail: '', servicePhone: '',
    serviceSocialAccounts: [], socialMediaPlatforms: [], footerLinks: [], analyticsCode: null,
    googleAnalyticsTraceId: null, registrationEntity: null, exchangeInfo: { cnyExchangeRate: 1, currency: 'CNY' },
    tenantPreference: {
      showExchangeRate: false, showStockin: false, showTransit: false, showUserWarehouse: false,
      showCnyPrice: true, copyProductUrlEnabled: false, productPlatforms: [], refromAllowedHosts: [],
    },
    enabledArticleTypes: [],
    fees: { serviceFeeBasisPoints: DEFAULT_SERVICE_FEE_BASIS_POINTS },
    siteSwitches: DEFAULT_SITE_SWITCHES,
  };
}
