import type { KyInstance } from 'ky';
import {
  DeskAnnouncement, DeskAnnouncementList, type AnnouncementInput, type AnnouncementUpdate,
} from '../../../../contract/desk-announcements';
import { parsed } from './query';

const PATH = 'desk/content/announcements';

/** The content desk's announcement calls (docs/product.md, "Desk calls"). */
export const deskAnnouncementCalls = (http: KyInstance) => ({
  listDeskAnnouncements: (language: string, pageNo = 1) =>
    parsed(http.get(PATH, { searchParams: { language, pageNo } }), DeskAnnouncementList),
  addAnnouncement: (body: AnnouncementInput) => parsed(http.post(PATH, { json: body }), DeskAnnouncement),
  updateAnnouncement: (id: number, body: AnnouncementUpdate) => parsed(http.put(`${PATH}/${id}`, { json: body }), DeskAnnouncement),
  removeAnnouncement: (id: number) => http.delete(`${PATH}/${id}`),
});
