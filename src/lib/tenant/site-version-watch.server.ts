import type { SiteVersions } from '../../../contract/site-versions';
import { dropTenantPages } from '../content/page-cache.server';
import { dropSiteContent } from '../content/site-content.server';
import { log } from '../logger.server';
import { dropCatalogAnswers } from '../product/catalog.server';
import { dropTenants } from './tenant.server';

/** How often a process asks: a change reaches every page within this plus one render (docs/product.md, "Site changes"). */
export const SITE_VERSION_POLL_MS = 2_000;

/** Asks the provider for every tenant's site version; the gateway passes its transport. */
export type FetchSiteVersions = () => Promise<SiteVersions>;

/** Everything this process caches of a tenant: the tenant, its shared pages, its content and its catalog answers. */
export function dropTenantCaches(ids: ReadonlySet<string>): void {
  if (ids.size === 0) return;
  dropTenants(ids);
  dropTenantPages(ids);
  dropSiteContent(ids);
  dropCatalogAnswers(ids);
}

/**
 * One poll's work: the tenants whose version moved since the last answer (a tenant new or
 * gone counts as moved). The first answer moves every tenant, as what was cached before it
 * may be older than it.
 */
export function createSiteVersionWatch(fetchVersions: FetchSiteVersions, drop: (ids: ReadonlySet<string>) => void = dropTenantCaches) {
  let known: Map<string, number> | null = null;
  return async function poll(): Promise<void> {
    const { versions } = await fetchVersions();
    const seen = new Map(Object.entries(versions));
    const moved = new Set<string>();
    for (const [id, version] of seen) if (known?.get(id) !== version) moved.add(id);
    for (const id of known?.keys() ?? []) if (!seen.has(id)) moved.add(id);
    known = seen;
    drop(moved);
  };
}

const WATCH = Symbol.for('proxy-storefront.site-version-watch');
const holder = globalThis as { [WATCH]?: true };

/**
 * Starts this process's watch, once: every 2 s one call; a failed call is logged when the
 * provider stops answering and asked again on the next tick. The timer never keeps the
 * process alive.
 */
export function watchSiteVersions(fetchVersions: FetchSiteVersions, everyMs = SITE_VERSION_POLL_MS): void {
  if (holder[WATCH]) return;
  holder[WATCH] = true;
  const poll = createSiteVersionWatch(fetchVersions);
  let failing = false;
  const tick = async () => {
    try {
      await poll();
      failing = false;
    } catch (error) {
      if (!failing) log.warn({ err: error }, 'site versions unavailable; caches keep their time limits until the provider answers');
      failing = true;
    }
    setTimeout(() => void tick(), everyMs).unref();
  };
  void tick();
}
