import { and, asc, eq } from 'drizzle-orm';
import type { MoveRequest } from '../../../contract/desk-content-lists';
import {
  MAX_HOW_TO_STEPS_PER_LANGUAGE, type HowToStep, type HowToStepInput, type HowToStepUpdate,
} from '../../../contract/desk-how-to';
import { sanitize } from '../../../contract/article-html.server';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { howToUseSteps, tenants } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';
import { dropUnusedPictures, keepSitePicture, type PictureDeps, withKeptPicture } from '../site-pictures';
import { movedOrder } from './move-order';
import { ensureOfferedLanguages } from './offered-languages';

/*
 * The how-to-use steps on the content desk (docs/product.md, "Desk"): per language, in the
 * order the `/how-to-use` page shows them. `sort` is unique per tenant and language, so every
 * write that places a step first takes the tenant's row lock (one writer at a time) and a
 * reorder passes through negative places before taking its new ones.
 */

type StepRow = typeof howToUseSteps.$inferSelect;

const stepOf = ({ id, language, sort, stepName, stepRemark, stepImage, stepDesc }: StepRow): HowToStep =>
  ({ id, language: language as HowToStep['language'], sort, stepName, stepRemark, stepImage, stepDesc });
const auditOf = ({ stepName, stepRemark, stepImage, stepDesc }: Pick<StepRow, 'stepName' | 'stepRemark' | 'stepImage' | 'stepDesc'>) =>
  ({ stepName, stepRemark, stepImage, stepDesc });
const ofLanguage = (tenantId: string, language: string) => and(ofTenant(howToUseSteps, tenantId), eq(howToUseSteps.language, language));

/** A tenant's steps in one language, in their order. */
export async function listHowToSteps(db: Database, tenantId: string, language: string): Promise<HowToStep[]> {
  const rows = await db.select().from(howToUseSteps).where(ofLanguage(tenantId, language)).orderBy(asc(howToUseSteps.sort));
  return rows.map(stepOf);
}

/** Serialises the tenant's step writes (the next place, a reorder) and answers its languages. */
async function lockTenant(tx: Database, tenantId: string) {
  const [tenant] = await tx.select({ supportedLanguages: tenants.supportedLanguages }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!tenant) throw new Error(`No tenant ${tenantId}`);
  return tenant;
}

async function lockedStep(tx: Database, tenantId: string, id: number): Promise<StepRow> {
  const [row] = await tx.select().from(howToUseSteps).where(and(ofTenant(howToUseSteps, tenantId), eq(howToUseSteps.id, id))).for('update');
  if (!row) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'No such how-to-use step on this site.' });
  return row;
}

/** Adds a step last in its language (at most MAX_HOW_TO_STEPS_PER_LANGUAGE), its picture kept as the site's. */
export async function addHowToStep(deps: PictureDeps, actor: DeskActor, input: HowToStepInput, now: Date): Promise<HowToStep> {
  const stepImage = await keepSitePicture(deps, actor.tenantId, 'how-to', input.imageKey, 'imageKey', now);
  return withKeptPicture(deps, actor.tenantId, stepImage, () => deps.db.transaction(async (tx) => {
    ensureOfferedLanguages(await lockTenant(tx, actor.tenantId), [input.language], 'language');
    const places = (await tx.select({ sort: howToUseSteps.sort }).from(howToUseSteps).where(ofLanguage(actor.tenantId, input.language))).map((row) => row.sort);
    if (places.length >= MAX_HOW_TO_STEPS_PER_LANGUAGE) {
      throw new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: `At most ${MAX_HOW_TO_STEPS_PER_LANGUAGE} steps per language.` });
    }
    const values = {
      tenantId: actor.tenantId, language: input.language, sort: Math.max(0, ...places) + 1,
      stepName: input.stepName, stepRemark: input.stepRemark, stepImage, stepDesc: sanitize(input.stepDesc),
    };
    const [row] = await tx.insert(howToUseSteps).values(values).returning();
    if (!row) throw new Error('The how-to-use step was not kept');
    await recordSiteChange(tx, actor, { action: 'how-to-step.add', recordType: 'how-to-step', recordId: row.id, after: auditOf(row) }, now);
    return stepOf(row);
  }));
}

/** Changes a step's words; its picture only when a new upload is given (the old one leaves storage once unused). */
export async function updateHowToStep(deps: PictureDeps, actor: DeskActor, id: number, input: HowToStepUpdate, now: Date): Promise<HowToStep> {
  const newImage = input.imageKey === undefined ? null : await keepSitePicture(deps, actor.tenantId, 'how-to', input.imageKey, 'imageKey', now);
  const change = () => deps.db.transaction(async (tx) => {
    const before = await lockedStep(tx, actor.tenantId, id);
    const after = { stepName: input.stepName, stepRemark: input.stepRemark, stepImage: newImage ?? before.stepImage, stepDesc: sanitize(input.stepDesc) };
    await tx.update(howToUseSteps).set(after).where(eq(howToUseSteps.id, id));
    await recordSiteChange(tx, actor, { action: 'how-to-step.update', recordType: 'how-to-step', recordId: id, before: auditOf(before), after }, now);
    return { before, step: stepOf({ ...before, ...after }) };
  });
  if (newImage === null) return (await change()).step;
  const { before, step } = await withKeptPicture(deps, actor.tenantId, newImage, change);
  await dropUnusedPictures(deps, actor.tenantId, [before.stepImage]);
  return step;
}

/** Removes a step; its picture leaves storage once the removal committed, unless something else shows it. */
export async function removeHowToStep(deps: PictureDeps, actor: DeskActor, id: number, now: Date): Promise<void> {
  const before = await deps.db.transaction(async (tx) => {
    const row = await lockedStep(tx, actor.tenantId, id);
    await tx.delete(howToUseSteps).where(eq(howToUseSteps.id, id));
    await recordSiteChange(tx, actor, { action: 'how-to-step.remove', recordType: 'how-to-step', recordId: id, before: auditOf(row) }, now);
    return row;
  });
  await dropUnusedPictures(deps, actor.tenantId, [before.stepImage]);
}

/** Moves a step one place up or down its language's list; at either end nothing moves and nothing is recorded. */
export async function moveHowToStep(db: Database, actor: DeskActor, id: number, move: MoveRequest, now: Date): Promise<HowToStep[]> {
  const language = await db.transaction(async (tx) => {
    await lockTenant(tx, actor.tenantId);
    const step = await lockedStep(tx, actor.tenantId, id);
    const list = await tx.select({ id: howToUseSteps.id }).from(howToUseSteps).where(ofLanguage(actor.tenantId, step.language)).orderBy(asc(howToUseSteps.sort));
    const before = list.map((row) => row.id);
    const order = movedOrder(before, id, move, 'how-to-use step');
    if (order.every((stepId, at) => stepId === before[at])) return step.language;
    // Two passes: the unique (tenant, language, sort) holds after every single update.
    for (const [at, stepId] of order.entries()) await tx.update(howToUseSteps).set({ sort: -1 - at }).where(eq(howToUseSteps.id, stepId));
    for (const [at, stepId] of order.entries()) await tx.update(howToUseSteps).set({ sort: at + 1 }).where(eq(howToUseSteps.id, stepId));
    await recordSiteChange(tx, actor, { action: 'how-to-step.move', recordType: 'how-to-step', recordId: id, before: { order: before }, after: { order } }, now);
    return step.language;
  });
  return listHowToSteps(db, actor.tenantId, language);
}
