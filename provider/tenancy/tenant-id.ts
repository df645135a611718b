import { TenantId } from '../../src/lib/api/contract/tenant';

export const DEFAULT_TENANT_ID = 'default';

/**
 * The tenant a request is for: X-Tenant-Id when given (a forced tenant), else the sub-domain
 * of X-Tenant-Domain, else the default tenant. Per SPEC section 9, no sub-domain or `www`
 * (and local hosts: localhost, IP addresses) mean the default tenant. Null when the header
 * names something that cannot be a tenant id.
 */
export function resolveTenantId(headers: { tenantId?: string | undefined; tenantDomain?: string | undefined }): string | null {
  const forced = headers.tenantId?.trim().toLowerCase();
  if (forced) return TenantId.safeParse(forced).success ? forced : null;
  const label = headers.tenantDomain ? subDomainLabel(headers.tenantDomain) : null;
  if (!label || label === 'www') return DEFAULT_TENANT_ID;
  return TenantId.safeParse(label).success ? label : null;
}

/** The first label in front of the site's own domain: `vn` in vn.shop.example or vn.localhost:4321. */
function subDomainLabel(domain: string): string | null {
  const host = domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (host === '' || host.startsWith('[') || /^\d+(\.\d+){3}$/.test(host)) return null;
  const labels = host.split('.');
  const siteLabelCount = labels.at(-1) === 'localhost' ? 1 : 2;
  return labels.length > siteLabelCount ? (labels[0] ?? null) : null;
}
