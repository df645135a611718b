import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/* Column helpers every schema file shares. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Full-text documents; drizzle has no built-in tsvector column. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Bytes as PostgreSQL's bytea: PGlite and node-postgres both read and write them as Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
