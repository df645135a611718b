import { and, asc, inArray } from 'drizzle-orm';
import { findArticle } from '../../content/articles';
import { inBestLanguage } from '../../content/best-language';
import { faqs, howToUseSteps, slogans } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import { ProblemError } from '../../http/problem';
import type { getSiteAboutUsRoute, getSiteHowToUseRoute, getSiteSloganRoute, listSiteFaqRoute } from './site-pages.routes';
import { ofTenant } from '../../db/ownership';

export const getSiteSlogan: AppRouteHandler<typeof getSiteSloganRoute> = async (c) => {
  const { db, tenant, contentLanguages } = c.var;
  const rows = await db
    .select()
    .from(slogans)
    .where(and(ofTenant(slogans, tenant.id), inArray(slogans.language, [...contentLanguages])));
  const [slogan] = inBestLanguage(rows, contentLanguages);
  return c.json({ slogan: slogan?.slogan ?? '', subSlogan: slogan?.subSlogan ?? '' }, 200);
};

export const listSiteFaq: AppRouteHandler<typeof listSiteFaqRoute> = async (c) => {
  const { db, tenant, contentLanguages } = c.var;
  const rows = await db
    .select()
    .from(faqs)
    .where(and(ofTenant(faqs, tenant.id), inArray(faqs.language, [...contentLanguages])))
    .orderBy(asc(faqs.sort), asc(faqs.id));
  const items = inBestLanguage(rows, contentLanguages).map(({ id, question, answerHtml }) => ({ id, question, answerHtml }));
  return c.json(wholeList(items), 200);
};

// The about and how-to-use pages have their own routes, so they show whether or not the
// tenant lists these article types in its navigation.
export const getSiteAboutUs: AppRouteHandler<typeof getSiteAboutUsRoute> = async (c) => {
  const { db, tenant, contentLanguages } = c.var;
  const article = await findArticle(db, tenant.id, 'ABOUT_US', contentLanguages);
  if (!article) {
    throw new ProblemError({ status: 404, code: 'ARTICLE_NOT_FOUND', detail: 'This site has no about page.' });
  }
  return c.json({ title: article.title, html: article.html }, 200);
};

export const getSiteHowToUse: AppRouteHandler<typeof getSiteHowToUseRoute> = async (c) => {
  const { db, tenant, contentLanguages } = c.var;
  const [article, stepRows] = await Promise.all([
    findArticle(db, tenant.id, 'HOW_TO_USE', contentLanguages),
    db
      .select()
      .from(howToUseSteps)
      .where(and(ofTenant(howToUseSteps, tenant.id), inArray(howToUseSteps.language, [...contentLanguages])))
      .orderBy(asc(howToUseSteps.sort)),
  ]);
  const stepsShown = inBestLanguage(stepRows, contentLanguages);
  const steps = stepsShown.map(({ stepName, stepRemark, stepImage, stepDesc }) => ({ stepName, stepRemark, stepImage, stepDesc }));
  return c.json({
    title: article?.title ?? tenant.name,
    html: article?.html ?? '',
    bannerImage: tenant.howToUseBannerImage,
    steps,
    language: stepsShown[0]?.language ?? article?.language ?? contentLanguages[0] ?? tenant.defaultLanguage,
  }, 200);
};
