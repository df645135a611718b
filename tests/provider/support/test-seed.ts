import type { Database } from '../../../provider/db/client';
import { hashCatalogCovers } from '../../../provider/catalog/cover-hashes';
import { seedCatalog } from '../../../provider/seed/catalog-seed';
import { seedDemoData } from '../../../provider/seed/seed';
import type { ObjectStorage } from '../../../provider/storage/object-storage';

/** Products seeded for tests: every platform, several pages, and quick to seed and hash. */
export const TEST_CATALOG_SIZE = 300;

/**
 * What a start does to a database, quietly: the demo data, the catalog and its cover hashes.
 * On a database copied from the seeded snapshot only the demo artwork is written (to this
 * storage): the rest is found done, as on the restart of a seeded provider.
 */
export async function seedTestDatabase(db: Database, storage: ObjectStorage, catalogSize: number): Promise<void> {
  await seedDemoData(db, storage, () => {});
  await seedCatalog(db, catalogSize, () => {});
  await hashCatalogCovers(db, () => {});
}
