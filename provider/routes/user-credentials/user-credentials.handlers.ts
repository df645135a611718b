import { invalidCode, requireEmailCode, useEmailCode } from '../../auth/email-code-check';
import { confirmPassword } from '../../auth/password-check';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { isUniqueViolation } from '../../db/errors';
import type { AppRouteHandler } from '../../http/app-bindings';
import { startSession, toProfile } from '../../users/profile';
import { emailTaken, findUserByEmail, requireFreeEmail, updateUser } from '../../users/users';
import type { changeEmailRoute, changePasswordRoute, forgetPasswordRoute } from './user-credentials.routes';

export const changeEmail: AppRouteHandler<typeof changeEmailRoute> = async (c) => {
  const { loginPassword, email, verificationCode } = c.req.valid('json');
  const { db, tenant, user, clock } = c.var;
  const now = clock();
  await confirmPassword(c, loginPassword);
  await requireFreeEmail(db, tenant.id, email);
  const codeId = await requireEmailCode(c, email, 'CHANGE_EMAIL', verificationCode);
  try {
    const updated = await db.transaction(async (tx) => {
      await useEmailCode(tx, tenant.id, codeId, now);
      await revokeUserSessions(tx, user, now, c.var.sessionId);
      return updateUser(tx, user, { email });
    });
    return c.json(await toProfile(db, updated), 200);
  } catch (error) {
    if (isUniqueViolation(error, 'users_tenant_email')) throw emailTaken();
    throw error;
  }
};

export const changePassword: AppRouteHandler<typeof changePasswordRoute> = async (c) => {
  const { oldPassword, newPassword } = c.req.valid('json');
  const { db, user, clock } = c.var;
  await confirmPassword(c, oldPassword);
  const passwordHash = await hashPassword(newPassword);
  const now = clock();
  const session = await db.transaction(async (tx) => {
    await revokeUserSessions(tx, user, now);
    return startSession(tx, await updateUser(tx, user, { passwordHash }), now);
  });
  return c.json(session, 200);
};

export const forgetPassword: AppRouteHandler<typeof forgetPasswordRoute> = async (c) => {
  const { email, verificationCode, newPassword } = c.req.valid('json');
  const { db, tenant, clock } = c.var;
  const now = clock();
  // Codes are mailed only to existing accounts, so a valid code means the account exists.
  const codeId = await requireEmailCode(c, email, 'RESET_PASSWORD', verificationCode);
  const user = await findUserByEmail(db, tenant.id, email);
  if (!user) throw invalidCode();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await useEmailCode(tx, tenant.id, codeId, now);
    await updateUser(tx, user, { passwordHash });
    await revokeUserSessions(tx, user, now);
  });
  return c.body(null, 204);
};
