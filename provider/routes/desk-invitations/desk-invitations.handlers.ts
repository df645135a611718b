import { acceptInvitation } from '../../desk/invitations';
import type { AppRouteHandler } from '../../http/app-bindings';
import { clientAddress } from '../../http/client-address';
import type { acceptInvitationRoute } from './desk-invitations.routes';

export const accept: AppRouteHandler<typeof acceptInvitationRoute> = async (c) => {
  const { token } = c.req.valid('param');
  return c.json(await acceptInvitation(c.var.db, c.var.tenant.id, token, c.req.valid('json'), clientAddress(c), c.var.clock()), 200);
};
