import { createApiClient, type ApiClient } from '../lib/api/client';
import { createHttp } from '../lib/api/http';
import { loadTenantForHost } from '../lib/tenant/tenant.server';
import { SITE_VERSION_POLL_MS, watchSiteVersions } from '../lib/tenant/site-version-watch.server';
import type { Tenant } from '../../contract/tenant';
import { PROVIDER_ORIGIN, SERVER_RENDER_TIMEOUT_MS, providerFetch, serverRenderFetch } from './provider-connection.server';

export interface ServerApiContext {
  /** Unset when the tenant is asked for by its host alone. */
  tenantId: string | undefined;
  tenantDomain: string;
  language: string;
  token?: string | undefined;
  clientAddress?: string | undefined;
}

/** The typed client as the server uses it while rendering a page: short timeout, fail-fast transport. */
export function serverApi(ctx: ServerApiContext): ApiClient {
  return createApiClient(
    createHttp({
      ...ctx,
      baseUrl: `${PROVIDER_ORIGIN}/api/`,
      timeoutMs: SERVER_RENDER_TIMEOUT_MS,
      fetch: serverRenderFetch as typeof fetch,
    }),
  );
}

/** The tenant a host belongs to, asked of the provider over the server-render transport (and cached by the tenant feature). */
export const tenantForHost = (host: string): Promise<Tenant> =>
  loadTenantForHost(host, (tenantId, tenantDomain) => serverApi({ tenantId, tenantDomain, language: 'en' }).getTenant());

/**
 * Starts this process's site-version watch (once; docs/product.md, "Site changes"). It asks
 * past the circuit breaker: a failed poll is retried by the watch and must not close the
 * provider to pages; it gives up before the next tick is due.
 */
export const startSiteVersionWatch = (): void => {
  watchSiteVersions(() => createApiClient(createHttp({
    baseUrl: `${PROVIDER_ORIGIN}/api/`, tenantDomain: '', language: 'en', timeoutMs: SITE_VERSION_POLL_MS, fetch: providerFetch as typeof fetch,
  })).getSiteVersions());
};
