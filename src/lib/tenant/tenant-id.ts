/** Tenant used for `www`, bare, unknown, `localhost` and IP hosts (SPEC section 9). */
export const DEFAULT_TENANT_ID = 'default';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host name without its port, lower-cased (`[::1]:4321` → `::1`). */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  return h.replace(/:\d+$/, '');
}

/**
 * The tenant id named by the sub-domain part of a host. `siteDomain` is the base domain
 * (`SITE_DOMAIN`); without it, `*.localhost` and hosts of three or more labels have a
 * sub-domain. Returns the default tenant id when the host names none.
 */
export function tenantIdFromHost(host: string, siteDomain?: string): string {
  const name = hostName(host);
  if (!name || IPV4.test(name) || name.includes(':') || name === 'localhost') return DEFAULT_TENANT_ID;
  const labels = subdomainLabels(name, siteDomain?.toLowerCase());
  const id = labels[0];
  return !id || id === 'www' ? DEFAULT_TENANT_ID : id;
}

function subdomainLabels(name: string, siteDomain?: string): string[] {
  if (siteDomain) {
    return name.endsWith(`.${siteDomain}`) ? name.slice(0, -siteDomain.length - 1).split('.') : [];
  }
  const labels = name.split('.');
  if (labels.at(-1) === 'localhost') return labels.slice(0, -1);
  return labels.length >= 3 ? labels.slice(0, -2) : [];
}
