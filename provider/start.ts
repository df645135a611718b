import { createProviderApp, type ProviderApp } from './app';
import { openDatabase, type ProviderDatabase } from './db/client';
import type { ProviderEnv } from './env';
import { seedDemoData } from './seed/seed';
import { createLocalDirectoryStorage } from './storage/local-directory-storage';

export interface RunningProvider {
  app: ProviderApp;
  database: ProviderDatabase;
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo data on first start and builds the app. */
export async function startProvider(env: ProviderEnv): Promise<RunningProvider> {
  const database = await openDatabase(env);
  console.log(`[provider] database: ${database.location}`);
  try {
    const storage = createLocalDirectoryStorage(env.STORAGE_DIR, env.PUBLIC_STORAGE_URL);
    await seedDemoData(database.db, storage);
    const app = createProviderApp({ db: database.db, storage, env });
    return { app, database, close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}
