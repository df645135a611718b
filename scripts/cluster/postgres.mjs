// A throwaway PostgreSQL server from Debian's packages for the cluster: its own data directory,
// loopback only, trust authentication (nothing but this machine can reach it).
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** The newest PostgreSQL's bin directory, e.g. /usr/lib/postgresql/15/bin. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return join(base, versions.sort((a, b) => Number(a) - Number(b)).at(-1), 'bin');
}

/**
 * PostgreSQL refuses to run as root: as root the server runs as the `postgres` user (Debian's
 * package creates it), which then owns `dir`.
 */
export async function createPostgres({ dir, port, settings = [] }) {
  const bin = postgresBin();
  const data = join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const id = async (flag) => Number((await run('id', [flag, 'postgres'])).stdout);
    chownSync(dir, await id('-u'), await id('-g'));
  }
  const command = (name, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args]);
  const tool = (name, args) => run(...command(name, args));
  const options = [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...settings.map((setting) => `-c ${setting}`)].join(' ');

  await tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = () => tool('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  const stop = (mode) => tool('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  await start();
  await tool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'storefront']);
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/storefront`,
    log: join(dir, 'postgres.log'),
    /** A clean stop (a shutdown checkpoint) and a start: what an operator's restart does. */
    async restart() {
      await stop('fast');
      await start();
    },
    /** Stops at once, without the shutdown checkpoint: the data directory is deleted next. */
    discard: () => stop('immediate'),
    /** discard(), synchronously (for an exit handler); quiet when it is not running. */
    discardNow() {
      try {
        execFileSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
      } catch {
        // Not running.
      }
    },
  };
}
