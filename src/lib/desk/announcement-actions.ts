import type { AnnouncementInput, AnnouncementUpdate } from '../../../contract/desk-announcements';
import { browserApi } from '../api/browser';

/*
 * The content desk's announcement actions in the browser (docs/product.md, "Content desk"): the
 * `/api/desk` forwarder sends the operator cookie's token; the page is then loaded again.
 */

export const addAnnouncement = (input: AnnouncementInput) => browserApi().addAnnouncement(input);

export const updateAnnouncement = (id: number, input: AnnouncementUpdate) => browserApi().updateAnnouncement(id, input);

export const removeAnnouncement = async (id: number): Promise<void> => {
  await browserApi().removeAnnouncement(id);
};
