import { deskActor } from '../../desk/audit';
import { createAnnouncement, listAnnouncements, removeAnnouncement, updateAnnouncement } from '../../desk/content/announcements';
import type { AppRouteHandler } from '../../http/app-bindings';
import type {
  createAnnouncementRoute, listAnnouncementsRoute, removeAnnouncementRoute, updateAnnouncementRoute,
} from './desk-announcements.routes';

export const listDeskAnnouncements: AppRouteHandler<typeof listAnnouncementsRoute> = async (c) =>
  c.json(await listAnnouncements(c.var.db, c.var.tenant.id, c.req.valid('query'), c.var.clock()), 200);

export const createDeskAnnouncement: AppRouteHandler<typeof createAnnouncementRoute> = async (c) =>
  c.json(await createAnnouncement(c.var.db, c.var.tenant, deskActor(c), c.req.valid('json'), c.var.clock()), 201);

export const updateDeskAnnouncement: AppRouteHandler<typeof updateAnnouncementRoute> = async (c) =>
  c.json(await updateAnnouncement(c.var.db, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);

export const removeDeskAnnouncement: AppRouteHandler<typeof removeAnnouncementRoute> = async (c) => {
  await removeAnnouncement(c.var.db, deskActor(c), c.req.valid('param').id, c.var.clock());
  return c.body(null, 204);
};
