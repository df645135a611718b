import { createProviderApp, type ProviderApp } from './app';
import { openDatabase, type ProviderDatabase } from './db/client';
import { demoMailboxOpen, type ProviderEnv } from './env';
import { createMailer } from './mail/mailer';
import { createMailTransport } from './mail/mail-transport';
import { seedDemoData } from './seed/seed';
import { seedCatalog } from './seed/catalog-seed';
import { publishCatalogPictures, withCatalogPictures } from './catalog/catalog-pictures-storage';
import { absoluteOrigin } from '../contract/storage-location';
import { hashCatalogCovers } from './catalog/cover-hashes';
import { openObjectStorage } from './storage/open-storage';
import { privateLinks, withPrivateLinks } from './storage/private-files';
import { systemClock } from './clock';
import { createShopperEventHub } from './live/shopper-event-hub';
import { tenantRowCacheFor } from './tenancy/tenant-row-cache';
import { startScheduledWork } from './fulfilment/scheduler';
import { startUploadSweeper } from './uploads/upload-retention';
import { movePhotosToPrivateKeys } from './fulfilment/private-photo-keys';

export interface RunningProvider {
  app: ProviderApp;
  database: ProviderDatabase;
  /** Settles when image search covers the whole catalog (every cover described), or hashing stopped. */
  coversHashed: Promise<void>;
  close: () => Promise<void>;
}

/** Opens and migrates the database, seeds the demo data on first start and builds the app. */
export async function startProvider(env: ProviderEnv, { draining }: { draining?: () => boolean } = {}): Promise<RunningProvider> {
  const database = await openDatabase(env);
  console.log(`[provider] database: ${database.location}`);
  try {
    const storage = withPrivateLinks(withCatalogPictures(openObjectStorage(env), database.db), privateLinks(env), systemClock);
    await seedDemoData(database.db, storage, undefined, { demoAccounts: env.DEMO });
    await seedCatalog(database.db, env.CATALOG_SIZE, (line) => console.log(`[provider] ${line}`));
    await movePhotosToPrivateKeys(database.db, storage, (line) => console.log(`[provider] ${line}`));
    if (absoluteOrigin(env.PUBLIC_STORAGE_URL)) {
      // Served from a CDN or the bucket, pictures cannot be drawn on their first request.
      publishCatalogPictures(database.db, storage, (line) => console.log(`[provider] ${line}`))
        .catch((error: unknown) => console.warn('[provider] publishing catalog pictures stopped:', error));
    }
    // In the background: image search covers the whole catalog once "catalog images hashed" is logged.
    const coversHashed = hashCatalogCovers(database.db, (line) => console.log(`[provider] ${line}`))
      .catch((error: unknown) => console.warn('[provider] catalog image hashing stopped:', error));
    const stopSweeper = startUploadSweeper(database.db, storage, env.UPLOAD_RETENTION_HOURS, {
      clock: systemClock, log: (line) => console.log(`[provider] ${line}`),
    });
    const mailer = createMailer(createMailTransport(env));
    const events = createShopperEventHub(database.listen);
    const tenantRows = tenantRowCacheFor(database);
    const app = createProviderApp({ db: database.db, storage, env, mailer, events, tenantRows, ...(draining && { draining }) });
    const stopScheduledWork = startScheduledWork({ db: database.db, storage, mailer }, env, systemClock);
    if (demoMailboxOpen(env)) {
      console.warn('[provider] demo mailbox on: anyone can read every mail (and its codes) at /api/dev/mailbox. ' +
        'Set SMTP_URL or DEMO=0 on a public site.');
    }
    const close = async (): Promise<void> => {
      stopSweeper();
      await stopScheduledWork();
      await mailer.drain();
      await events.close();
      await tenantRows?.close();
      await database.close();
    };
    return { app, database, coversHashed, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
