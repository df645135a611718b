import { and, desc, eq } from 'drizzle-orm';
import type { OperatorRole } from '../../../contract/desk';
import { hashPassword } from '../../../provider/auth/passwords';
import { deskAudit, operators } from '../../../provider/db/schema';
import { inviteOwner } from '../../../provider/desk/first-owner';
import { STEP_SECONDS, totpCodeAt } from '../../../provider/desk/totp';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../../provider/seed/demo-operators';
import { lastMailTo } from './shoppers';
import { expectJson, type TestProvider } from './test-provider';

/** The demo owner the seed creates on every demo tenant's desk. */
export const DEMO_OWNER = { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD } as const;

/** The demo owner on a tenant of an unseeded provider (the seed makes them on a demo start). */
export async function insertDemoOwner(provider: TestProvider, tenant: string): Promise<void> {
  await provider.db.insert(operators).values({
    tenantId: tenant, email: DEMO_OWNER.email, name: 'Demo Owner', role: 'OWNER', passwordHash: await hashPassword(DEMO_OWNER.password), createdAt: provider.clock.now(),
  });
}

export const deskLogIn = (
  provider: TestProvider, email: string, password: string, tenant = 'default', secondFactor: { totpCode?: string; recoveryCode?: string } = {},
) => expectJson(provider.api({ tenant }).desk.session.$post({ json: { email, password, ...secondFactor } }), 200);

/** The authenticator's code for `secret` at the test clock's time, `steps` steps later. */
export const totpCode = (provider: TestProvider, secret: string, steps = 0) =>
  totpCodeAt(secret, new Date(provider.clock.now().getTime() + steps * STEP_SECONDS * 1000));

/** The one-time token of the newest invitation mailed to `email`. */
export async function invitationToken(provider: TestProvider, email: string, tenant = 'default'): Promise<string> {
  const token = /\/desk\/invitation\/([A-Za-z0-9_-]{43})/.exec((await lastMailTo(provider, email, tenant)).text)?.[1];
  if (!token) throw new Error(`No invitation link in the mail to ${email}`);
  return token;
}

export const OPERATOR_PASSWORD = 'Warehouse-2026';

/** A new operator with `role`, invited by the owner and signed in through their invitation. */
export async function newOperator(provider: TestProvider, ownerToken: string, email: string, role: OperatorRole, tenant = 'default') {
  await expectJson(provider.api({ tenant, token: ownerToken }).desk.operators.$post({ json: { email, role } }), 201);
  const token = await invitationToken(provider, email, tenant);
  return expectJson(provider.api({ tenant }).desk.invitations[':token'].accept.$post({
    param: { token }, json: { name: `${role} operator`, password: OPERATOR_PASSWORD },
  }), 200);
}

/** The tenant's audit rows, newest first. */
export const auditRows = (provider: TestProvider, tenant = 'default') =>
  provider.db.select().from(deskAudit).where(eq(deskAudit.tenantId, tenant)).orderBy(desc(deskAudit.id));

/** The newest audit row of an action. */
export async function lastAudit(provider: TestProvider, action: string, tenant = 'default') {
  const [row] = await provider.db.select().from(deskAudit)
    .where(and(eq(deskAudit.tenantId, tenant), eq(deskAudit.action, action))).orderBy(desc(deskAudit.id)).limit(1);
  if (!row) throw new Error(`No audit row ${action} on ${tenant}`);
  return row;
}

/** The first owner of a tenant, as `npm run desk:owner` makes them (named First Owner), signed in: their token. */
export async function firstOwner(provider: TestProvider, tenant: string): Promise<string> {
  const link = await inviteOwner(provider.db, provider.env, { tenantId: tenant, email: `owner@${tenant}.example` }, provider.clock.now());
  const token = /\/desk\/invitation\/([A-Za-z0-9_-]{43})/.exec(link)?.[1] ?? '';
  const session = await expectJson(provider.api({ tenant }).desk.invitations[':token'].accept.$post({
    param: { token }, json: { name: 'First Owner', password: OPERATOR_PASSWORD },
  }), 200);
  return session.token;
}

/** Enrols a second factor for the operator of `token` on the default tenant. */
export async function addSecondFactor(provider: TestProvider, token: string): Promise<void> {
  const api = provider.api({ tenant: 'default', token });
  const { secret } = await expectJson(api.desk.me.totp.$post(), 200);
  await expectJson(api.desk.me.totp.confirm.$post({ json: { code: totpCode(provider, secret) } }), 200);
}
