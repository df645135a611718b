import { createRoute } from '@hono/zod-openapi';
import { DESK_AREAS } from '../../../contract/desk';
import { DeskSettings, IdentityUpdate, LinksUpdate, LogoUpdate } from '../../../contract/desk-settings';
import { UploadToken } from '../../../contract/requests';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';
import { photoUploadTokenRoute } from '../desk-receiving/desk-receiving.routes';

const settingsRoute = { tags: ['Desk settings'], ...deskRoute(DESK_AREAS.settings) };
const written = 'The settings as saved; the site shows them within seconds';

export const getSettingsRoute = createRoute({
  ...settingsRoute, method: 'get', path: '/desk/settings',
  summary: 'The site\'s identity, contact channels, social platforms and footer links (OWNER)',
  responses: { 200: jsonResponse(DeskSettings, 'The settings'), ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const updateIdentityRoute = createRoute({
  ...settingsRoute, method: 'patch', path: '/desk/settings/identity',
  summary: 'Sets the name, description, theme colour, languages, timezone, registration, analytics id and switches (OWNER)',
  request: { body: jsonBody(IdentityUpdate, 'Every identity field') },
  responses: {
    200: jsonResponse(DeskSettings, written),
    400: problem('A value out of bounds, an unknown language, a default language not supported, a bad colour or analytics id (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const updateLinksRoute = createRoute({
  ...settingsRoute, method: 'put', path: '/desk/settings/links',
  summary: 'Replaces the contact channels, social platforms and footer links, in the order given (OWNER)',
  request: { body: jsonBody(LinksUpdate, 'The whole lists') },
  responses: {
    200: jsonResponse(DeskSettings, written),
    400: problem('Too many items, a text too long, or a link that is not http(s) or a path of the site (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const updateLogoRoute = createRoute({
  ...settingsRoute, method: 'put', path: '/desk/settings/logo',
  summary: 'Makes an uploaded JPEG or PNG the site\'s logo (OWNER); SVG is refused where it is uploaded',
  request: { body: jsonBody(LogoUpdate, 'The key of the upload') },
  responses: {
    200: jsonResponse(DeskSettings, written),
    400: problem('Not an upload of this site (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const logoUploadTokenRoute = createRoute({
  ...settingsRoute, method: 'get', path: '/desk/settings/upload-token',
  summary: 'A signed form to upload the logo (JPEG or PNG), as GET /front/upload-token answers (OWNER)',
  request: photoUploadTokenRoute.request,
  responses: {
    200: jsonResponse(UploadToken, 'The upload token'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});
