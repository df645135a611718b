import { TenantId } from '../../contract/tenant';
import { tenantIdFromHost } from '../../contract/tenant-host';

/** How a request names its tenant: by id (X-Tenant-Id, a forced tenant) or by its site's sub-domain label. */
export type TenantKey = { by: 'id'; value: string } | { by: 'host'; value: string };

/**
 * The tenant a request is for: X-Tenant-Id when given (a forced tenant), else the sub-domain label
 * that X-Tenant-Domain carries under the contract's host rule, which names a tenant by its `host`
 * (its id when it has none). Null when the header names something that cannot be a tenant.
 */
export function resolveTenantKey(
  headers: { tenantId?: string | undefined; tenantDomain?: string | undefined },
  siteDomain?: string,
): TenantKey | null {
  const forced = headers.tenantId?.trim().toLowerCase();
  if (forced) return TenantId.safeParse(forced).success ? { by: 'id', value: forced } : null;
  const label = tenantIdFromHost(headers.tenantDomain ?? '', siteDomain);
  return label === null ? null : { by: 'host', value: label };
}
