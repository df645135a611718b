import { createRoute } from '@hono/zod-openapi';
import { IdParam } from '../../../contract/bounds';
import {
  AnnouncementInput, AnnouncementListQuery, AnnouncementUpdate, DeskAnnouncement, DeskAnnouncementList,
} from '../../../contract/desk-announcements';
import { DESK_AREAS } from '../../../contract/desk';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const contentRoute = { tags: ['Desk content'], ...deskRoute(DESK_AREAS.content) };
const BAD = { 400: problem('Malformed request, a language the site does not offer, or an end not after the start (VALIDATION_FAILED)') };
const TAKEN = { 409: problem('Another announcement of this language has this title (NAME_TAKEN)') };
const NO_ENTRY = { 404: problem('No such announcement on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)') };

export const listAnnouncementsRoute = createRoute({
  ...contentRoute, method: 'get', path: '/desk/content/announcements',
  summary: 'The announcements of one language, newest start first, each with its state (OWNER, CONTENT)',
  request: { query: AnnouncementListQuery },
  responses: { 200: jsonResponse(DeskAnnouncementList, 'A page of announcements'), ...BAD, ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const createAnnouncementRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/announcements',
  summary: 'Adds an announcement; the body is sanitised, the start defaults to now (OWNER, CONTENT)',
  request: { body: jsonBody(AnnouncementInput, 'The language, title, body HTML, start and optional end') },
  responses: { 201: jsonResponse(DeskAnnouncement, 'The announcement as stored'), ...BAD, ...DESK_REFUSALS, ...TAKEN, ...TENANT_NOT_FOUND_RESPONSE },
});

export const updateAnnouncementRoute = createRoute({
  ...contentRoute, method: 'put', path: '/desk/content/announcements/{id}',
  summary: 'Changes an announcement\'s title, body, start and end (OWNER, CONTENT)',
  request: { params: IdParam, body: jsonBody(AnnouncementUpdate, 'The title, body HTML, start and end (null: none)') },
  responses: { 200: jsonResponse(DeskAnnouncement, 'The announcement as stored'), ...BAD, ...DESK_REFUSALS, ...NO_ENTRY, ...TAKEN },
});

export const removeAnnouncementRoute = createRoute({
  ...contentRoute, method: 'delete', path: '/desk/content/announcements/{id}', summary: 'Removes an announcement (OWNER, CONTENT)',
  request: { params: IdParam },
  responses: { 204: { description: 'Removed' }, ...BAD, ...DESK_REFUSALS, ...NO_ENTRY },
});
