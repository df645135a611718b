import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Faq, FaqInput, FaqUpdate, MoveRequest } from '../../../contract/desk-content-lists';
import { MAX_FAQS_PER_LANGUAGE } from '../../../contract/desk-content-lists';
import { sanitize } from '../../../contract/article-html.server';
import type { Database } from '../../db/client';
import { faqs, tenants } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';

const refused = (detail: string) => new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail });

/** A tenant's FAQ entries in one language, in their order. */
export async function listFaqs(db: Database, tenantId: string, language: string): Promise<Faq[]> {
  const rows = await db.select().from(faqs)
    .where(and(eq(faqs.tenantId, tenantId), eq(faqs.language, language))).orderBy(asc(faqs.sort), asc(faqs.id));
  return rows.map(({ id, language: lng, question, answerHtml, sort }) => ({ id, language: lng as Faq['language'], question, answerHtml, sort }));
}

async function assertOffered(tx: Database, tenantId: string, language: string): Promise<void> {
  const [tenant] = await tx.select({ languages: tenants.supportedLanguages }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant?.languages.includes(language)) throw refused('The site does not offer this language');
}

/** Adds an entry at the end of its language's list, answer sanitised, in one recorded site change. */
export async function createFaq(db: Database, actor: DeskActor, input: FaqInput, now: Date): Promise<Faq> {
  return db.transaction(async (tx) => {
    await assertOffered(tx, actor.tenantId, input.language);
    const scope = and(eq(faqs.tenantId, actor.tenantId), eq(faqs.language, input.language));
    const [{ n, last } = { n: 0, last: null }] = await tx.select({ n: count(), last: max(faqs.sort) }).from(faqs).where(scope);
    if (n >= MAX_FAQS_PER_LANGUAGE) throw refused(`At most ${MAX_FAQS_PER_LANGUAGE} entries per language`);
    const values = { tenantId: actor.tenantId, language: input.language, question: input.question, answerHtml: sanitize(input.answerHtml), sort: (last ?? -1) + 1 };
    const [row] = await tx.insert(faqs).values(values).returning({ id: faqs.id });
    if (!row) throw new Error('FAQ insert returned nothing');
    await recordSiteChange(tx, actor, { action: 'faq.create', recordType: 'faq', recordId: row.id, after: { question: values.question, answerHtml: values.answerHtml } }, now);
    return { id: row.id, language: input.language, question: values.question, answerHtml: values.answerHtml, sort: values.sort };
  });
}

async function lockedFaq(tx: Database, tenantId: string, id: number) {
  const [row] = await tx.select().from(faqs).where(and(eq(faqs.tenantId, tenantId), eq(faqs.id, id))).for('update');
  if (!row) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'No such FAQ entry' });
  return row;
}

/** Changes an entry's question and answer (sanitised). */
export async function updateFaq(db: Database, actor: DeskActor, id: number, input: FaqUpdate, now: Date): Promise<Faq> {
  return db.transaction(async (tx) => {
    const before = await lockedFaq(tx, actor.tenantId, id);
    const after = { question: input.question, answerHtml: sanitize(input.answerHtml) };
    await tx.update(faqs).set(after).where(eq(faqs.id, id));
    await recordSiteChange(tx, actor, { action: 'faq.update', recordType: 'faq', recordId: id, before: { question: before.question, answerHtml: before.answerHtml }, after }, now);
    return { id, language: before.language as Faq['language'], sort: before.sort, ...after };
  });
}

export async function removeFaq(db: Database, actor: DeskActor, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedFaq(tx, actor.tenantId, id);
    await tx.delete(faqs).where(eq(faqs.id, id));
    await recordSiteChange(tx, actor, { action: 'faq.remove', recordType: 'faq', recordId: id, before: { question: before.question, answerHtml: before.answerHtml } }, now);
  });
}

/** Swaps an entry with its neighbour; at either end of the list nothing moves and nothing is recorded. */
export async function moveFaq(db: Database, actor: DeskActor, id: number, { direction }: MoveRequest, now: Date): Promise<Faq[]> {
  const language = await db.transaction(async (tx) => {
    const row = await lockedFaq(tx, actor.tenantId, id);
    const list = await tx.select({ id: faqs.id, sort: faqs.sort }).from(faqs)
      .where(and(eq(faqs.tenantId, actor.tenantId), eq(faqs.language, row.language))).orderBy(asc(faqs.sort), asc(faqs.id)).for('update');
    const at = list.findIndex((f) => f.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= list.length) return row.language;
    const order = list.map((f) => f.id);
    [order[at], order[to]] = [order[to] ?? id, id];
    // Renumber the whole list 0..n-1 so equal sorts left by the seed become a strict order.
    for (const [sort, faqId] of order.entries()) await tx.update(faqs).set({ sort }).where(eq(faqs.id, faqId));
    await recordSiteChange(tx, actor, { action: 'faq.move', recordType: 'faq', recordId: id, before: { sort: at }, after: { sort: to } }, now);
    return row.language;
  });
  return listFaqs(db, actor.tenantId, language);
}
