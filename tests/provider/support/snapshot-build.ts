import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withCatalogPictures } from '../../../provider/catalog/catalog-pictures-storage';
import { openDatabase, type ProviderDatabase } from '../../../provider/db/client';
import { IN_MEMORY_DATA_DIR, loadEnv } from '../../../provider/env';
import { openObjectStorage } from '../../../provider/storage/open-storage';
import { createScratchDatabase, type ScratchDatabase } from './scratch-postgres';
import { seedTestDatabase, TEST_CATALOG_SIZE } from './test-seed';

/** The demo artwork goes to a storage thrown away: each test file stores its own (seedTestDatabase). */
async function seed(database: ProviderDatabase): Promise<void> {
  const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'provider-test-snapshot-storage-'));
  try {
    const storage = withCatalogPictures(openObjectStorage(loadEnv({ DATA_DIR: IN_MEMORY_DATA_DIR, STORAGE_DIR: storageDir })), database.db);
    await seedTestDatabase(database.db, storage, TEST_CATALOG_SIZE);
  } finally {
    await fs.rm(storageDir, { recursive: true, force: true });
  }
}

/** Writes PGlite's migrated and seeded data directories as tarballs to these two files. */
export async function buildPgliteSnapshots(files: { migrated: string; seeded: string }): Promise<void> {
  const database = await openDatabase({ DATA_DIR: IN_MEMORY_DATA_DIR });
  try {
    const dump = async (file: string) => fs.writeFile(file, new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer()));
    await dump(files.migrated);
    await seed(database);
    await dump(files.seeded);
  } finally {
    await database.close();
  }
}

/** A migrated and a seeded database on the server of TEST_DATABASE_URL, for CREATE DATABASE … TEMPLATE. */
export async function buildPostgresTemplates(serverUrl: string): Promise<{ migrated: ScratchDatabase; seeded: ScratchDatabase }> {
  const migrated = await createScratchDatabase(serverUrl);
  await (await openDatabase({ DATA_DIR: IN_MEMORY_DATA_DIR, DATABASE_URL: migrated.url })).close();
  const seeded = await createScratchDatabase(serverUrl, migrated.name);
  const database = await openDatabase({ DATA_DIR: IN_MEMORY_DATA_DIR, DATABASE_URL: seeded.url });
  await seed(database).finally(() => database.close());
  return { migrated, seeded };
}
