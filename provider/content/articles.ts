import { and, eq, inArray } from 'drizzle-orm';
import type { Article } from '../../contract/site-content';
import type { ArticleType } from '../../contract/tenant';
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
