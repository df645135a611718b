import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { IN_MEMORY_DATA_DIR, type ProviderEnv } from '../env';
import { acquireDataDirLock } from './data-dir-lock';
import { listenOnPostgres, type Listen } from './listen';
import { setQueryParsersOnce } from './pglite-parsers';
import * as schema from './schema';

/** The one database type route handlers and the seed see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface ProviderDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for start-up logs (never includes a password). */
  location: string;
  /** PGlite's data directory as a tarball, to open copies of this database from (`openDatabase`'s `snapshot`). */
  dumpDataDir?(): Promise<Blob>;
  /** LISTEN for NOTIFYs on a channel (sent at commit by any writer; by any process on PostgreSQL). */
  listen: Listen;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * PGlite only: a new database starts from this tarball of a data directory (`dumpDataDir`)
   * instead of an empty one (no initdb), so that many can be copied from one migrated and
   * seeded once. A data directory that holds a database already opens as it is.
   */
  snapshot?: Blob | undefined;
}

/**
 * Resolved from the working directory rather than this file, because this module is also
 * bundled into the storefront's server build, where its own location differs.
 */
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'provider/db/migrations');

export const databaseKindFor = (env: Pick<ProviderEnv, 'DATABASE_URL'>): DatabaseKind =>
  env.DATABASE_URL ? 'postgres' : 'pglite';

/** Opens PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR, and applies the migrations. */
export async function openDatabase(env: Pick<ProviderEnv, 'DATABASE_URL' | 'DATA_DIR'>, options: OpenOptions = {}): Promise<ProviderDatabase> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR, options);
}

async function openPglite(dataDir: string, { snapshot }: OpenOptions): Promise<ProviderDatabase> {
  const inMemory = dataDir === IN_MEMORY_DATA_DIR;
  const lock = inMemory ? null : acquireDataDirLock(dataDir);
  const pgliteDir = inMemory ? IN_MEMORY_DATA_DIR : path.join(dataDir, 'pglite');
  let client: PGlite | undefined;
  const close = async (): Promise<void> => {
    await client?.close();
    lock?.release();
  };
  try {
    const isNew = inMemory || !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
    client = await PGlite.create(pgliteDir, { extensions: { pg_trgm }, ...(snapshot && isNew && { loadDataDir: snapshot }) });
    yieldBeforeEachQuery(client);
    setQueryParsersOnce(client);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db, kind: 'pglite', location: inMemory ? 'PGlite in memory' : `PGlite in ${path.resolve(pgliteDir)}`, close,
      dumpDataDir: () => opened.dumpDataDir('none'),
      // One process holds PGlite: its NOTIFYs are delivered in process, and never lost.
      listen: (channel, { onPayload }) => opened.listen(channel, onPayload),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * PGlite runs each query synchronously on this thread, and its queries chain through
 * promises, so a request's queries would otherwise run back to back in one event-loop turn
 * while new connections wait unread (a search is 15 ms of queries; four at once, 60 ms in
 * which not even an overload refusal can be sent). Starting every query on a turn of its own
 * lets the sockets be read between queries, so no turn is longer than the longest query.
 */
export function yieldBeforeEachQuery(client: PGlite): void {
  const runExclusiveQuery = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = (query) => runExclusiveQuery(async () => {
    await nextTurn();
    return query();
  });
}

/**
 * When PostgreSQL restarts, a request must fail (503) rather than hang, and the pool must
 * reconnect by itself. A refused connection fails at once; a connection that does not come,
 * or a free one in a busy pool (pays hold theirs through the pay-password check), is given up
 * after 10 s. A dead connection is dropped, never reused.
 */
const POSTGRES_POOL = { connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 } as const;

async function openPostgres(databaseUrl: string): Promise<ProviderDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, ...POSTGRES_POOL });
  // A connection's death is emitted on its client, whether idle (the pool relays it here) or
  // checked out between two queries of a transaction (where nothing else listens): without
  // these listeners the process would crash. The query under way fails on its own, and the
  // pool replaces the dead client.
  const connectionLost = (error: Error): void => console.warn(`[provider] database connection lost: ${error.message}`);
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePostgres({ client: pool, schema });
  const close = (): Promise<void> => pool.end();
  try {
    await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'postgres', location: `PostgreSQL at ${describePostgresUrl(databaseUrl)}`, listen: listenOnPostgres(databaseUrl), close };
}

function describePostgresUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
