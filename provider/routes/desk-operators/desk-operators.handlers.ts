import { deskActor } from '../../desk/audit';
import { invitationLink } from '../../desk/desk-links';
import { createInvitation } from '../../desk/invitations';
import { listOperators, updateOperator } from '../../desk/operators';
import type { AppRouteHandler } from '../../http/app-bindings';
import { invitationMail } from '../../mail/invitation-mail';
import { siteLabelOf } from '../../tenancy/site-label';
import type { inviteOperatorRoute, listOperatorsRoute, updateOperatorRoute } from './desk-operators.routes';

export const list: AppRouteHandler<typeof listOperatorsRoute> = async (c) =>
  c.json(await listOperators(c.var.db, c.var.tenant.id, c.req.valid('query')), 200);

/** The link goes by mail only: the inviting owner never holds the new operator's credentials. */
export const invite: AppRouteHandler<typeof inviteOperatorRoute> = async (c) => {
  const { tenant, db, env } = c.var;
  const { invitation, token } = await createInvitation(db, deskActor(c), c.req.valid('json'), c.var.clock());
  const link = invitationLink(env, siteLabelOf(tenant), token);
  await c.var.mailer.send(db, { tenantId: tenant.id, ...invitationMail({ site: tenant.name, to: invitation.email, role: invitation.role, link }) });
  return c.json(invitation, 201);
};

export const update: AppRouteHandler<typeof updateOperatorRoute> = async (c) =>
  c.json(await updateOperator(c.var.db, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);
