import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Parsers = NonNullable<QueryOptions['parsers']>;

/** The same parsers, judged by their type ids and their code (drizzle makes new closures for each query). */
const signatureOf = (parsers: Parsers): string =>
  Object.entries(parsers).map(([typeId, parse]) => `${typeId}:${String(parse)}`).join('\n');

/**
 * drizzle hands PGlite its own parsers with every query (dates, timestamps and intervals kept as
 * text), and PGlite merges them into its table of about 320 parsers by copying the whole table,
 * once per query: 0.2 ms each, more than a simple query itself costs (docs/performance.md). The
 * first parsers drizzle passes are set on the client instead, and every later query that passes
 * the same ones passes none; anything else is passed on as it came. Only drizzle queries this
 * client, so every query is parsed as before.
 */
export function setQueryParsersOnce(client: PGlite): void {
  let installed: string | undefined;
  const withoutRepeatedParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    const parsers = options?.parsers;
    if (!parsers) return options;
    const signature = signatureOf(parsers);
    if (installed === undefined) {
      Object.assign(client.parsers, parsers);
      installed = signature;
    }
    if (signature !== installed) return options;
    const { parsers: _installed, ...rest } = options;
    return rest;
  };
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, withoutRepeatedParsers(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(Object.create(tx, {
    query: { value: ((text, params, options) => tx.query(text, params, withoutRepeatedParsers(options))) satisfies Transaction['query'] },
  }) as Transaction));
}
