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
import * as schema from './schema';

/** The one database type route handlers and the seed see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface ProviderDatabase {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for start-up logs (never includes a password). */
  location: string;
  close(): Promise<void>;
}

/**
 * Resolved from the working directory rather than this file, because this module is also
 * bundled into the storefront's server build, where its own location differs.
 */
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'provider/db/migrations');

export const databaseKindFor = (env: Pick<ProviderEnv, 'DATABASE_URL'>): DatabaseKind =>
  env.DATABASE_URL ? 'postgres' : 'pglite';

/** Opens PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR, and applies the migrations. */
export async function openDatabase(env: Pick<ProviderEnv, 'DATABASE_URL' | 'DATA_DIR'>): Promise<ProviderDatabase> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
}

async function openPglite(dataDir: string): Promise<ProviderDatabase> {
  const inMemory = dataDir === IN_MEMORY_DATA_DIR;
  const lock = inMemory ? null : acquireDataDirLock(dataDir);
  const pgliteDir = inMemory ? IN_MEMORY_DATA_DIR : path.join(dataDir, 'pglite');
  let client: PGlite | undefined;
  const close = async (): Promise<void> => {
    await client?.close();
    lock?.release();
  };
  try {
    client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'pglite', location: inMemory ? 'PGlite in memory' : `PGlite in ${path.resolve(pgliteDir)}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<ProviderDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const db = drizzleNodePostgres({ client: pool, schema });
  const close = (): Promise<void> => pool.end();
  try {
    await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'postgres', location: `PostgreSQL at ${describePostgresUrl(databaseUrl)}`, close };
}

function describePostgresUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
