import { z } from 'zod';
import { TenantId } from '../../contract/tenant';

const StorefrontEnv = z.object({
  /** Remote provider; unset means the provider runs in this process. */
  PROVIDER_URL: z
    .url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** Base domain whose sub-domains name tenants, e.g. `shop.example`. */
  SITE_DOMAIN: z.string().regex(/^[a-z0-9.-]+$/i, 'Expected a domain name').optional(),
  /** Serve every host as this tenant. */
  FORCE_TENANT_ID: TenantId.optional(),
  /** Seals the profile cookie; every storefront process of a site needs the same one. */
  SESSION_SECRET: z.string().min(32, 'Expected at least 32 characters').optional(),
  /** Where local state lives (shared with the embedded provider): the fallback sealing key among it. */
  DATA_DIR: z.string().default('.data'),
});

export interface StorefrontConfig {
  providerUrl: string | null;
  siteDomain: string | undefined;
  forceTenantId: string | undefined;
  sessionSecret: string | undefined;
  dataDir: string;
}

/**
 * The storefront's settings, validated once when the server loads them (like
 * `provider/env.ts`): a bad value stops it with one error naming the variable. Read at run
 * time, never inlined at build time, so one build serves any deployment. An empty variable
 * counts as unset.
 */
export function loadStorefrontConfig(source: Record<string, string | undefined> = process.env): StorefrontConfig {
  const present = Object.fromEntries(Object.keys(StorefrontEnv.shape).flatMap((key) => (source[key] ? [[key, source[key]]] : [])));
  const result = StorefrontEnv.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid storefront environment:\n${problems}`);
  }
  const env = result.data;
  return {
    providerUrl: env.PROVIDER_URL ?? null,
    siteDomain: env.SITE_DOMAIN,
    forceTenantId: env.FORCE_TENANT_ID,
    sessionSecret: env.SESSION_SECRET,
    dataDir: env.DATA_DIR,
  };
}

export const config: StorefrontConfig = loadStorefrontConfig();
