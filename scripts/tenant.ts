// `npm run tenant -- create --id <id> --host <sub-domain> --name <name> --language <lng> --currency <code>
// --rate <units per CNY> --owner <e-mail>`: adds a working tenant by data alone (docs/operations.md,
// "Adding a tenant") on the database `npm start` and `npm run provider` use (DATA_DIR or DATABASE_URL),
// and prints its owner's one-time desk set-up link. Bad arguments: exit 2, nothing written; an id
// or host already taken: exit 1, nothing written. With PGlite the server must be stopped first.
import { DataDirLockedError } from '../provider/db/data-dir-lock';
import { openDatabase } from '../provider/db/client';
import { loadProcessEnv } from '../provider/env';
import { seedDemoData } from '../provider/seed/seed';
import { openObjectStorage } from '../provider/storage/open-storage';
import { createTenant } from '../provider/tenancy/create-tenant';
import { parseCreateTenantArgs } from '../provider/tenancy/new-tenant';

async function main(): Promise<void> {
  const parsed = parseCreateTenantArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`[tenant] ${parsed.message}`);
    process.exitCode = 2;
    return;
  }
  const { tenant } = parsed;
  const env = loadProcessEnv();
  let database;
  try {
    database = await openDatabase(env);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(`The server is running on this PGlite data (${env.DATA_DIR}): stop it, run this again, then start it. ${error.message}`);
  }
  try {
    const storage = openObjectStorage(env);
    // A new database is laid out as the first start would (reference data); progress goes to stderr, stdout holds the link alone.
    await seedDemoData(database.db, storage, (line) => console.error(`[tenant] ${line}`), { demoAccounts: env.DEMO });
    const { link } = await createTenant(database.db, storage, env, tenant, new Date());
    console.log(`Tenant "${tenant.id}" (${tenant.name}) is served at the sub-domain "${tenant.host}".`);
    console.log(`Its China warehouse waits for an address, and transit for shipping lines: both on the desk.`);
    console.log(`One-time set-up link for ${tenant.ownerEmail}, OWNER of its desk (valid 7 days, works once):\n\n  ${link}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[tenant] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
