// `npm run desk:owner -- --tenant <id> --email <e-mail>`: prints a one-time link that sets up an
// OWNER of the tenant's desk, on the database `npm start` and `npm run provider` use (DATA_DIR
// or DATABASE_URL). On a new database it first lays out the sites as the first start would
// (tenants, warehouses, lines, articles), so an agent can run it before the first `npm start`.
// With PGlite the server must be stopped first: one process owns the data.
import { parseArgs } from 'node:util';
import { Email } from '../contract/user';
import { TenantId } from '../contract/tenant';
import { openScriptDatabase } from '../provider/db/script-database';
import { inviteOwner } from '../provider/desk/first-owner';
import { loadProcessEnv } from '../provider/env';

const USAGE = 'Usage: npm run desk:owner -- --tenant <tenant id> --email <e-mail address>';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { tenant: { type: 'string' }, email: { type: 'string' } } });
  const tenantId = TenantId.safeParse(values.tenant);
  const email = Email.safeParse(values.email);
  if (!tenantId.success || !email.success) throw new Error(`${!tenantId.success ? 'A tenant id' : 'An e-mail address'} is needed.\n${USAGE}`);
  const env = loadProcessEnv();
  const { database } = await openScriptDatabase(env, 'desk:owner');
  try {
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
