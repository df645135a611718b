import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ProviderDatabase } from '../../provider/db/client';
import { IN_MEMORY_DATA_DIR } from '../../provider/env';
import { pgliteSnapshot } from './support/database-snapshots';

// PGlite runs queries on this thread: without a turn between them, a request's queries run
// back to back and no socket is read meanwhile (an overload refusal waits for all of them).
let database: ProviderDatabase;
beforeAll(async () => {
  database = await openDatabase({ DATA_DIR: IN_MEMORY_DATA_DIR }, await pgliteSnapshot('migrated'));
});
afterAll(() => database.close());

describe('PGlite on the event loop', () => {
  it('lets the event loop turn before each query, in a transaction too', async () => {
    const turns: string[] = [];
    const turnBefore = (label: string) => setImmediate(() => turns.push(label));

    turnBefore('before the query');
    await database.db.execute(sql`select 1`);
    expect(turns).toEqual(['before the query']);

    await database.db.transaction(async (tx) => {
      turnBefore('before the second query of a transaction');
      await tx.execute(sql`select 1`);
      expect(turns).toEqual(['before the query', 'before the second query of a transaction']);
    });
  });
});
