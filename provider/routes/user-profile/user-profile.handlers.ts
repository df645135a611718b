import type { AppRouteHandler } from '../../http/app-bindings';
import { toProfile } from '../../users/profile';
import { updateUser } from '../../users/users';
import type { getProfileRoute, setLanguageRoute, updateProfileRoute } from './user-profile.routes';

export const getProfile: AppRouteHandler<typeof getProfileRoute> = async (c) =>
  c.json(await toProfile(c.var.db, c.var.user), 200);

export const updateProfile: AppRouteHandler<typeof updateProfileRoute> = async (c) => {
  const { name, phoneNumber, secondEmail } = c.req.valid('json');
  const user = await updateUser(c.var.db, c.var.user, { name, phoneNumber, ...(secondEmail === undefined ? {} : { secondEmail }) });
  return c.json(await toProfile(c.var.db, user), 200);
};

export const setLanguage: AppRouteHandler<typeof setLanguageRoute> = async (c) => {
  const { language } = c.req.valid('query');
  return c.json(await toProfile(c.var.db, await updateUser(c.var.db, c.var.user, { language })), 200);
};
