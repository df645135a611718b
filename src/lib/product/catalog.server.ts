import type { ApiClient } from '../api/client';
import type { FreightEstimate, Product, ProductSearchQuery, ProductSearchResult } from '../../../contract/product';
import { problemOf } from '../api/http';
import { TtlCache, tenantOfKey } from '../cache/ttl-cache';
import { log } from '../logger.server';
import { sanitize } from '../content/sanitize';
import { estimateFreight, type FreightRequest } from './landed-cost';

/**
 * Catalog data as the product and search pages render it. A product or a results page is
 * the same for every shopper of a tenant and language, so answers are cached briefly (and
 * served stale while the provider is down); failures say what they mean for the page:
 * the provider refused the request (400: a link it cannot resolve, a photo not on our
 * storage), has no such product (404), or could not answer (503).
 */
export type CatalogLoad<T> = { ok: true; value: T } | { ok: false; reason: 'invalid' | 'not-found' | 'unavailable' };

const answers = new TtlCache<string, unknown>({ ttlMs: 15_000, staleMs: 5 * 60_000, maxEntries: 2000 });

/** Forgets what was cached of the tenants whose site changed (docs/product.md, "Site changes"). */
export function dropCatalogAnswers(ids: ReadonlySet<string>): void {
  answers.drop((key) => ids.has(tenantOfKey(key)));
}

async function load<T>(locals: App.Locals, name: string, fetcher: (api: ApiClient) => Promise<T>): Promise<CatalogLoad<T>> {
  if (locals.tenantUnavailable) return { ok: false, reason: 'unavailable' };
  try {
    const value = await answers.get(`${locals.tenant.id}\u0000${locals.lng}\u0000${name}`, () => fetcher(locals.api));
    return { ok: true, value: value as T };
  } catch (error) {
    const status = problemOf(error)?.status;
    if (status === 400 || status === 422) return { ok: false, reason: 'invalid' };
    if (status === 404) return { ok: false, reason: 'not-found' };
    log.error({ catalog: name, tenantId: locals.tenant.id, err: error }, 'catalog unavailable');
    return { ok: false, reason: 'unavailable' };
  }
}

export const loadProduct = (locals: App.Locals, productUrl: string): Promise<CatalogLoad<Product>> =>
  load(locals, `product:${productUrl}`, async (api) => {
    const product = await api.getProduct(productUrl);
    // Falsy images are removed (docs/product.md, "Search and products"), whatever the data source sent.
    return { ...product, images: product.images.filter(Boolean), descriptionHtml: sanitize(product.descriptionHtml) };
  });

/** The canonical product link a marketplace app's short link leads to, as the provider followed it (cached like any catalog answer). */
export const loadShortLink = (locals: App.Locals, link: string): Promise<CatalogLoad<string>> =>
  load(locals, `short-link:${link}`, async (api) => (await api.resolveShortLink(link)).productUrl);

export const loadSearchResults = (locals: App.Locals, query: ProductSearchQuery): Promise<CatalogLoad<ProductSearchResult>> =>
  load(locals, `search:${JSON.stringify(query)}`, (api) => api.searchProducts(query));

/** The freight estimate for a weight and country: the same for every shopper of the tenant. */
export const loadFreightEstimate = (locals: App.Locals, request: FreightRequest): Promise<CatalogLoad<FreightEstimate>> =>
  load(locals, `freight:${request.country ?? ''}:${request.weightGrams}`, (api) => estimateFreight(api, request));

/** The tenant's main destination: the country of its first local warehouse (shared by every shopper). */
export const loadTenantDestination = (locals: App.Locals): Promise<CatalogLoad<string | null>> =>
  load(locals, 'destination', async (api) => (await api.getTenantWarehouses({ warehouseRegion: 'LOCAL' })).items[0]?.country ?? null);
