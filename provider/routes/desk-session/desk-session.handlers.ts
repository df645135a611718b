import { deskActor } from '../../desk/audit';
import { logInOperator, logOutOperator } from '../../desk/desk-login';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { deskLoginRoute, deskLogoutRoute } from './desk-session.routes';

export const login: AppRouteHandler<typeof deskLoginRoute> = async (c) => c.json(await logInOperator(c, c.req.valid('json')), 200);

export const logout: AppRouteHandler<typeof deskLogoutRoute> = async (c) => {
  await logOutOperator(c, deskActor(c));
  return c.body(null, 204);
};
