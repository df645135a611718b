import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the server of TEST_DATABASE_URL, so a test file leaves no trace:
 * empty, or a copy of `template` (a database no one is connected to).
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `provider_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdminClient(serverUrl, async (client) => {
      // pg's Pool.end() resolves before its connections have closed: wait for them, so that
      // FORCE does not kill a connection still saying goodbye (an unhandled FATAL in the test).
      for (let wait = 0; wait < 50; wait++) {
        const { rows } = await client.query<{ open: number }>('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }),
  };
}

async function withAdminClient(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
