import { TenantId } from './tenant';

/** Tenant used for `www`, bare, unknown, `localhost` and IP hosts (docs/product.md, "Tenants and languages"). */
export const DEFAULT_TENANT_ID = 'default';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host name without its port and trailing dot, lower-cased (`[::1]:4321` → `::1`). */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The sub-domain label a host names, in front of the site's domain: a tenant's id, or the `host`
 * its data gives it (the provider looks the label up). The one rule for the storefront and the provider. `siteDomain` is the base domain (`SITE_DOMAIN`); without
 * it, `*.localhost` and hosts of three or more labels have a sub-domain. No sub-domain, `www`,
 * localhost and IP addresses mean the default tenant; null when the label cannot be a tenant id.
 */
export function tenantIdFromHost(host: string, siteDomain?: string): string | null {
  const name = hostName(host);
  if (!name || IPV4.test(name) || name.includes(':') || name === 'localhost') return DEFAULT_TENANT_ID;
  const id = subdomainLabels(name, siteDomain?.toLowerCase())[0];
  if (!id || id === 'www') return DEFAULT_TENANT_ID;
  return TenantId.safeParse(id).success ? id : null;
}

/** Whether the host is the site's own domain or one of its sub-domains (not a stranger's host). */
export function isSiteHost(host: string, siteDomain?: string): boolean {
  const name = hostName(host);
  if (!siteDomain) return name === 'localhost' || name.endsWith('.localhost') || IPV4.test(name) || name === '::1';
  const domain = siteDomain.toLowerCase();
  return name === domain || name.endsWith(`.${domain}`);
}

export interface SiteOrigins {
  /** PUBLIC_URL: the default tenant's public origin, e.g. `https://shop.example`. */
  publicUrl?: string | undefined;
  /** SITE_DOMAIN: the base domain whose sub-domains name tenants. */
  siteDomain?: string | undefined;
  /** The local port, for the `http://localhost` default of a machine without either. */
  localPort?: string | undefined;
}

/**
 * The origin a tenant is served at, from the configuration alone and its sub-domain label (its
 * `host`, else its id): the default tenant at PUBLIC_URL (else `https://SITE_DOMAIN`, else
 * `http://localhost:PORT`), another tenant at its sub-domain of SITE_DOMAIN (else of that origin's host). Absolute links come from here,
 * never from a request's Host header, which anyone can set.
 */
export function tenantOrigin(siteLabel: string, { publicUrl, siteDomain, localPort }: SiteOrigins): string {
  const base = new URL(publicUrl ?? (siteDomain ? `https://${siteDomain}` : `http://localhost${localPort ? `:${localPort}` : ''}`));
  if (siteLabel !== DEFAULT_TENANT_ID) base.hostname = `${siteLabel}.${siteDomain ?? base.hostname}`;
  return base.origin;
}

function subdomainLabels(name: string, siteDomain?: string): string[] {
  if (siteDomain) {
    return name.endsWith(`.${siteDomain}`) ? name.slice(0, -siteDomain.length - 1).split('.') : [];
  }
  const labels = name.split('.');
  if (labels.at(-1) === 'localhost') return labels.slice(0, -1);
  return labels.length >= 3 ? labels.slice(0, -2) : [];
}
