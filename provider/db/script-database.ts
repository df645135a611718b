import { DataDirLockedError } from './data-dir-lock';
import { openDatabase, type ProviderDatabase } from './client';
import type { ProviderEnv } from '../env';
import { seedDemoData } from '../seed/seed';
import { openObjectStorage } from '../storage/open-storage';
import type { ObjectStorage } from '../storage/object-storage';

/**
 * The database and storage a command-line script (`npm run desk:owner`, `npm run tenant`) works
 * on: the ones `npm start` uses, laid out as a first start would on a new database (progress on
 * stderr, so stdout holds the script's answer alone). With PGlite the server must be stopped.
 */
export async function openScriptDatabase(
  env: ProviderEnv, script: string,
): Promise<{ database: ProviderDatabase; storage: ObjectStorage }> {
  let database: ProviderDatabase;
  try {
    database = await openDatabase(env);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(`The server is running on this PGlite data (${env.DATA_DIR}): stop it, run this again, then start it. ${error.message}`);
  }
  const storage = openObjectStorage(env);
  try {
    await seedDemoData(database.db, storage, (line) => console.error(`[${script}] ${line}`), { demoAccounts: env.DEMO });
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, storage };
}
