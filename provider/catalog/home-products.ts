import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { PageQuery } from '../../contract/paging';
import type { ProductCard } from '../../contract/product';
import type { ProductGroup } from '../../contract/site-content';
import type { Database } from '../db/client';
import { preferredProducts, productGroupItems, productGroups, type ProductGroupKind } from '../db/schema';
import type { CatalogScope, CatalogSource } from './catalog-source';
import { ofTenant } from '../db/ownership';

/** A tenant's home-page products and groups, one page at a time, as cards from the catalog. */

const offsetOf = ({ pageNo, pageSize }: PageQuery) => (pageNo - 1) * pageSize;

export async function preferredProductsPage(
  db: Database, catalog: CatalogSource, tenantId: string, scope: CatalogScope, page: PageQuery,
): Promise<{ items: ProductCard[]; total: number }> {
  const where = ofTenant(preferredProducts, tenantId);
  const [rows, [counted]] = await Promise.all([
    db.select({ productId: preferredProducts.productId }).from(preferredProducts).where(where)
      .orderBy(asc(preferredProducts.sort), asc(preferredProducts.productId)).limit(page.pageSize).offset(offsetOf(page)),
    db.select({ total: count() }).from(preferredProducts).where(where),
  ]);
  return { items: await catalog.cards(rows.map((row) => row.productId), scope), total: counted?.total ?? 0 };
}

/** The group name in the first of `languages` it has, else English. */
const nameIn = (names: Record<string, string>, languages: readonly string[]) =>
  languages.map((language) => names[language]).find(Boolean) ?? names['en'] ?? '';

export async function productGroupsPage(
  db: Database, catalog: CatalogSource, tenantId: string, kind: ProductGroupKind,
  scope: CatalogScope & { languages: readonly string[] }, page: PageQuery,
): Promise<{ items: ProductGroup[]; total: number }> {
  const where = and(ofTenant(productGroups, tenantId), eq(productGroups.kind, kind));
  const [groups, [counted]] = await Promise.all([
    db.select().from(productGroups).where(where).orderBy(asc(productGroups.sort), asc(productGroups.id))
      .limit(page.pageSize).offset(offsetOf(page)),
    db.select({ total: count() }).from(productGroups).where(where),
  ]);
  const members = groups.length === 0 ? [] : await db.select().from(productGroupItems)
    .where(and(ofTenant(productGroupItems, tenantId), inArray(productGroupItems.groupId, groups.map((group) => group.id))))
    .orderBy(asc(productGroupItems.sort));
  const cardsById = new Map((await catalog.cards([...new Set(members.map((member) => member.productId))], scope))
    .map((card) => [card.productId, card]));
  const items = groups.map((group) => ({
    id: group.id,
    name: nameIn(group.names, scope.languages),
    products: members.filter((member) => member.groupId === group.id).flatMap((member) => cardsById.get(member.productId) ?? []),
  }));
  return { items, total: counted?.total ?? 0 };
}
