import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CATALOG_SEARCH_PAGE_SIZE, type DeskSection, HOME_SECTIONS_MAX, type MoveRequest, SECTION_PRODUCTS_MAX, type SectionKindRequest, type SectionRequest,
} from '../../../contract/desk-home';
import type { ProductCard } from '../../../contract/product';
import type { Tenant } from '../../../contract/tenant';
import type { CatalogScope, CatalogSource } from '../../catalog/catalog-source';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { productGroupItems, productGroups } from '../../db/schema';
import { ProblemError, stateConflict } from '../../http/problem';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';
import { movedOrder } from './move-order';
import { ensureOfferedLanguages } from './offered-languages';

/*
 * The home page's product sections on the content desk (docs/product.md, "Content desk"): the
 * `product_groups` the home page lists (featured ones, then recommended ones, each by its place)
 * with a title per language and the catalog products pinned into them, in order. Products come
 * from the catalog of the platforms the site offers. Every change raises the site version.
 */

export interface SectionDeps {
  db: Database;
  catalog: CatalogSource;
  scope: CatalogScope;
}
type SectionTenant = Pick<Tenant, 'id' | 'supportedLanguages'>;
type GroupRow = typeof productGroups.$inferSelect;

/** Featured sections first, as the home page lists them. */
const homeOrder = [sql`case when ${productGroups.kind} = 'PREFERRED' then 0 else 1 end`, asc(productGroups.sort), asc(productGroups.id)];

async function sectionRows(db: Database, tenantId: string, lock = false): Promise<GroupRow[]> {
  const query = db.select().from(productGroups).where(ofTenant(productGroups, tenantId)).orderBy(...homeOrder);
  return lock ? query.for('update') : query;
}

function sectionIn(rows: readonly GroupRow[], id: string): GroupRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'No such home section on this site.' });
  return row;
}

async function pinnedIds(db: Database, tenantId: string, sectionId: string): Promise<string[]> {
  const rows = await db.select({ productId: productGroupItems.productId }).from(productGroupItems)
    .where(and(ofTenant(productGroupItems, tenantId), eq(productGroupItems.groupId, sectionId)))
    .orderBy(asc(productGroupItems.sort), asc(productGroupItems.productId));
  return rows.map((row) => row.productId);
}

/** Every section in the home page's order, with the cards of its products (those the site no longer offers left out). */
export async function listSections({ db, catalog, scope }: SectionDeps, tenantId: string): Promise<DeskSection[]> {
  const rows = await sectionRows(db, tenantId);
  return Promise.all(rows.map(async (row) => ({
    id: row.id, kind: row.kind, titles: row.names, products: await catalog.cards(await pinnedIds(db, tenantId, row.id), scope),
  })));
}

async function sectionOf(deps: SectionDeps, tenantId: string, id: string): Promise<DeskSection> {
  const row = sectionIn(await sectionRows(deps.db, tenantId), id);
  return { id: row.id, kind: row.kind, titles: row.names, products: await deps.catalog.cards(await pinnedIds(deps.db, tenantId, id), deps.scope) };
}

/** A new featured section, after the other featured ones; at most HOME_SECTIONS_MAX (else 409). */
export async function addSection(deps: SectionDeps, tenant: SectionTenant, actor: DeskActor, input: SectionRequest, now: Date): Promise<DeskSection> {
  ensureOfferedLanguages(tenant, Object.keys(input.titles), 'titles');
  const id = `section-${randomUUID().slice(0, 8)}`;
  await deps.db.transaction(async (tx) => {
    const rows = await sectionRows(tx, tenant.id, true);
    if (rows.length >= HOME_SECTIONS_MAX) throw stateConflict(`A home page has at most ${HOME_SECTIONS_MAX} sections.`);
    const sort = Math.max(-1, ...rows.filter((row) => row.kind === 'PREFERRED').map((row) => row.sort)) + 1;
    await tx.insert(productGroups).values({ tenantId: tenant.id, id, kind: 'PREFERRED', names: input.titles, sort });
    await recordSiteChange(tx, actor, { action: 'home-section.add', recordType: 'home-section', recordId: id, after: { titles: input.titles } }, now);
  });
  return sectionOf(deps, tenant.id, id);
}

export async function retitleSection(
  deps: SectionDeps, tenant: SectionTenant, actor: DeskActor, id: string, input: SectionRequest, now: Date,
): Promise<DeskSection> {
  ensureOfferedLanguages(tenant, Object.keys(input.titles), 'titles');
  await deps.db.transaction(async (tx) => {
    const row = sectionIn(await sectionRows(tx, tenant.id, true), id);
    await tx.update(productGroups).set({ names: input.titles }).where(and(ofTenant(productGroups, tenant.id), eq(productGroups.id, id)));
    await recordSiteChange(tx, actor, {
      action: 'home-section.retitle', recordType: 'home-section', recordId: id, before: { titles: row.names }, after: { titles: input.titles },
    }, now);
  });
  return sectionOf(deps, tenant.id, id);
}

/** Lists a section with the other kind (featured or recommended), last among them; its kind already: unchanged. */
export async function changeSectionKind(
  deps: SectionDeps, tenantId: string, actor: DeskActor, id: string, { kind }: SectionKindRequest, now: Date,
): Promise<DeskSection> {
  await deps.db.transaction(async (tx) => {
    const rows = await sectionRows(tx, tenantId, true);
    const row = sectionIn(rows, id);
    if (row.kind === kind) return;
    const sort = Math.max(-1, ...rows.filter((other) => other.kind === kind).map((other) => other.sort)) + 1;
    await tx.update(productGroups).set({ kind, sort }).where(and(ofTenant(productGroups, tenantId), eq(productGroups.id, id)));
    await recordSiteChange(tx, actor, { action: 'home-section.kind', recordType: 'home-section', recordId: id, before: { kind: row.kind }, after: { kind } }, now);
  });
  return sectionOf(deps, tenantId, id);
}

/** Removes a section and its pins (the products stay in the catalog). */
export async function removeSection(db: Database, tenantId: string, actor: DeskActor, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = sectionIn(await sectionRows(tx, tenantId, true), id);
    const products = await pinnedIds(tx, tenantId, id);
    await tx.delete(productGroups).where(and(ofTenant(productGroups, tenantId), eq(productGroups.id, id)));
    await recordSiteChange(tx, actor, { action: 'home-section.remove', recordType: 'home-section', recordId: id, before: { titles: row.names, products } }, now);
  });
}

/** Moves a section one place among the sections of its kind (featured ones always come first). */
export async function moveSection(deps: SectionDeps, tenantId: string, actor: DeskActor, id: string, move: MoveRequest, now: Date): Promise<DeskSection[]> {
  await deps.db.transaction(async (tx) => {
    const rows = await sectionRows(tx, tenantId, true);
    const sameKind = rows.filter((row) => row.kind === sectionIn(rows, id).kind).map((row) => row.id);
    const order = movedOrder(sameKind, id, move, 'home section');
    for (const [sort, sectionId] of order.entries()) {
      await tx.update(productGroups).set({ sort }).where(and(ofTenant(productGroups, tenantId), eq(productGroups.id, sectionId)));
    }
    await recordSiteChange(tx, actor, { action: 'home-section.move', recordType: 'home-section', recordId: id, before: { order: sameKind }, after: { order } }, now);
  });
  return listSections(deps, tenantId);
}

/** Pins a product of the site's catalog last in a section (unknown or not offered: 400); pinned already: unchanged. */
export async function pinProduct(deps: SectionDeps, tenantId: string, actor: DeskActor, id: string, productId: string, now: Date): Promise<DeskSection> {
  sectionIn(await sectionRows(deps.db, tenantId), id);
  const [card] = await deps.catalog.cards([productId], deps.scope);
  if (!card) {
    throw new ProblemError({
      status: 400, code: 'VALIDATION_FAILED', detail: 'No such product in the catalog this site offers.',
      errors: [{ path: 'productId', message: 'A product of the site\'s catalog' }],
    });
  }
  await deps.db.transaction(async (tx) => {
    sectionIn(await sectionRows(tx, tenantId, true), id);
    const pinned = await pinnedIds(tx, tenantId, id);
    if (pinned.includes(productId)) return;
    if (pinned.length >= SECTION_PRODUCTS_MAX) throw stateConflict(`A home section holds at most ${SECTION_PRODUCTS_MAX} products.`);
    await tx.insert(productGroupItems).values({ tenantId, groupId: id, productId, sort: pinned.length });
    await recordSiteChange(tx, actor, { action: 'home-section.pin', recordType: 'home-section', recordId: id, after: { productId } }, now);
  });
  return sectionOf(deps, tenantId, id);
}

export async function unpinProduct(deps: SectionDeps, tenantId: string, actor: DeskActor, id: string, productId: string, now: Date): Promise<DeskSection> {
  await deps.db.transaction(async (tx) => {
    sectionIn(await sectionRows(tx, tenantId, true), id);
    const removed = await tx.delete(productGroupItems)
      .where(and(ofTenant(productGroupItems, tenantId), eq(productGroupItems.groupId, id), eq(productGroupItems.productId, productId)))
      .returning({ productId: productGroupItems.productId });
    if (removed.length === 0) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'The product is not pinned in this section.' });
    await recordSiteChange(tx, actor, { action: 'home-section.unpin', recordType: 'home-section', recordId: id, before: { productId } }, now);
  });
  return sectionOf(deps, tenantId, id);
}

export async function moveProduct(
  deps: SectionDeps, tenantId: string, actor: DeskActor, id: string, productId: string, move: MoveRequest, now: Date,
): Promise<DeskSection> {
  await deps.db.transaction(async (tx) => {
    sectionIn(await sectionRows(tx, tenantId, true), id);
    const pinned = await pinnedIds(tx, tenantId, id);
    const order = movedOrder(pinned, productId, move, 'pinned product');
    for (const [sort, pinnedId] of order.entries()) {
      await tx.update(productGroupItems).set({ sort })
        .where(and(ofTenant(productGroupItems, tenantId), eq(productGroupItems.groupId, id), eq(productGroupItems.productId, pinnedId)));
    }
    await recordSiteChange(tx, actor, { action: 'home-section.reorder', recordType: 'home-section', recordId: id, before: { order: pinned }, after: { order } }, now);
  });
  return sectionOf(deps, tenantId, id);
}

/** The site's catalog by keyword, best matches first, one short page: what the operator may pin. */
export async function searchCatalog({ catalog, scope }: SectionDeps, keyword: string): Promise<ProductCard[]> {
  const page = await catalog.search({ ...scope, keyword, sort: 'RELEVANCE', properties: [], offset: 0, limit: CATALOG_SEARCH_PAGE_SIZE });
  return page.items;
}
