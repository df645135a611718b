import { and, eq } from 'drizzle-orm';
import { sanitize } from '../../../contract/article-html.server';
import type { ArticleDraftRequest, ArticleRevision, ArticleSlotParams } from '../../../contract/desk-content';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { articleRevisions, articles } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import { type DeskActor, recordDeskAction } from '../audit';
import { recordSiteChange } from '../site-change';
import { type ArticleTenant, articleSlotOf, findRevision } from './articles';

/*
 * The content desk's writing side (docs/product.md, "Content desk"). A draft is the operator's
 * own until published: only the audit trail records it. Publishing and restoring change what the
 * site shows, so they go through recordSiteChange. Publishing a terms article (user agreement,
 * privacy policy) moves its `updated_at`, which is the terms version a sign-up accepts
 * (provider/content/terms.ts): shoppers accept the new text from then on.
 */

/** Saves the article's one draft (created or replaced), its HTML sanitised by the site's one sanitiser. */
export async function saveArticleDraft(
  db: Database, tenant: ArticleTenant, actor: DeskActor, params: ArticleSlotParams, input: ArticleDraftRequest, now: Date,
): Promise<ArticleRevision> {
  const { type, language } = articleSlotOf(tenant, params);
  const content = { title: input.title, html: sanitize(input.html), savedBy: actor.operatorId, savedAt: now };
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: articleRevisions.id, title: articleRevisions.title }).from(articleRevisions)
      .where(and(ofTenant(articleRevisions, tenant.id), eq(articleRevisions.type, type), eq(articleRevisions.language, language), eq(articleRevisions.state, 'DRAFT')))
      .for('update');
    const [saved] = existing
      ? await tx.update(articleRevisions).set(content).where(eq(articleRevisions.id, existing.id)).returning({ id: articleRevisions.id })
      : await tx.insert(articleRevisions).values({ tenantId: tenant.id, type, language, state: 'DRAFT', ...content })
        // Two first saves at once: the one-draft index lets one insert; the other becomes an update.
        .onConflictDoUpdate({
          target: [articleRevisions.tenantId, articleRevisions.type, articleRevisions.language],
          targetWhere: eq(articleRevisions.state, 'DRAFT'),
          set: content,
        })
        .returning({ id: articleRevisions.id });
    if (!saved) throw new Error('The draft was not saved');
    await recordDeskAction(tx, actor, {
      action: 'article.draft', recordType: 'article', recordId: `${type}/${language}`,
      before: existing ? { title: existing.title } : null, after: { title: input.title, draftId: saved.id },
    }, now);
    return saved.id;
  });
  return findRevision(db, tenant.id, id);
}

/** Makes a revision's content the live article, in the caller's transaction. */
async function makeLive(tx: Database, tenantId: string, revision: { type: ArticleRevision['type']; language: string; title: string; html: string }, now: Date) {
  const live = { title: revision.title, html: revision.html, updatedAt: now };
  await tx.insert(articles).values({ tenantId, type: revision.type, language: revision.language, ...live })
    .onConflictDoUpdate({ target: [articles.tenantId, articles.type, articles.language], set: live });
}

/** The live title before a change, for the audit row. */
async function liveTitle(tx: Database, tenantId: string, revision: { type: ArticleRevision['type']; language: string }) {
  const [row] = await tx.select({ title: articles.title }).from(articles)
    .where(and(ofTenant(articles, tenantId), eq(articles.type, revision.type), eq(articles.language, revision.language)));
  return row ? { title: row.title } : null;
}

/** Publishes a draft: it becomes the live article and a kept version. 404 when `id` is no draft of the tenant's. */
export async function publishArticleDraft(db: Database, tenant: ArticleTenant, actor: DeskActor, id: number, now: Date): Promise<ArticleRevision> {
  await db.transaction(async (tx) => {
    const [draft] = await tx.select().from(articleRevisions)
      .where(and(ofTenant(articleRevisions, tenant.id), eq(articleRevisions.id, id), eq(articleRevisions.state, 'DRAFT')))
      .for('update');
    if (!draft) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `There is no draft ${id}: it was published already or never saved.` });
    articleSlotOf(tenant, draft);
    const before = await liveTitle(tx, tenant.id, draft);
    await tx.update(articleRevisions).set({ state: 'PUBLISHED', publishedBy: actor.operatorId, publishedAt: now }).where(eq(articleRevisions.id, id));
    await makeLive(tx, tenant.id, draft, now);
    await recordSiteChange(tx, actor, {
      action: 'article.publish', recordType: 'article', recordId: `${draft.type}/${draft.language}`, before, after: { title: draft.title, versionId: id },
    }, now);
  });
  return findRevision(db, tenant.id, id);
}

/** Restores a published version: its content published again as a new version (the history keeps both). */
export async function restoreArticleVersion(db: Database, tenant: ArticleTenant, actor: DeskActor, id: number, now: Date): Promise<ArticleRevision> {
  const restoredId = await db.transaction(async (tx) => {
    const [version] = await tx.select().from(articleRevisions)
      .where(and(ofTenant(articleRevisions, tenant.id), eq(articleRevisions.id, id), eq(articleRevisions.state, 'PUBLISHED')));
    if (!version) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `There is no published version ${id}.` });
    articleSlotOf(tenant, version);
    const before = await liveTitle(tx, tenant.id, version);
    const [copy] = await tx.insert(articleRevisions).values({
      tenantId: tenant.id, type: version.type, language: version.language, state: 'PUBLISHED', title: version.title, html: version.html,
      savedBy: actor.operatorId, savedAt: now, publishedBy: actor.operatorId, publishedAt: now,
    }).returning({ id: articleRevisions.id });
    if (!copy) throw new Error('The version was not restored');
    await makeLive(tx, tenant.id, version, now);
    await recordSiteChange(tx, actor, {
      action: 'article.restore', recordType: 'article', recordId: `${version.type}/${version.language}`,
      before, after: { title: version.title, versionId: copy.id, restoredFrom: id },
    }, now);
    return copy.id;
  });
  return findRevision(db, tenant.id, restoredId);
}
