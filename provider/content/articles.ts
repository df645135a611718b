import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Article, ArticleVersion } from '../../contract/site-content';
import type { ArticleType, Tenant } from '../../contract/tenant';
import type { Database } from '../db/client';
import { articles } from '../db/schema';
import { inBestLanguage } from './best-language';
import { ofTenant } from '../db/ownership';

/** The tenant's article of a type in the best of `languages`; null when it has none in any. */
export async function findArticle(
  db: Database,
  tenantId: string,
  type: ArticleType,
  languages: readonly string[],
): Promise<Article | null> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(ofTenant(articles, tenantId), eq(articles.type, type), inArray(articles.language, [...languages])));
  const [article] = inBestLanguage(rows, languages);
  if (!article) return null;
  return {
    type: article.type,
    title: article.title,
    html: article.html,
    language: article.language,
    updatedAt: article.updatedAt.toISOString(),
  };
}

/** When each of the tenant's enabled articles was last published, in every language it is written in. */
export async function articleVersions(db: Database, tenant: Pick<Tenant, 'id' | 'enabledArticleTypes'>): Promise<ArticleVersion[]> {
  if (tenant.enabledArticleTypes.length === 0) return [];
  const rows = await db
    .select({ type: articles.type, language: articles.language, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(ofTenant(articles, tenant.id), inArray(articles.type, tenant.enabledArticleTypes)))
    .orderBy(asc(articles.type), asc(articles.language));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}
