import { and, asc, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { articleVersions, findArticle } from '../../content/articles';
import { currentTermsVersion } from '../../content/terms';
import { bestLanguageOf, inBestLanguage } from '../../content/best-language';
import type { PageQuery } from '../../../contract/paging';
import { preferredProductsPage, productGroupsPage } from '../../catalog/home-products';
import { catalogOf, catalogScopeOf } from '../../catalog/request-catalog';
import { announcements, type ProductGroupKind, siteImages, type SiteImageKind } from '../../db/schema';
import type { AppRouteHandler, AppVariables } from '../../http/app-bindings';
import { pagedList, wholeList } from '../../http/lists';
import { ProblemError } from '../../http/problem';
import type {
  getArticleRoute, getTermsRoute, listAnnouncementsRoute, listArticleVersionsRoute, listBannerImagesRoute, listEnabledArticleTypesRoute, listImagesRoute,
  listPreferredProductGroupsRoute, listPreferredProductsRoute, listRecommendProductGroupsRoute,
} from './site-content.routes';
import { ofTenant } from '../../db/ownership';
import { showingAt } from '../../desk/content/announcements';

export const listPreferredProducts: AppRouteHandler<typeof listPreferredProductsRoute> = async (c) => {
  const page = c.req.valid('query');
  const { items, total } = await preferredProductsPage(c.var.db, catalogOf(c.var), c.var.tenant.id, catalogScopeOf(c.var), page);
  return c.json(pagedList(items, total, page), 200);
};

const productGroupsOf = async (kind: ProductGroupKind, variables: AppVariables, page: PageQuery) => {
  const scope = { ...catalogScopeOf(variables), languages: variables.contentLanguages };
  const { items, total } = await productGroupsPage(variables.db, catalogOf(variables), variables.tenant.id, kind, scope, page);
  return pagedList(items, total, page);
};

export const listPreferredProductGroups: AppRouteHandler<typeof listPreferredProductGroupsRoute> = async (c) =>
  c.json(await productGroupsOf('PREFERRED', c.var, c.req.valid('query')), 200);

export const listRecommendProductGroups: AppRouteHandler<typeof listRecommendProductGroupsRoute> = async (c) =>
  c.json(await productGroupsOf('RECOMMENDED', c.var, c.req.valid('query')), 200);

/** Images shown in every language, plus those of the best language that has any, in display order. */
async function siteImagesOf(kind: SiteImageKind, { db, tenant, contentLanguages }: AppVariables) {
  const rows = await db
    .select()
    .from(siteImages)
    .where(and(
      ofTenant(siteImages, tenant.id),
      eq(siteImages.kind, kind),
      or(isNull(siteImages.language), inArray(siteImages.language, [...contentLanguages])),
    ))
    .orderBy(asc(siteImages.sort), asc(siteImages.id));
  const best = bestLanguageOf(rows, contentLanguages);
  return rows
    .filter((row) => row.language === null || row.language === best)
    .map(({ id, imageUrl, link, title, caption }) => ({ id, imageUrl, link, title, caption }));
}

export const listImages: AppRouteHandler<typeof listImagesRoute> = async (c) =>
  c.json(wholeList(await siteImagesOf('image', c.var)), 200);

export const listBannerImages: AppRouteHandler<typeof listBannerImagesRoute> = async (c) =>
  c.json(wholeList(await siteImagesOf('banner', c.var)), 200);

export const getArticle: AppRouteHandler<typeof getArticleRoute> = async (c) => {
  const { type } = c.req.valid('param');
  const { db, tenant, contentLanguages } = c.var;
  if (!tenant.enabledArticleTypes.includes(type)) {
    throw new ProblemError({ status: 404, code: 'ARTICLE_NOT_FOUND', detail: `Articles of type ${type} are not enabled for this site.` });
  }
  const article = await findArticle(db, tenant.id, type, contentLanguages);
  if (!article) {
    throw new ProblemError({ status: 404, code: 'ARTICLE_NOT_FOUND', detail: `This site has no ${type} article in ${contentLanguages.join(', ')}.` });
  }
  return c.json(article, 200);
};

export const listArticleVersions: AppRouteHandler<typeof listArticleVersionsRoute> = async (c) =>
  c.json(wholeList(await articleVersions(c.var.db, c.var.tenant)), 200);

export const getTerms: AppRouteHandler<typeof getTermsRoute> = async (c) =>
  c.json({ version: await currentTermsVersion(c.var.db, c.var.tenant) }, 200);

export const listEnabledArticleTypes: AppRouteHandler<typeof listEnabledArticleTypesRoute> = (c) =>
  c.json(wholeList(c.var.tenant.enabledArticleTypes), 200);

export const listAnnouncements: AppRouteHandler<typeof listAnnouncementsRoute> = async (c) => {
  const page = c.req.valid('query');
  const { db, tenant, contentLanguages } = c.var;
  const now = c.var.clock();
  // Started and not yet ended (docs/product.md, "Content desk").
  const publishedIn = (languages: readonly string[]) => and(
    ofTenant(announcements, tenant.id),
    inArray(announcements.language, [...languages]),
    showingAt(now),
  );
  const totals = await db
    .select({ language: announcements.language, total: count() })
    .from(announcements)
    .where(publishedIn(contentLanguages))
    .groupBy(announcements.language);
  const [best] = inBestLanguage(totals, contentLanguages);
  if (!best) return c.json(pagedList([], 0, page), 200);
  const rows = await db
    .select()
    .from(announcements)
    .where(publishedIn([best.language]))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const items = rows.map(({ id, title, html, language, publishedAt }) => ({
    id, title, html, language, publishedAt: publishedAt.toISOString(),
  }));
  return c.json(pagedList(items, best.total, page), 200);
};
