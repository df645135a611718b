import type { ApiClient } from '../api/client';
import type { Article, ArticleVersion, FaqEntry, HowToUse, ProductGroup, SiteImage, SiteSlogan, Announcement } from '../../../contract/site-content';
import type { ProductCard } from '../../../contract/product';
import type { ArticleType } from '../../../contract/tenant';
import { problemOf } from '../api/http';
import { TtlCache, tenantOfKey } from '../cache/ttl-cache';
import { log } from '../logger.server';
import { sanitize } from './sanitize';

/**
 * Site content as pages use it: sanitised, cached per tenant and language for 30 s (and
 * served stale for 10 minutes while the provider is down), and never thrown.
 * Critical content (a guide page's article) tells the page why it is missing, so the page
 * can answer 404 or 503; deferred content (announcements, banners) just comes back empty.
 */
export type Loaded<T> = { ok: true; value: T } | { ok: false; reason: 'missing' | 'unavailable' };

const MISSING = Symbol('missing');
const content = new TtlCache<string, unknown>({ ttlMs: 30_000, staleMs: 10 * 60_000, maxEntries: 5000 });

/** Forgets what was cached of the tenants whose site changed (docs/product.md, "Site changes"). */
export function dropSiteContent(ids: ReadonlySet<string>): void {
  content.drop((key) => ids.has(tenantOfKey(key)));
}

async function load<T>(locals: App.Locals, name: string, fetcher: (api: ApiClient) => Promise<T>): Promise<Loaded<T>> {
  if (locals.tenantUnavailable) return { ok: false, reason: 'unavailable' };
  const key = `${locals.tenant.id}\u0000${locals.lng}\u0000${name}`;
  try {
    const value = await content.get(key, () =>
      fetcher(locals.api).catch((error: unknown) => {
        if (problemOf(error)?.status === 404) return MISSING;
        throw error;
      }),
    );
    return value === MISSING ? { ok: false, reason: 'missing' } : { ok: true, value: value as T };
  } catch (error) {
    log.error({ content: name, tenantId: locals.tenant.id, err: error }, 'content unavailable');
    return { ok: false, reason: 'unavailable' };
  }
}

const valueOr = <T>(loaded: Loaded<T>, fallback: T): T => (loaded.ok ? loaded.value : fallback);

export const loadArticle = (locals: App.Locals, type: ArticleType): Promise<Loaded<Article>> =>
  load(locals, `article:${type}`, async (api) => {
    const article = await api.getArticle(type);
    return { ...article, html: sanitize(article.html) };
  });

export const loadHowToUse = (locals: App.Locals): Promise<Loaded<HowToUse>> =>
  load(locals, 'how-to-use', async (api) => {
    const guide = await api.getHowToUse();
    return {
      ...guide,
      html: sanitize(guide.html),
      steps: guide.steps.map((step) => ({ ...step, stepDesc: sanitize(step.stepDesc) })),
    };
  });

export const loadFaqEntries = async (locals: App.Locals): Promise<FaqEntry[]> =>
  valueOr(
    await load(locals, 'faq', async (api) =>
      (await api.getFaq()).items.map((entry) => ({ ...entry, answerHtml: sanitize(entry.answerHtml) })),
    ),
    [],
  );

export const loadSlogan = async (locals: App.Locals): Promise<SiteSlogan | null> =>
  valueOr(await load(locals, 'slogan', (api) => api.getSlogan()), null);

export const loadBanners = async (locals: App.Locals): Promise<SiteImage[]> =>
  valueOr(await load(locals, 'banners', async (api) => (await api.getBannerImages()).items), []);

export const loadAnnouncements = async (locals: App.Locals): Promise<Announcement[]> =>
  valueOr(
    await load(locals, 'announcements', async (api) =>
      (await api.getAnnouncements()).items.map((a) => ({ ...a, html: sanitize(a.html) })),
    ),
    [],
  );

export const loadTransitOptions = async (locals: App.Locals) =>
  valueOr(await load(locals, 'transit-options', async (api) => (await api.getTransitOptions()).items), []);

export const loadPreferredProductGroups = async (locals: App.Locals): Promise<ProductGroup[]> =>
  valueOr(await load(locals, 'preferred-product-groups', async (api) => (await api.getPreferredProductGroups()).items), []);

export const loadRecommendProductGroups = async (locals: App.Locals): Promise<ProductGroup[]> =>
  valueOr(await load(locals, 'recommend-product-groups', async (api) => (await api.getRecommendProductGroups()).items), []);

/** When each enabled article was last published, per language (sitemaps' `lastmod`). */
export const loadArticleVersions = (locals: App.Locals): Promise<Loaded<ArticleVersion[]>> =>
  load(locals, 'article-versions', async (api) => (await api.getArticleVersions()).items);

/** The products the tenant features (the products sitemap). */
export const loadPreferredProducts = (locals: App.Locals): Promise<Loaded<ProductCard[]>> =>
  load(locals, 'preferred-products', async (api) => (await api.getPreferredProducts()).items);

/**
 * The terms version a sign-up accepts (docs/product.md, "Terms"). Asked fresh, not cached: the
 * provider refuses any but the current one. Null when the site has no terms or cannot be asked.
 */
export async function loadTermsVersion(locals: App.Locals): Promise<string | null> {
  if (locals.tenantUnavailable) return null;
  try {
    return (await locals.api.getTerms()).version;
  } catch (error) {
    log.error({ content: 'terms', tenantId: locals.tenant.id, err: error }, 'content unavailable');
    return null;
  }
}
