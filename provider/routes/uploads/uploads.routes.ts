import { createRoute, z } from '@hono/zod-openapi';
import { STORAGE_UPLOAD_PATH } from '../../../contract/body-limits';
import { UploadToken, UploadTokenQuery } from '../../../contract/requests';
import { jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { UPLOAD_IMAGE_TYPES, type UploadExtension } from '../../uploads/image-bytes';
import { MAX_IMAGE_PIXELS } from '../../catalog/image-hash';
import { UPLOAD_MAX_BYTES } from '../../uploads/upload-policy';

const tags = ['Uploads'];
const EXTENSIONS = Object.keys(UPLOAD_IMAGE_TYPES) as [UploadExtension, ...UploadExtension[]];

export { STORAGE_UPLOAD_PATH };

export const getUploadTokenRoute = createRoute({
  method: 'get',
  path: '/front/upload-token',
  tags,
  summary: 'A signed POST policy to upload one image-search photo (no login needed)',
  description: `The key is fresh and tenant-scoped; the policy allows exactly that key, 1 to ${UPLOAD_MAX_BYTES} bytes of the ` +
    'asked image type, for 10 minutes. POST `fields` (in order, then the file) to `bucketHost`: an S3-compatible bucket ' +
    'when the provider stores files in one (S3_BUCKET), else this provider\'s own form endpoint. The photo is then served at `{cdnUrl}/{key}`.',
  request: { query: UploadTokenQuery.extend({ ext: z.enum(EXTENSIONS) }) },
  responses: {
    200: jsonResponse(UploadToken, 'The upload token'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

const UploadFormBody = z.object({
  key: z.string().meta({ description: 'The key of the upload token' }),
  name: z.string().optional().meta({ description: 'The original file name (not stored)' }),
  policy: z.string(),
  OSSAccessKeyId: z.string().meta({ description: 'The accessKeyId of the upload token' }),
  success_action_status: z.string().optional(),
  signature: z.string(),
  file: z.string().meta({ format: 'binary', description: 'The JPEG or PNG photo, last' }),
});

export const uploadFileRoute = createRoute({
  method: 'post',
  path: STORAGE_UPLOAD_PATH,
  tags,
  summary: 'The storage host: stores the photo of a signed upload form',
  request: { body: { content: { 'multipart/form-data': { schema: UploadFormBody } }, required: true, description: 'The upload form' } },
  responses: {
    200: jsonResponse(z.object({ key: z.string(), url: z.string() }), 'Stored; the photo is served at `url`'),
    400: problem('Not a form with every field (VALIDATION_FAILED), or not a JPEG/PNG of the signed type (UPLOAD_NOT_AN_IMAGE)'),
    403: problem('Forged or tampered policy (UPLOAD_SIGNATURE_INVALID), expired (UPLOAD_POLICY_EXPIRED), or another key (UPLOAD_KEY_NOT_ALLOWED)'),
    409: problem('The token was already used (UPLOAD_KEY_USED)'),
    413: problem(`The file is larger than ${UPLOAD_MAX_BYTES} bytes, or the image has more than ${MAX_IMAGE_PIXELS} pixels (UPLOAD_TOO_LARGE)`),
  },
});

/**
 * Routed without the body schema, which would make the validator read the whole body before
 * the handler can refuse an oversized one; documented as `uploadFileRoute`.
 */
const { request: _documentedOnly, ...uploadFileWithoutBody } = uploadFileRoute;
export const uploadFileRoutingRoute = { ...uploadFileWithoutBody, hide: true } as const;
