import { createRoute, z } from '@hono/zod-openapi';
import { DESK_AREAS } from '../../../contract/desk';
import {
  BannerParam, BannerRequest, CatalogSearchQuery, DeskBanner, DeskBannerList, DeskSection, DeskSectionList, MoveRequest, NewBannerRequest,
  PinRequest, SectionKindRequest, SectionParam, SectionProductParam, SectionRequest,
} from '../../../contract/desk-home';
import { ProductCardList } from '../../../contract/product';
import { UploadToken } from '../../../contract/requests';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';
import { UPLOAD_IMAGE_TYPES, type UploadExtension } from '../../uploads/image-bytes';

const tags = ['Desk content'];
const contentRoute = { tags, ...deskRoute(DESK_AREAS.content) };
const EXTENSIONS = Object.keys(UPLOAD_IMAGE_TYPES) as [UploadExtension, ...UploadExtension[]];
const BAD_INPUT = problem('Malformed path or body, out of bounds, a `javascript:` or other link that is no http(s) address or site path, or a language the site does not offer (VALIDATION_FAILED)');
const NO_SUCH = problem('No such banner, section or pinned product on this site (NOT_FOUND)');
const TOO_MANY = problem('The site has as many banners, sections or pinned products as it may (ORDER_STATE_CONFLICT)');

export const listBannersRoute = createRoute({
  ...contentRoute, method: 'get', path: '/desk/content/banners',
  summary: 'The home page\'s banners in order, each with its words per language (OWNER, CONTENT)',
  responses: { 200: jsonResponse(DeskBannerList, 'The banners'), ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const bannerUploadTokenRoute = createRoute({
  ...contentRoute, method: 'get', path: '/desk/content/banners/upload-token',
  summary: 'A signed form to upload one banner picture, as GET /front/upload-token answers (OWNER, CONTENT)',
  request: { query: z.object({ ext: z.enum(EXTENSIONS) }) },
  responses: { 200: jsonResponse(UploadToken, 'The upload token'), 400: problem('Malformed query (VALIDATION_FAILED)'), ...DESK_REFUSALS },
});

export const addBannerRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/banners',
  summary: 'Adds a banner last: an uploaded picture without words, its link, its headline and caption per language (OWNER, CONTENT)',
  request: { body: jsonBody(NewBannerRequest, 'The picture\'s upload key, the link and the words') },
  responses: { 201: jsonResponse(DeskBanner, 'The banner'), 400: BAD_INPUT, ...DESK_REFUSALS, 409: TOO_MANY },
});

export const updateBannerRoute = createRoute({
  ...contentRoute, method: 'put', path: '/desk/content/banners/{id}',
  summary: 'Replaces a banner\'s link and words; a language left out no longer shows it (OWNER, CONTENT)',
  request: { params: BannerParam, body: jsonBody(BannerRequest, 'The link and the words') },
  responses: { 200: jsonResponse(DeskBanner, 'The banner (its id may change)'), 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH },
});

export const removeBannerRoute = createRoute({
  ...contentRoute, method: 'delete', path: '/desk/content/banners/{id}',
  summary: 'Removes a banner (OWNER, CONTENT)',
  request: { params: BannerParam },
  responses: { 204: { description: 'Removed' }, 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH },
});

export const moveBannerRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/banners/{id}/move',
  summary: 'Moves a banner one place up or down (OWNER, CONTENT)',
  request: { params: BannerParam, body: jsonBody(MoveRequest, 'The direction') },
  responses: { 200: jsonResponse(DeskBannerList, 'The banners in their new order'), 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH },
});

export const listSectionsRoute = createRoute({
  ...contentRoute, method: 'get', path: '/desk/content/home/sections',
  summary: 'The home page\'s product sections in order, with their titles and products (OWNER, CONTENT)',
  responses: { 200: jsonResponse(DeskSectionList, 'The sections'), ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const searchCatalogRoute = createRoute({
  ...contentRoute, method: 'get', path: '/desk/content/home/catalog',
  summary: 'Products of the site\'s platforms by keyword, to pin into a section (OWNER, CONTENT)',
  request: { query: CatalogSearchQuery },
  responses: { 200: jsonResponse(ProductCardList, 'One page of products'), 400: BAD_INPUT, ...DESK_REFUSALS },
});

export const addSectionRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/home/sections',
  summary: 'Adds a featured section after the others, titled per language (OWNER, CONTENT)',
  request: { body: jsonBody(SectionRequest, 'The titles') },
  responses: { 201: jsonResponse(DeskSection, 'The section'), 400: BAD_INPUT, ...DESK_REFUSALS, 409: TOO_MANY },
});

export const retitleSectionRoute = createRoute({
  ...contentRoute, method: 'put', path: '/desk/content/home/sections/{id}',
  summary: 'Replaces a section\'s titles (OWNER, CONTENT)',
  request: { params: SectionParam, body: jsonBody(SectionRequest, 'The titles') },
  responses: { 200: jsonResponse(DeskSection, 'The section'), 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH },
});

export const changeSectionKindRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/home/sections/{id}/kind',
  summary: 'Lists a section as featured or as a recommendation, last of that kind (OWNER, CONTENT)',
  request: { params: SectionParam, body: jsonBody(SectionKindRequest, 'The kind') },
  responses: { 200: jsonResponse(DeskSection, 'The section'), 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH },
});

export const removeSectionRoute = createRoute({
  ...contentRoute, method: 'delete', path: '/desk/content/home/sections/{id}',
  summary: 'Removes a section and its pins (OWNER, CONTENT)',
  request: { params: SectionParam },
  responses: { 204: { description: 'Removed' }, 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH },
});

export const moveSectionRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/home/sections/{id}/move',
  summary: 'Moves a section one place up or down among those of its kind (OWNER, CONTENT)',
  request: { params: SectionParam, body: jsonBody(MoveRequest, 'The direction') },
  responses: { 200: jsonResponse(DeskSectionList, 'The sections in their new order'), 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH },
});

export const pinProductRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/home/sections/{id}/products',
  summary: 'Pins a product of the site\'s catalog last in a section (OWNER, CONTENT)',
  request: { params: SectionParam, body: jsonBody(PinRequest, 'The product') },
  responses: { 200: jsonResponse(DeskSection, 'The section'), 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH, 409: TOO_MANY },
});

export const unpinProductRoute = createRoute({
  ...contentRoute, method: 'delete', path: '/desk/content/home/sections/{id}/products/{productId}',
  summary: 'Takes a product out of a section (OWNER, CONTENT)',
  request: { params: SectionProductParam },
  responses: { 200: jsonResponse(DeskSection, 'The section'), 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH },
});

export const moveProductRoute = createRoute({
  ...contentRoute, method: 'post', path: '/desk/content/home/sections/{id}/products/{productId}/move',
  summary: 'Moves a pinned product one place up or down in its section (OWNER, CONTENT)',
  request: { params: SectionProductParam, body: jsonBody(MoveRequest, 'The direction') },
  responses: { 200: jsonResponse(DeskSection, 'The section'), 400: BAD_INPUT, ...DESK_REFUSALS, 404: NO_SUCH },
});
