import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ARTICLE_VERSIONS_PAGE_SIZE, type ArticleDesk, type ArticleDeskQuery, type ArticleRevision, type ArticleSlot, type ArticleSlotParams,
} from '../../../contract/desk-content';
import type { ArticleType, Tenant } from '../../../contract/tenant';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { articleRevisions, articles, operators } from '../../db/schema';
import { ProblemError } from '../../http/problem';

/*
 * The content desk's reading side (docs/product.md, "Content desk"): which articles the site
 * has in which languages, one article's live text, draft and versions, and one revision for a
 * preview. The writing side is articles-publish.ts.
 */

export type ArticleTenant = Pick<Tenant, 'id' | 'enabledArticleTypes' | 'supportedLanguages'>;

/** An article the desk may write: an enabled type (else 404 ARTICLE_NOT_FOUND) in a language the site offers (else 400). */
export function articleSlotOf(tenant: ArticleTenant, slot: { type: ArticleType; language: string }): { type: ArticleType; language: string } {
  if (!tenant.enabledArticleTypes.includes(slot.type)) {
    throw new ProblemError({ status: 404, code: 'ARTICLE_NOT_FOUND', detail: `Articles of type ${slot.type} are not enabled for this site.` });
  }
  if (!tenant.supportedLanguages.includes(slot.language)) {
    throw new ProblemError({
      status: 400, code: 'VALIDATION_FAILED', detail: `This site is not offered in ${slot.language}.`,
      errors: [{ path: 'language', message: 'A language the site offers' }],
    });
  }
  return slot;
}

/** Each enabled type in each language of the site: when its live text last changed, and whether a draft waits. */
export async function listArticleSlots(db: Database, tenant: ArticleTenant): Promise<ArticleSlot[]> {
  if (tenant.enabledArticleTypes.length === 0) return [];
  const ofEnabled = (table: typeof articles | typeof articleRevisions) =>
    and(ofTenant(table, tenant.id), inArray(table.type, tenant.enabledArticleTypes), inArray(table.language, tenant.supportedLanguages));
  const [live, drafts] = await Promise.all([
    db.select({ type: articles.type, language: articles.language, updatedAt: articles.updatedAt }).from(articles).where(ofEnabled(articles)),
    db.select({ type: articleRevisions.type, language: articleRevisions.language }).from(articleRevisions)
      .where(and(ofEnabled(articleRevisions), eq(articleRevisions.state, 'DRAFT'))),
  ]);
  const same = (type: ArticleType, language: string) => (row: { type: ArticleType; language: string }) => row.type === type && row.language === language;
  return tenant.enabledArticleTypes.flatMap((type) => tenant.supportedLanguages.map((language) => ({
    type,
    language,
    liveUpdatedAt: live.find(same(type, language))?.updatedAt.toISOString() ?? null,
    hasDraft: drafts.some(same(type, language)),
  })));
}

const savers = alias(operators, 'savers');
const publishers = alias(operators, 'publishers');

/** Revisions with the addresses of who saved and published them, newest first. */
async function revisionsWhere(db: Database, tenantId: string, where: ReturnType<typeof and>, limit: number, offset = 0): Promise<ArticleRevision[]> {
  const rows = await db
    .select({ revision: articleRevisions, savedBy: savers.email, publishedBy: publishers.email })
    .from(articleRevisions)
    .leftJoin(savers, and(eq(savers.tenantId, articleRevisions.tenantId), eq(savers.id, articleRevisions.savedBy)))
    .leftJoin(publishers, and(eq(publishers.tenantId, articleRevisions.tenantId), eq(publishers.id, articleRevisions.publishedBy)))
    .where(and(ofTenant(articleRevisions, tenantId), where))
    .orderBy(desc(articleRevisions.publishedAt), desc(articleRevisions.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ revision, savedBy, publishedBy }) => ({
    id: revision.id,
    type: revision.type,
    language: revision.language,
    state: revision.state,
    title: revision.title,
    html: revision.html,
    savedAt: revision.savedAt.toISOString(),
    savedBy,
    publishedAt: revision.publishedAt?.toISOString() ?? null,
    publishedBy,
  }));
}

/**
 * One article in one language as the editor opens it: the live text, the draft, and one page of
 * the published versions newest first (every version is kept; `pageNo` reaches the older ones).
 */
export async function articleDesk(db: Database, tenant: ArticleTenant, params: ArticleSlotParams, { pageNo }: ArticleDeskQuery = { pageNo: 1 }): Promise<ArticleDesk> {
  const { type, language } = articleSlotOf(tenant, params);
  const ofSlot = and(eq(articleRevisions.type, type), eq(articleRevisions.language, language));
  const published = and(ofSlot, eq(articleRevisions.state, 'PUBLISHED'));
  const [[live], [draft], versions, [counted]] = await Promise.all([
    db.select().from(articles).where(and(ofTenant(articles, tenant.id), eq(articles.type, type), eq(articles.language, language))),
    revisionsWhere(db, tenant.id, and(ofSlot, eq(articleRevisions.state, 'DRAFT')), 1),
    revisionsWhere(db, tenant.id, published, ARTICLE_VERSIONS_PAGE_SIZE, (pageNo - 1) * ARTICLE_VERSIONS_PAGE_SIZE),
    db.select({ total: count() }).from(articleRevisions).where(and(ofTenant(articleRevisions, tenant.id), published)),
  ]);
  return {
    type,
    language,
    live: live ? { title: live.title, html: live.html, updatedAt: live.updatedAt.toISOString() } : null,
    draft: draft ?? null,
    versions: versions.map(({ id, title, publishedAt, publishedBy }) => ({ id, title, publishedAt, publishedBy })),
    versionsPage: { pageNo, pageSize: ARTICLE_VERSIONS_PAGE_SIZE, total: counted?.total ?? 0 },
  };
}

/** One draft or version of the tenant's (a preview, a restore), or 404. */
export async function findRevision(db: Database, tenantId: string, id: number): Promise<ArticleRevision> {
  const [revision] = await revisionsWhere(db, tenantId, eq(articleRevisions.id, id), 1);
  if (!revision) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `There is no article revision ${id}.` });
  return revision;
}
