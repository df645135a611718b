import type { ArticleType, Tenant } from '../../../contract/tenant';
import type { TranslationKey } from '../i18n/translator';

/** The guide pages (docs/product.md, "Routes") and the article each one renders. */
export const GUIDE_ROUTES = [
  { path: '/how-to-use', article: 'HOW_TO_USE' },
  { path: '/transportation-charge', article: 'ABOUT_TRANSIT_FEE' },
  { path: '/about', article: 'ABOUT_US' },
  { path: '/faq', article: 'FAQ' },
  { path: '/payment-guide', article: 'PAYMENT_GUIDE' },
  { path: '/sourcing-service', article: 'SOURCING_SERVICE' },
] as const satisfies readonly { path: string; article: ArticleType }[];
export type GuideRoute = (typeof GUIDE_ROUTES)[number];

/** The terms a shopper accepts at sign-up (docs/product.md, "Terms"), each a page of its own that reads without JavaScript. */
export const POLICY_ROUTES = [
  { path: '/terms', article: 'USER_AGREEMENT' },
  { path: '/privacy', article: 'PRIVACY_POLICY' },
] as const satisfies readonly { path: string; article: ArticleType }[];

/** Guide pages the tenant has enabled, in navigation order. */
export const enabledGuides = (tenant: Pick<Tenant, 'enabledArticleTypes'>): GuideRoute[] =>
  GUIDE_ROUTES.filter((g) => tenant.enabledArticleTypes.includes(g.article));

/** The terms pages the tenant has enabled. */
export const enabledPolicies = (tenant: Pick<Tenant, 'enabledArticleTypes'>): (typeof POLICY_ROUTES)[number][] =>
  POLICY_ROUTES.filter((p) => tenant.enabledArticleTypes.includes(p.article));

/** The shopper's own pages the header menu shows, hidden by the tenant's preferences. */
export function accountMenuEntries(tenant: Pick<Tenant, 'tenantPreference'>): { path: string; key: TranslationKey; show: boolean }[] {
  const p = tenant.tenantPreference;
  const entries: { path: string; key: TranslationKey; show: boolean }[] = [
    { path: '/my/warehouses', key: 'menu.proxy-shipping', show: p.showUserWarehouse },
    { path: '/my/in-stock-items', key: 'menu.in-stock-items', show: p.showStockin },
    { path: '/my/transit', key: 'menu.transit', show: p.showTransit },
  ];
  return entries.filter((e) => e.show);
}
