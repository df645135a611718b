import { checkPassword } from '../../auth/password-check';
import { revokeSession } from '../../auth/sessions';
import type { AppRouteHandler } from '../../http/app-bindings';
import { ProblemError } from '../../http/problem';
import { startSession } from '../../users/profile';
import { findUserByEmail } from '../../users/users';
import type { loginRoute, logoutRoute } from './user-session.routes';

export const login: AppRouteHandler<typeof loginRoute> = async (c) => {
  const { email, password } = c.req.valid('json');
  const user = await checkPassword(c, email, await findUserByEmail(c.var.db, c.var.tenant.id, email), password);
  if (!user) throw new ProblemError({ status: 401, code: 'INVALID_CREDENTIALS', detail: 'The e-mail address or the password is not right.' });
  return c.json(await startSession(c.var.db, user, c.var.clock()), 200);
};

export const logout: AppRouteHandler<typeof logoutRoute> = async (c) => {
  await revokeSession(c.var.db, c.var.tenant.id, c.var.sessionId, c.var.clock());
  return c.body(null, 204);
};
