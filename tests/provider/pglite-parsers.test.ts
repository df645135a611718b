import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setQueryParsersOnce } from '../../provider/db/pglite-parsers';

describe('drizzle on PGlite with its parsers set once', () => {
  let client: PGlite;
  const passedOptions: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    client = await PGlite.create();
    // What reaches PGlite's own query and a transaction's, under the ones this module sets.
    const query = client.query.bind(client);
    client.query = (text, params, options) => {
      passedOptions.push(options);
      return query(text, params, options);
    };
    const transaction = client.transaction.bind(client);
    client.transaction = (callback) => transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      return callback(Object.assign(Object.create(tx) as Transaction, {
        query: ((text, params, options) => {
          passedOptions.push(options);
          return txQuery(text, params, options);
        }) satisfies Transaction['query'],
      }));
    });
    setQueryParsersOnce(client);
  });
  afterAll(() => client.close());

  const TIMES = sql`SELECT '2026-11-27 08:00:00'::timestamp AS at, '2026-11-27 08:00:00+00'::timestamptz AS at_zone,
    '2026-11-27'::date AS day, '1 day'::interval AS span, ARRAY['2026-11-27 08:00:00'::timestamp] AS ats, 7::int AS count`;

  it('reads dates, timestamps, intervals and their arrays as drizzle expects (text), in and out of a transaction', async () => {
    const db = drizzle({ client });
    const expected = { at: '2026-11-27 08:00:00', at_zone: '2026-11-27 08:00:00+00', day: '2026-11-27', span: '1 day', ats: '{"2026-11-27 08:00:00"}', count: 7 };
    for (let round = 0; round < 3; round++) expect((await db.execute(TIMES)).rows).toEqual([expected]);
    expect(await db.transaction(async (tx) => (await tx.execute(TIMES)).rows)).toEqual([expected]);
  });

  it('sets drizzle\'s parsers on the client and passes none with a query (merging them copies its whole table)', () => {
    expect(passedOptions).toHaveLength(4);
    expect(passedOptions.filter((options) => options?.parsers)).toEqual([]);
    expect(passedOptions.every((options) => options?.rowMode === 'object')).toBe(true);
  });

  it('passes other parsers on as they came', async () => {
    const answer = await client.query<{ count: string }>('SELECT 7::int AS count', [], { parsers: { 23: (value) => `#${value}` } });
    expect(answer.rows).toEqual([{ count: '#7' }]);
    expect((await client.query<{ count: number }>('SELECT 7::int AS count')).rows).toEqual([{ count: 7 }]);
  });
});
