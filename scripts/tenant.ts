// `npm run tenant -- create --id <id> --host <sub-domain> --name <name> --language <lng> --currency <code>
// --rate <units per CNY> --owner <e-mail>`: adds a working tenant by data alone (docs/operations.md,
// "Adding a tenant") on the database `npm start` and `npm run provider` use (DATA_DIR or DATABASE_URL),
// and prints its owner's one-time desk set-up link. Bad arguments: exit 2, nothing written; an id
// or host already taken: exit 1, nothing written. With PGlite the server must be stopped first.
import { openScriptDatabase } from '../provider/db/script-database';
import { loadProcessEnv } from '../provider/env';
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
  const { database, storage } = await openScriptDatabase(env, 'tenant');
  try {
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
