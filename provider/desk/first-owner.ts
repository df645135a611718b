import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenants } from '../db/schema';
import type { ProviderEnv } from '../env';
import { siteLabelOf } from '../tenancy/site-label';
import { invitationLink } from './desk-links';
import { createInvitation } from './invitations';

/**
 * `npm run desk:owner`: an OWNER invitation for a tenant's desk, made outside the desk (no
 * operator exists yet, or none can sign in), with its audit row naming no operator. Answers
 * the one-time set-up link; nothing is mailed.
 */
export async function inviteOwner(
  db: Database, env: Pick<ProviderEnv, 'PUBLIC_URL' | 'SITE_DOMAIN' | 'PORT'>, { tenantId, email }: { tenantId: string; email: string }, now: Date,
): Promise<string> {
  const [tenant] = await db.select({ id: tenants.id, host: tenants.host }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!tenant) throw new Error(`There is no tenant "${tenantId}".`);
  const actor = { tenantId, operatorId: null, role: null, clientAddress: null };
  const { token } = await createInvitation(db, actor, { email, role: 'OWNER' }, now);
  return invitationLink(env, siteLabelOf(tenant), token);
}
