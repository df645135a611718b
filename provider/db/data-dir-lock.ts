import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt
 * it. So exactly one provider process owns DATA_DIR: it holds DATA_DIR/provider.lock, created
 * with the exclusive `wx` flag and holding its pid. A lock left by a dead process is taken over.
 */
export const LOCK_FILE_NAME = 'provider.lock';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export interface DataDirLock {
  /** Removes the lock file if this process still owns it; safe to call twice. */
  release(): void;
}

const MAX_ATTEMPTS = 3;
/** An unreadable lock younger than this may be one another process is writing right now. */
const UNREADABLE_LOCK_GRACE_MS = 5_000;

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return holdLock(lockPath);
    } catch (error) {
      if (!isErrnoCode(error, 'EEXIST')) throw error;
    }
    const ownerPid = readPid(lockPath);
    if (ownerPid === null ? isFresh(lockPath) : isProcessAlive(ownerPid)) throw lockedError(dataDir, lockPath, ownerPid);
    takeOverStaleLock(lockPath, ownerPid);
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}: other processes keep competing for it.`);
}

function holdLock(lockPath: string): DataDirLock {
  const release = (): void => {
    process.off('exit', release);
    if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { release };
}

/**
 * Moves the stale lock aside before deleting it, so that when two processes find the same
 * stale lock, the slower one cannot delete the lock the faster one has just created.
 */
function takeOverStaleLock(lockPath: string, stalePid: number | null): void {
  const claimedPath = `${lockPath}.${process.pid}.stale`;
  try {
    fs.renameSync(lockPath, claimedPath);
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return;
    throw error;
  }
  const claimedPid = readPid(claimedPath);
  if (claimedPid !== stalePid && claimedPid !== null && isProcessAlive(claimedPid)) {
    // A faster process took the lock between our read and our rename: give it back.
    fs.renameSync(claimedPath, lockPath);
    return;
  }
  fs.rmSync(claimedPath, { force: true });
}

function lockedError(dataDir: string, lockPath: string, ownerPid: number | null): DataDirLockedError {
  const owner = ownerPid === null
    ? 'Another process'
    : `${ownerPid === process.pid ? 'This process' : 'Another process'} (pid ${ownerPid})`;
  return new DataDirLockedError(
    `${owner} already runs the provider on the PGlite data in ${path.resolve(dataDir)} (lock ${lockPath}). ` +
      'PGlite allows one process per data directory. Stop that process, or let this one use it: ' +
      'set PROVIDER_URL to the running provider, or use PostgreSQL by setting DATABASE_URL. ' +
      `If ${ownerPid === null ? 'no provider runs' : `pid ${ownerPid} is not a provider`}, delete the lock file.`,
  );
}

function isFresh(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < UNREADABLE_LOCK_GRACE_MS;
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return false;
    throw error;
  }
}

/** The pid in a lock file; null when the file is missing or unreadable (a crash mid-write). */
function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return null;
    throw error;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrnoCode(error, 'EPERM');
  }
}

function isErrnoCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
