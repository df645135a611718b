import { TenantId } from '../../contract/tenant';
import { tenantIdFromHost } from '../../contract/tenant-host';

/**
 * The tenant a request is for: X-Tenant-Id when given (a forced tenant), else the tenant that
 * X-Tenant-Domain names under the contract's host rule. Null when the header names something
 * that cannot be a tenant id.
 */
export function resolveTenantId(
  headers: { tenantId?: string | undefined; tenantDomain?: string | undefined },
  siteDomain?: string,
): string | null {
  const forced = headers.tenantId?.trim().toLowerCase();
  if (forced) return TenantId.safeParse(forced).success ? forced : null;
  return tenantIdFromHost(headers.tenantDomain ?? '', siteDomain);
}
