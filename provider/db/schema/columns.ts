import { customType, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { TimelineNote, type TimelineNoteKey } from '../../../contract/timeline-notes';

/* Column helpers every schema file shares. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Full-text documents; drizzle has no built-in tsvector column. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Bytes as PostgreSQL's bytea: PGlite and node-postgres both read and write them as Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * A timeline row's note (docs/product.md, "Timeline notes"): its code and values, read back
 * through the contract's `TimelineNote`; `note` is the English text of rows written before
 * notes had codes, shown as written.
 */
export const timelineNoteColumns = () => ({
  noteKey: text('note_key').$type<TimelineNoteKey>(),
  noteValues: jsonb('note_values').$type<Record<string, unknown>>().notNull().default({}),
  note: text('note').notNull().default(''),
});

/** The note columns of a new timeline row. */
export const timelineNoteOf = (note: TimelineNote | undefined) => ({ noteKey: note?.key ?? null, noteValues: note?.values ?? {} });

/** A stored row's note as the contract answers it; a code this build does not know reads as no note. */
export const rowNoteOf = (row: { noteKey: string | null; noteValues: unknown; note: string }) => ({
  note: row.noteKey === null ? null : TimelineNote.safeParse({ key: row.noteKey, values: row.noteValues }).data ?? null,
  legacyNote: row.note,
});
