import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DatabaseSnapshots } from './database-snapshots';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

/**
 * Migrates and seeds once what every test file would otherwise migrate and seed itself (most
 * of a file's time on a small machine, PGlite's initdb above all): a migrated and a seeded
 * database, which the files copy theirs from (database-snapshots.ts). On PostgreSQL
 * (TEST_DATABASE_URL) they are template databases of this run; PGlite's are data directory
 * tarballs kept between runs while their sources stay the same. The provider's modules are
 * loaded only to build them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    project.provide('databaseSnapshots', await pgliteSnapshots());
    return async () => {};
  }
  const { buildPostgresTemplates } = await import('./snapshot-build');
  const { migrated, seeded } = await buildPostgresTemplates(serverUrl);
  project.provide('databaseSnapshots', { kind: 'postgres', migrated: migrated.name, seeded: seeded.name });
  return async () => {
    await Promise.all([migrated.drop(), seeded.drop()]);
  };
}

/** What the PGlite snapshots are made of: a change to any of these makes new ones. */
const SNAPSHOT_SOURCES = [
  'provider', 'contract', 'package-lock.json',
  'tests/provider/support/test-seed.ts', 'tests/provider/support/snapshot-build.ts', 'tests/provider/support/snapshot-setup.ts',
];
/** Another source state's snapshots of this checkout are removed once unused this long (a run is far shorter). */
const UNUSED_FOR_MS = 60 * 60_000;

async function sourcesKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SNAPSHOT_SOURCES) {
    const files = (await fs.stat(source)).isDirectory()
      ? (await fs.readdir(source, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort()
      : [source];
    for (const file of files) hash.update(`${file}\0`).update(await fs.readFile(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The tarballs for the current sources, made now unless an earlier run of this checkout made
 * them (in a temporary directory renamed into place, so a run never reads half of one).
 */
async function pgliteSnapshots(): Promise<DatabaseSnapshots> {
  const checkoutDir = path.join(os.tmpdir(), 'provider-test-snapshots', createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12));
  const dir = path.join(checkoutDir, await sourcesKey());
  const inDir = (parent: string) => ({ migrated: path.join(parent, 'migrated.tar'), seeded: path.join(parent, 'seeded.tar') });
  if (existsSync(dir)) {
    const now = new Date();
    await fs.utimes(dir, now, now);
  } else {
    const building = `${dir}.${process.pid}`;
    await fs.mkdir(building, { recursive: true });
    const { buildPgliteSnapshots } = await import('./snapshot-build');
    await buildPgliteSnapshots(inDir(building));
    // Another run may have made them meanwhile.
    await fs.rename(building, dir).catch(() => fs.rm(building, { recursive: true, force: true }));
    for (const entry of await fs.readdir(checkoutDir)) {
      const other = path.join(checkoutDir, entry);
      if (other !== dir && Date.now() - (await fs.stat(other)).mtimeMs > UNUSED_FOR_MS) await fs.rm(other, { recursive: true, force: true });
    }
  }
  return { kind: 'pglite', ...inDir(dir) };
}
