import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billingAddresses, userAddresses } from '../db/schema';
import type { UserRow } from '../http/app-bindings';
import { ProblemError } from '../http/problem';

/**
 * A shopper's shipping or billing addresses. While a shopper has addresses, exactly one is
 * the default: the first one saved, or the last one saved as default, and the newest of the
 * rest when the default is deleted. Lists put it first. A partial unique index backs this up.
 */
export type AddressTable = typeof userAddresses | typeof billingAddresses;
type Row<T extends AddressTable> = T['$inferSelect'];
/** What the shopper sends: the row's own columns, with `id` to update an existing one. */
type Input<T extends AddressTable> = Omit<T['$inferInsert'], 'id' | 'tenantId' | 'userId' | 'createdAt'> & { id?: number | undefined };
/** What the shopper sees: the row without its owner. */
export type Entry<T extends AddressTable> = Omit<Row<T>, 'tenantId' | 'userId' | 'createdAt'>;

const toEntry = <T extends AddressTable>({ tenantId: _tenantId, userId: _userId, createdAt: _createdAt, ...entry }: Row<T>): Entry<T> => entry;

const notFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such address.' });

// Drizzle cannot type a query over a union of tables; both tables share these columns.
const shared = (table: AddressTable) => table as typeof userAddresses;
const ofUser = (table: AddressTable, user: UserRow) => and(eq(shared(table).tenantId, user.tenantId), eq(shared(table).userId, user.id));

export async function listAddresses<T extends AddressTable>(db: Database, table: T, user: UserRow): Promise<Entry<T>[]> {
  const rows = await db.select().from(shared(table)).where(ofUser(table, user))
    .orderBy(desc(shared(table).defaultAddress), desc(shared(table).id));
  return rows.map((row) => toEntry<T>(row as Row<T>));
}

/** Adds an address, or updates the shopper's address `input.id` (404 for anyone else's). */
export async function saveAddress<T extends AddressTable>(db: Database, table: T, user: UserRow, input: Input<T>): Promise<Entry<T>> {
  const { id, ...values } = input;
  return db.transaction(async (tx) => {
    const current = await tx.select({ id: shared(table).id, defaultAddress: shared(table).defaultAddress }).from(shared(table)).where(ofUser(table, user));
    const existing = current.find((address) => address.id === id);
    if (id !== undefined && !existing) throw notFound();
    const defaultAddress = values.defaultAddress === true || current.every((address) => address.id === id) || existing?.defaultAddress === true;
    if (defaultAddress) {
      await tx.update(shared(table)).set({ defaultAddress: false })
        .where(and(ofUser(table, user), eq(shared(table).defaultAddress, true), id === undefined ? undefined : ne(shared(table).id, id)));
    }
    const row = { ...values, defaultAddress };
    const [saved] = id === undefined
      ? await tx.insert(shared(table)).values({ ...(row as Input<typeof userAddresses>), tenantId: user.tenantId, userId: user.id }).returning()
      : await tx.update(shared(table)).set(row as Input<typeof userAddresses>).where(and(ofUser(table, user), eq(shared(table).id, id))).returning();
    if (!saved) throw new Error('The address was not saved');
    return toEntry<T>(saved);
  });
}

/** Deletes the shopper's address `id` (404 for anyone else's); a deleted default passes to the newest other address. */
export async function deleteAddress(db: Database, table: AddressTable, user: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(shared(table)).where(and(ofUser(table, user), eq(shared(table).id, id))).returning();
    if (!deleted) throw notFound();
    if (!deleted.defaultAddress) return;
    const [successor] = await tx.select({ id: shared(table).id }).from(shared(table)).where(ofUser(table, user)).orderBy(desc(shared(table).id)).limit(1);
    if (successor) await tx.update(shared(table)).set({ defaultAddress: true }).where(and(ofUser(table, user), eq(shared(table).id, successor.id)));
  });
}
