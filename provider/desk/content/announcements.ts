import { and, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type {
  AnnouncementInput, AnnouncementListQuery, AnnouncementState, AnnouncementUpdate, DeskAnnouncement, DeskAnnouncementList,
} from '../../../contract/desk-announcements';
import { sanitize } from '../../../contract/article-html.server';
import type { Tenant } from '../../../contract/tenant';
import type { Database } from '../../db/client';
import { announcements } from '../../db/schema';
import { pagedList } from '../../http/lists';
import { ProblemError } from '../../http/problem';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';
import { uniquelyNamed } from '../shipping/site-names';
import { ensureOfferedLanguages } from './offered-languages';

/*
 * The home page's announcements on the content desk (docs/product.md, "Content desk"): each in
 * one language, its body sanitised with the pages' own sanitiser, showing from its start
 * (`published_at`) until its end, if it has one. Every write raises the site version.
 */

type AnnouncementRow = typeof announcements.$inferSelect;

/** The announcements the home page shows at `now`: started, and not yet ended. */
export const showingAt = (now: Date): SQL | undefined =>
  and(lte(announcements.publishedAt, now), or(isNull(announcements.endsAt), gt(announcements.endsAt, now)));

export function announcementState(startsAt: Date, endsAt: Date | null, now: Date): AnnouncementState {
  if (startsAt > now) return 'scheduled';
  return endsAt !== null && endsAt <= now ? 'ended' : 'showing';
}

const answerOf = (row: AnnouncementRow, now: Date): DeskAnnouncement => ({
  id: row.id,
  language: row.language,
  title: row.title,
  html: row.html,
  startsAt: row.publishedAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  state: announcementState(row.publishedAt, row.endsAt, now),
});

const auditOf = (row: Pick<AnnouncementRow, 'title' | 'html' | 'publishedAt' | 'endsAt'>) => ({
  title: row.title, html: row.html, startsAt: row.publishedAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null,
});

/** One language's announcements, newest start first, a page at a time. */
export async function listAnnouncements(db: Database, tenantId: string, query: AnnouncementListQuery, now: Date): Promise<DeskAnnouncementList> {
  const scope = and(eq(announcements.tenantId, tenantId), eq(announcements.language, query.language));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(announcements).where(scope);
  const rows = await db.select().from(announcements).where(scope)
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return pagedList(rows.map((row) => answerOf(row, now)), total, query);
}

/** The kept fields of a request: the body sanitised, the times as instants; an end not after the start is 400. */
function fieldsOf(input: AnnouncementUpdate | AnnouncementInput, now: Date) {
  const publishedAt = input.startsAt === undefined ? now : new Date(input.startsAt);
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt !== null && endsAt <= publishedAt) {
    throw new ProblemError({
      status: 400, code: 'VALIDATION_FAILED', detail: 'The end must be after the start.',
      errors: [{ path: 'endsAt', message: 'After the start' }],
    });
  }
  return { title: input.title, html: sanitize(input.html), publishedAt, endsAt };
}

const TITLE_UNIQUE = 'announcements_tenant_language_title';

export async function createAnnouncement(
  db: Database, tenant: Pick<Tenant, 'supportedLanguages'>, actor: DeskActor, input: AnnouncementInput, now: Date,
): Promise<DeskAnnouncement> {
  ensureOfferedLanguages(tenant, [input.language], 'language');
  const fields = fieldsOf(input, now);
  return uniquelyNamed(TITLE_UNIQUE, () => db.transaction(async (tx) => {
    const [row] = await tx.insert(announcements).values({ tenantId: actor.tenantId, language: input.language, ...fields }).returning();
    if (!row) throw new Error('Announcement insert returned nothing');
    await recordSiteChange(tx, actor, { action: 'announcement.create', recordType: 'announcement', recordId: row.id, after: auditOf(row) }, now);
    return answerOf(row, now);
  }));
}

async function lockedAnnouncement(tx: Database, tenantId: string, id: number): Promise<AnnouncementRow> {
  const [row] = await tx.select().from(announcements).where(and(eq(announcements.tenantId, tenantId), eq(announcements.id, id))).for('update');
  if (!row) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'No such announcement on this site.' });
  return row;
}

/** Changes an announcement's title, body, start and end (its language stays). */
export async function updateAnnouncement(db: Database, actor: DeskActor, id: number, input: AnnouncementUpdate, now: Date): Promise<DeskAnnouncement> {
  const fields = fieldsOf(input, now);
  return uniquelyNamed(TITLE_UNIQUE, () => db.transaction(async (tx) => {
    const before = await lockedAnnouncement(tx, actor.tenantId, id);
    const [row] = await tx.update(announcements).set(fields).where(eq(announcements.id, id)).returning();
    if (!row) throw new Error('Announcement update returned nothing');
    await recordSiteChange(tx, actor, { action: 'announcement.update', recordType: 'announcement', recordId: id, before: auditOf(before), after: auditOf(row) }, now);
    return answerOf(row, now);
  }));
}

export async function removeAnnouncement(db: Database, actor: DeskActor, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedAnnouncement(tx, actor.tenantId, id);
    await tx.delete(announcements).where(eq(announcements.id, id));
    await recordSiteChange(tx, actor, { action: 'announcement.remove', recordType: 'announcement', recordId: id, before: auditOf(before) }, now);
  });
}
