import { z } from 'zod';
import { MultilineText, Text } from './bounds';
import { LanguageCode } from './language';
import { PageQuery } from './paging';
import { listOf } from './problem';

/*
 * The home page's announcements on the content desk (docs/product.md, "Content desk"): each in
 * one language, with a start and an optional end; the storefront shows those started and not
 * yet ended.
 */

export const ANNOUNCEMENT_TITLE_MAX = 200;
/** The body's HTML as the editor sends it (sanitised before it is kept). */
export const ANNOUNCEMENT_HTML_MAX = 20_000;

/** An instant as ISO 8601 with its offset (`2026-03-02T09:00:00Z`, `…+07:00`); kept as UTC. */
const Instant = z.iso.datetime({ offset: true });

/** Where an announcement stands now: not yet started, on the home page, or past its end. */
export const ANNOUNCEMENT_STATES = ['scheduled', 'showing', 'ended'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const AnnouncementUpdate = z.object({
  title: Text(ANNOUNCEMENT_TITLE_MAX, 1),
  html: MultilineText(ANNOUNCEMENT_HTML_MAX, 1),
  startsAt: Instant,
  /** Null shows it until it is removed; else after `startsAt`. */
  endsAt: Instant.nullable(),
});
export type AnnouncementUpdate = z.infer<typeof AnnouncementUpdate>;

/** A new announcement: without `startsAt` it starts now, without `endsAt` it has no end. */
export const AnnouncementInput = AnnouncementUpdate.extend({
  language: LanguageCode,
  startsAt: Instant.optional(),
  endsAt: Instant.nullable().optional(),
});
export type AnnouncementInput = z.infer<typeof AnnouncementInput>;

export const DeskAnnouncement = z.object({
  id: z.number().int(),
  language: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  html: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
});
export type DeskAnnouncement = z.infer<typeof DeskAnnouncement>;

export const DeskAnnouncementList = listOf(DeskAnnouncement);
export type DeskAnnouncementList = z.infer<typeof DeskAnnouncementList>;

export const AnnouncementListQuery = PageQuery.extend({ language: LanguageCode });
export type AnnouncementListQuery = z.infer<typeof AnnouncementListQuery>;
