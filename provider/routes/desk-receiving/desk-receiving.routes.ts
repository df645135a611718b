import { createRoute, z } from '@hono/zod-openapi';
import { DESK_AREAS } from '../../../contract/desk';
import {
  ExpectedList, ExpectedQuery, ExtraPhotosRequest, OwedPhotos, OwedPhotosList, Receipt, ReceiveRequest, ScanQuery, ScanResult,
} from '../../../contract/desk-receiving';
import { IdParam } from '../../../contract/bounds';
import { UploadToken } from '../../../contract/requests';
import { UPLOAD_IMAGE_TYPES, type UploadExtension } from '../../uploads/image-bytes';
import { PageQuery } from '../../../contract/paging';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const receivingRoute = { tags: ['Desk receiving'], ...deskRoute(DESK_AREAS.receiving) };
const PHOTOS = 'Photos are keys of uploads of this site (the signed upload form); they are kept as the shopper\'s private pictures.';

export const scanRoute = createRoute({
  ...receivingRoute, method: 'get', path: '/desk/receiving/scan',
  summary: 'What a scanned domestic tracking number finds: the order lines carrying it and the inbound parcels registered with it (WAREHOUSE, OWNER)',
  request: { query: ScanQuery },
  responses: {
    200: jsonResponse(ScanResult, 'The matches, none when nothing carries the number'),
    400: problem('Malformed tracking number (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const receiveRoute = createRoute({
  ...receivingRoute, method: 'post', path: '/desk/receiving/receipts',
  summary: 'Receives a scanned parcel: the lines become ARRIVED, or the inbound parcel; the shopper gets a stock-in parcel with the weight, size, QC photos and storage location (WAREHOUSE, OWNER)',
  description: PHOTOS,
  request: { body: jsonBody(ReceiveRequest, 'The order or inbound parcel, the tracking number, the measures, the location and each line\'s photos') },
  responses: {
    201: jsonResponse(Receipt, 'Received: the new stock-in parcel'),
    400: problem('Malformed body, photos of other lines or keys that are no uploads (VALIDATION_FAILED)'),
    ...DESK_REFUSALS,
    404: problem('Nothing of this order or inbound parcel carries the tracking number (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)'),
    409: problem('Received already (ALREADY_RECEIVED), or the seller has not shipped the lines (ORDER_STATE_CONFLICT)'),
  },
});

export const listExpectedRoute = createRoute({
  ...receivingRoute, method: 'get', path: '/desk/receiving/expected',
  summary: 'What the warehouse expects, oldest first: order lines the seller shipped and registered inbound parcels (WAREHOUSE, OWNER)',
  request: { query: ExpectedQuery },
  responses: {
    200: jsonResponse(ExpectedList, 'A page of expected lines and parcels'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const listOwedPhotosRoute = createRoute({
  ...receivingRoute, method: 'get', path: '/desk/receiving/extra-photos',
  summary: 'Arrived lines whose extra QC photos the shopper asked for are still to take, oldest first (WAREHOUSE, OWNER)',
  request: { query: PageQuery },
  responses: {
    200: jsonResponse(OwedPhotosList, 'A page of lines owing photos'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const addExtraPhotosRoute = createRoute({
  ...receivingRoute, method: 'post', path: '/desk/receiving/extra-photos/{id}',
  summary: 'Adds the extra QC photos of an arrived line to its stock-in parcel and marks them done; the shopper is told (WAREHOUSE, OWNER)',
  description: PHOTOS,
  request: { params: IdParam, body: jsonBody(ExtraPhotosRequest, 'The photos') },
  responses: {
    200: jsonResponse(OwedPhotos, 'The line with its photos, done'),
    400: problem('Malformed path or body, or keys that are no uploads (VALIDATION_FAILED)'),
    ...DESK_REFUSALS,
    404: problem('No such order line (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)'),
    409: problem('The line owes no extra photos: not arrived, none asked for, or done already (ORDER_STATE_CONFLICT)'),
  },
});

const EXTENSIONS = Object.keys(UPLOAD_IMAGE_TYPES) as [UploadExtension, ...UploadExtension[]];

export const photoUploadTokenRoute = createRoute({
  ...receivingRoute, method: 'get', path: '/desk/receiving/upload-token',
  summary: 'A signed form to upload one QC photo, as GET /front/upload-token answers, for the warehouse (WAREHOUSE, OWNER)',
  description: 'The operator is known, so the per-client count of public upload tokens does not apply; the bytes still count to the daily upload quotas.',
  request: { query: z.object({ ext: z.enum(EXTENSIONS) }) },
  responses: {
    200: jsonResponse(UploadToken, 'The upload token'),
    400: problem('Malformed query (VALIDATION_FAILED)'),
    ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE,
  },
});
