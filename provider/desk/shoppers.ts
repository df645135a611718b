import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { INT4_MAX } from '../../contract/bounds';
import type { ShopperDetail, ShopperList, ShopperMessage, ShopperSearchQuery, ShopperSummary } from '../../contract/desk-shoppers';
import { accountOf } from '../account/account-views';
import type { Database } from '../db/client';
import { likePattern } from '../db/like-pattern';
import { type AccountOwner, ofTenant, ownedBy } from '../db/ownership';
import { queriesTogether } from '../db/queries-together';
import { purchaseOrders, purchaseParcels, transitOrders, users } from '../db/schema';
import { pagedList } from '../http/lists';
import { ProblemError } from '../http/problem';
import type { Mailer } from '../mail/mailer';
import { notifyShopper } from '../notifications/notify-shopper';
import { type DeskActor, recordDeskAction } from './audit';

/*
 * The desk's shoppers area (docs/product.md, "Desk"): an operator reads a shopper of their own
 * tenant only. Their orders, parcels and ledger are the shopper's own views (account-views,
 * order-view, parcel-view) with the shopper as the owner, so the desk reads what the shopper reads.
 */

type UserRow = typeof users.$inferSelect;

const summaryOf = (row: UserRow): ShopperSummary => ({
  id: row.id, email: row.email, name: row.name, accountType: row.accountType, createdAt: row.createdAt.toISOString(),
});

/** A whole number that can be a shopper id, else null. */
function idIn(q: string): number | null {
  if (!/^\d{1,10}$/.test(q)) return null;
  const id = Number(q);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

/** What `q` matches: part of the e-mail or the name (trigram indexes), or the id itself. */
function matching(q: string): SQL | undefined {
  const pattern = likePattern(q);
  const id = idIn(q);
  return or(ilike(users.email, pattern), ilike(users.name, pattern), id === null ? undefined : eq(users.id, id));
}

/** The tenant's shoppers matching `q`, newest first. */
export async function searchShoppers(db: Database, tenantId: string, query: z.output<typeof ShopperSearchQuery>): Promise<ShopperList> {
  const where = and(ofTenant(users, tenantId), query.q ? matching(query.q) : undefined);
  const [rows, [total]] = await queriesTogether(db, [
    () => db.select().from(users).where(where).orderBy(desc(users.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    () => db.select({ total: count() }).from(users).where(where),
  ]);
  return pagedList(rows.map(summaryOf), total?.total ?? 0, query);
}

const noSuchShopper = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such shopper.' });

async function findShopper(db: Database, tenantId: string, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(and(ofTenant(users, tenantId), eq(users.id, id)));
  if (!row) throw noSuchShopper();
  return row;
}

/** The shopper `id` of the operator's tenant as the owner of their records; 404 for an id of no shopper of this tenant. */
export async function shopperOwner(db: Database, tenantId: string, id: number): Promise<AccountOwner> {
  const row = await findShopper(db, tenantId, id);
  return { tenantId, userId: row.id };
}

const countOf = (db: Database, table: typeof purchaseOrders | typeof purchaseParcels | typeof transitOrders, owner: AccountOwner) =>
  db.select({ n: count() }).from(table).where(ownedBy(table, owner)).then(([row]) => row?.n ?? 0);

export async function shopperDetail(db: Database, tenantId: string, id: number): Promise<ShopperDetail> {
  const row = await findShopper(db, tenantId, id);
  const owner: AccountOwner = { tenantId, userId: row.id };
  const [account, orders, parcels, transit] = await queriesTogether(db, [
    () => accountOf(db, owner),
    () => countOf(db, purchaseOrders, owner),
    () => countOf(db, purchaseParcels, owner),
    () => countOf(db, transitOrders, owner),
  ]);
  return {
    ...summaryOf(row),
    phoneNumber: row.phoneNumber,
    secondEmail: row.secondEmail,
    language: row.language,
    legalPersonName: row.legalPersonName,
    balance: { available: account.available, frozen: account.frozen, currency: account.currency },
    counts: { orders, parcels, transitOrders: transit },
  };
}

/**
 * Sends the shopper a message from the desk: the audit row `shopper.notify` (with what was
 * said) commits first, then the notice goes to their inbox and mail as every notice does.
 */
export async function notifyShopperFromDesk(
  deps: { db: Database; mailer: Mailer }, actor: DeskActor, id: number, message: ShopperMessage, now: Date,
): Promise<void> {
  const owner = await deps.db.transaction(async (tx) => {
    const found = await shopperOwner(tx, actor.tenantId, id);
    await recordDeskAction(tx, actor, { action: 'shopper.notify', recordType: 'shopper', recordId: id, after: { ...message } }, now);
    return found;
  });
  await notifyShopper(deps, owner, { kind: 'DESK_MESSAGE', params: { subject: message.title, message: message.text } }, now);
}
