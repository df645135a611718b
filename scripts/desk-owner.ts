// `npm run desk:owner -- --tenant <id> --email <e-mail>`: prints a one-time link that sets up an
// OWNER of the tenant's desk, on the database `npm start` and `npm run provider` use (DATA_DIR
// or DATABASE_URL). On a new database it first lays out the sites as the first start would
// (tenants, warehouses, lines, articles), so an agent can run it before the first `npm start`.
// With PGlite the server must be stopped first: one process owns the data.
import { parseArgs } from 'node:util';
import { Email } from '../contract/user';
import { TenantId } from '../contract/tenant';
import { DataDirLockedError } from '../provider/db/data-dir-lock';
import { openDatabase } from '../provider/db/client';
import { inviteOwner } from '../provider/desk/first-owner';
import { loadProcessEnv } from '../provider/env';
import { seedDemoData } from '../provider/seed/seed';
import { openObjectStorage } from '../provider/storage/open-storage';

const USAGE = 'Usage: npm run desk:owner -- --tenant <tenant id> --email <e-mail address>';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { tenant: { type: 'string' }, email: { type: 'string' } } });
  const tenantId = TenantId.safeParse(values.tenant);
  const email = Email.safeParse(values.email);
  if (!tenantId.success || !email.success) throw new Error(`${!tenantId.success ? 'A tenant id' : 'An e-mail address'} is needed.\n${USAGE}`);
  const env = loadProcessEnv();
  let database;
  try {
    database = await openDatabase(env);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(`The server is running on this PGlite data (${env.DATA_DIR}): stop it, run this again, then start it. ${error.message}`);
  }
  try {
    // Progress goes to stderr: stdout holds the link alone.
    await seedDemoData(database.db, openObjectStorage(env), (line) => console.error(`[desk:owner] ${line}`), { demoAccounts: env.DEMO });
    const link = await inviteOwner(database.db, env, { tenantId: tenantId.data, email: email.data }, new Date());
    console.log(`One-time set-up link for ${email.data}, OWNER of the "${tenantId.data}" desk (valid 7 days, works once):\n\n  ${link}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[desk:owner] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
