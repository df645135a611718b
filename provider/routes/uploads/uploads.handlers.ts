import { takeAttempt } from '../../auth/rate-limiter';
import { uploadTokenLimits } from '../../auth/limits';
import { sessionOf } from '../../auth/require-user';
import type { AppRouteHandler } from '../../http/app-bindings';
import { clientAddress } from '../../http/client-address';
import { UPLOAD_IMAGE_TYPES } from '../../uploads/image-bytes';
import { publicOrigin } from '../../uploads/public-origin';
import { storeUpload } from '../../uploads/store-upload';
import { readUploadForm } from '../../uploads/upload-form';
import { searchUploadKey, signUploadPolicy, verifyUploadPolicy } from '../../uploads/upload-policy';
import { uploadSigningKey } from '../../uploads/upload-signing-secret';
import { STORAGE_UPLOAD_PATH, type getUploadTokenRoute, type uploadFileRoutingRoute } from './uploads.routes';

export const getUploadToken: AppRouteHandler<typeof getUploadTokenRoute> = async (c) => {
  const { ext } = c.req.valid('query');
  const now = c.var.clock();
  const shopper = await sessionOf(c, c.var.tenant.id);
  await takeAttempt(c.var.db, c.var.tenant.id, uploadTokenLimits(clientAddress(c), shopper ? String(shopper.user.id) : null), now);
  const signingKey = uploadSigningKey(c.var.env);
  const signed = signUploadPolicy(signingKey, { key: searchUploadKey(c.var.tenant.id, ext, now), contentType: UPLOAD_IMAGE_TYPES[ext], now });
  // The storage backend decides where files are served; its URL of a key is `{base}/{key}`.
  const cdnUrl = c.var.storage.urlFor(signed.key).slice(0, -(signed.key.length + 1));
  c.header('Cache-Control', 'no-store');
  return c.json({
    ...signed,
    accessKeyId: signingKey.accessKeyId,
    bucketHost: `${publicOrigin(c.req.raw, c.var.env.PUBLIC_URL)}/api${STORAGE_UPLOAD_PATH}`,
    cdnUrl,
  }, 200);
};

export const uploadFile: AppRouteHandler<typeof uploadFileRoutingRoute> = async (c) => {
  const form = await readUploadForm(c.req.raw);
  const allowed = verifyUploadPolicy(uploadSigningKey(c.var.env), form, c.var.clock());
  const shopper = await sessionOf(c, allowed.tenantId);
  const uploader = { client: clientAddress(c), userId: shopper ? String(shopper.user.id) : null };
  return c.json(await storeUpload(c.var, allowed, form.file, uploader), 200);
};
