import fs from 'node:fs';
import { inject } from 'vitest';
import type { OpenOptions } from '../../../provider/db/client';
import { createScratchDatabase } from './scratch-postgres';

/**
 * The run's databases to copy from (snapshot-setup.ts): paths of PGlite data directory
 * tarballs, or names of PostgreSQL template databases.
 */
export interface DatabaseSnapshots {
  kind: 'pglite' | 'postgres';
  /** Migrated, nothing else. */
  migrated: string;
  /** Migrated and seeded as `createTestProvider` seeds by default (TEST_CATALOG_SIZE products, default PUBLIC_STORAGE_URL). */
  seeded: string;
}

export type SnapshotName = Exclude<keyof DatabaseSnapshots, 'kind'>;

/** The run's snapshots, when this project's global setup made them. */
const snapshots = (): DatabaseSnapshots | undefined => inject('databaseSnapshots');

/** A PGlite snapshot for `openDatabase`'s options (none without the global setup: a fresh database then). */
export async function pgliteSnapshot(name: SnapshotName): Promise<OpenOptions> {
  const made = snapshots();
  return made?.kind === 'pglite' ? { snapshot: await fs.openAsBlob(made[name]) } : {};
}

/** A test file's own database: how to open it, and how to get rid of it. */
export interface DatabaseCopy {
  /** A scratch PostgreSQL database on TEST_DATABASE_URL's server, else undefined (PGlite). */
  url: string | undefined;
  options: OpenOptions;
  drop(): Promise<void>;
}

/**
 * A copy of a snapshot for one test file: a scratch database made from its template when
 * TEST_DATABASE_URL is set, else PGlite's tarball to open in memory.
 */
export async function databaseCopy(name: SnapshotName): Promise<DatabaseCopy> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) return { url: undefined, options: await pgliteSnapshot(name), drop: async () => {} };
  const made = snapshots();
  const scratch = await createScratchDatabase(serverUrl, made?.kind === 'postgres' ? made[name] : undefined);
  return { url: scratch.url, options: {}, drop: () => scratch.drop() };
}
