// The cluster's child processes: each in its own process group (a Ctrl-C in the terminal reaches
// only the launcher, which stops them in order), its output in a log file, and an exit nobody
// asked for reported.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// A graceful shutdown's longest: NOT_READY_GRACE_MS (2 s) + DRAIN_MS (10 s) of
// provider/http/graceful-shutdown.ts, then closing the database; plus a margin. (Not imported:
// a launcher on a Node without type stripping loads this file too.)
const STOP_GRACE_MS = 2_000 + 10_000 + 3_000;

const running = new Set();
const exitCleanups = new Set();
// When the launcher exits without stopping its cluster (a test runner ending a worker), no child
// outlives it and the cleanups (PostgreSQL, which pg_ctl runs apart from us) still happen.
process.on('exit', () => {
  for (const child of running) killGroup(child.pid, 'SIGKILL');
  for (const cleanup of exitCleanups) cleanup();
});

/** Runs the synchronous `cleanup` if the process exits before the returned function is called. */
export function atExit(cleanup) {
  exitCleanups.add(cleanup);
  return () => exitCleanups.delete(cleanup);
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts `command` with its output appended to `logFile`. `onUnexpectedExit(description)` is
 * called when it exits without stop() or kill() having been asked.
 */
export function startProcess({ name, command, args, env, cwd, logFile, onUnexpectedExit }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  running.add(child);
  let expected = false;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      // The group too: a grandchild (a build, a worker) must not linger.
      killGroup(child.pid, 'SIGKILL');
      if (!expected) onUnexpectedExit?.(`${name} (pid ${child.pid}) exited unexpectedly with ${signal ?? `code ${code}`}; see ${logFile}`);
      resolve({ code, signal });
    });
    // A command that could not be started never emits 'exit'.
    child.once('error', (error) => {
      if (child.pid !== undefined) return;
      running.delete(child);
      onUnexpectedExit?.(`${name} could not start: ${error.message}`);
      resolve({ code: null, signal: null });
    });
  });
  return {
    name,
    pid: child.pid,
    logFile,
    exited,
    /** Sends `signal` to the process alone (SIGKILL: a crash), and resolves when it has exited. */
    kill(signal = 'SIGKILL') {
      expected = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    /** SIGTERM, then SIGKILL to the whole group after `graceMs`; resolves when it has exited. */
    async stop(graceMs = STOP_GRACE_MS) {
      expected = true;
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      return exited;
    },
  };
}

/** Resolves once `url` answers 200; rejects after `timeoutMs`, once `exited` settles, or on `signal`'s abort. */
export async function waitReady(url, { timeoutMs, exited, signal }) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  exited?.then(() => (gone = true));
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (gone) throw new Error(`exited before ${url} was ready`);
    if (signal?.aborted) throw new Error('cluster start aborted');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
      await response.body?.cancel();
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s (${last})`);
}

/** The last `count` lines of a log, for an error message (the log itself goes with the directory). */
export function tailOf(logFile, count = 20) {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Rejects naming the first of `ports` that something already listens on, on loopback. */
export async function assertPortsFree(ports) {
  for (const port of ports) {
    await new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', () => reject(new Error(`port ${port} is in use (another cluster? CLUSTER_BASE_PORT moves every port)`)));
      probe.listen(port, '127.0.0.1', () => probe.close(resolve));
    });
  }
}
