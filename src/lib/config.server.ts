/**
 * Storefront settings, read from the environment at run time (never inlined at build
 * time, so one build serves any deployment).
 */
export const config = {
  /** Remote provider; unset means the provider runs in this process. */
  providerUrl: process.env.PROVIDER_URL?.replace(/\/+$/, '') || null,
  /** Base domain whose sub-domains name tenants, e.g. `shop.example`. */
  siteDomain: process.env.SITE_DOMAIN || undefined,
  /** The default tenant's public origin (e.g. `https://shop.example`), for absolute links. */
  publicUrl: process.env.PUBLIC_URL || undefined,
  /** The port this server listens on (the `http://localhost` origin of an unconfigured machine). */
  port: process.env.PORT || undefined,
  /** Serve every host as this tenant. */
  forceTenantId: process.env.FORCE_TENANT_ID || undefined,
  /** Seals the profile cookie; every storefront process of a site needs the same one. */
  sessionSecret: process.env.SESSION_SECRET || undefined,
  /** Where local state lives (shared with the embedded provider): the fallback sealing key among it. */
  dataDir: process.env.DATA_DIR || '.data',
} as const;
