import { tenantOrigin } from '../../contract/tenant-host';
import type { ProviderEnv } from '../env';

/**
 * The one-time set-up link of an invitation, from the configuration alone (never a request's
 * Host): the same origin rule as the storefront's own links (contract/tenant-host.ts).
 */
export const invitationLink = (env: Pick<ProviderEnv, 'PUBLIC_URL' | 'SITE_DOMAIN' | 'PORT'>, siteLabel: string, token: string): string =>
  `${tenantOrigin(siteLabel, { publicUrl: env.PUBLIC_URL, siteDomain: env.SITE_DOMAIN, localPort: String(env.PORT) })}/desk/invitation/${token}`;
