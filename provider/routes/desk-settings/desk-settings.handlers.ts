import { deskActor } from '../../desk/audit';
import { updateLogo } from '../../desk/settings/logo';
import { settingsView } from '../../desk/settings/settings-view';
import { updateIdentity, updateLinks } from '../../desk/settings/settings-writes';
import type { AppRouteHandler } from '../../http/app-bindings';
import { uploadTokenFor } from '../uploads/uploads.handlers';
import type {
  getSettingsRoute, logoUploadTokenRoute, updateIdentityRoute, updateLinksRoute, updateLogoRoute,
} from './desk-settings.routes';

export const get: AppRouteHandler<typeof getSettingsRoute> = (c) => c.json(settingsView(c.var.tenant), 200);

export const identity: AppRouteHandler<typeof updateIdentityRoute> = async (c) =>
  c.json(await updateIdentity(c.var.db, deskActor(c), c.req.valid('json'), c.var.clock()), 200);

export const links: AppRouteHandler<typeof updateLinksRoute> = async (c) =>
  c.json(await updateLinks(c.var.db, deskActor(c), c.req.valid('json'), c.var.clock()), 200);

export const logo: AppRouteHandler<typeof updateLogoRoute> = async (c) =>
  c.json(await updateLogo(c.var, deskActor(c), c.req.valid('json').key, c.var.clock()), 200);

export const uploadToken: AppRouteHandler<typeof logoUploadTokenRoute> = async (c) =>
  c.json(await uploadTokenFor(c, c.req.valid('query').ext, c.var.clock()), 200);
