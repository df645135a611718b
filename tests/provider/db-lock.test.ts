import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenOptions } from '../../provider/db/client';
import { DataDirLockedError, LOCK_FILE_NAME } from '../../provider/db/data-dir-lock';
import { seedRuns } from '../../provider/db/schema';
import { pgliteSnapshot } from './support/database-snapshots';

// The lock guards PGlite's data directory, so these tests use PGlite on disk whatever the pass.
let dataDir: string;
// A new data directory starts from the run's migrated snapshot; one that holds a database opens as it is.
let options: OpenOptions;
beforeAll(async () => {
  options = await pgliteSnapshot('migrated');
});
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const lockPath = () => path.join(dataDir, LOCK_FILE_NAME);

describe('the DATA_DIR lock', () => {
  it('refuses a second owner with a message naming the pid and the alternatives', async () => {
    const first = await openDatabase({ DATA_DIR: dataDir }, options);
    try {
      expect(fs.readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
      const second = openDatabase({ DATA_DIR: dataDir }, options);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(new RegExp(`pid ${process.pid}.*PROVIDER_URL.*DATABASE_URL`));
      // The refused open left the owner's lock in place.
      expect(fs.readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await first.close();
    }
    expect(fs.existsSync(lockPath())).toBe(false);
  });

  it('takes over a lock left by a process that died, keeping the data', async () => {
    const first = await openDatabase({ DATA_DIR: dataDir }, options);
    await first.db.insert(seedRuns).values({ id: 'written-before-the-crash' });
    await first.close();

    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(lockPath(), `${deadPid}\n`);
    const reopened = await openDatabase({ DATA_DIR: dataDir }, options);
    try {
      expect(fs.readFileSync(lockPath(), 'utf8').trim()).toBe(String(process.pid));
      const runs = await reopened.db.select({ id: seedRuns.id }).from(seedRuns);
      expect(runs).toEqual([{ id: 'written-before-the-crash' }]);
    } finally {
      await reopened.close();
    }
  });

  it('waits out an empty lock another process may be writing, then takes it over', async () => {
    fs.writeFileSync(lockPath(), '');
    await expect(openDatabase({ DATA_DIR: dataDir }, options)).rejects.toBeInstanceOf(DataDirLockedError);

    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath(), longAgo, longAgo);
    const database = await openDatabase({ DATA_DIR: dataDir }, options);
    await database.close();
    expect(fs.existsSync(lockPath())).toBe(false);
  });
});
