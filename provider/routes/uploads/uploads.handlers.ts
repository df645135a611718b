import { takeAttempt } from '../../auth/rate-limiter';
import { uploadTokenLimits } from '../../auth/limits';
import { sessionOf } from '../../auth/require-user';
import type { Context } from 'hono';
import { UPLOAD_SUCCESS_STATUS } from '../../../contract/storage-location';
import type { AppBindings, AppRouteHandler } from '../../http/app-bindings';
import { clientAddress } from '../../http/client-address';
import { UPLOAD_IMAGE_TYPES, type UploadExtension, type UploadImageType } from '../../uploads/image-bytes';
import { publicOrigin } from '../../uploads/public-origin';
import { storeUpload } from '../../uploads/store-upload';
import { readUploadForm } from '../../uploads/upload-form';
import { searchUploadKey, signUploadPolicy, UPLOAD_MAX_BYTES, UPLOAD_POLICY_LIFETIME_MS, verifyUploadPolicy } from '../../uploads/upload-policy';
import { uploadSigningKey } from '../../uploads/upload-signing-secret';
import { STORAGE_UPLOAD_PATH, type getUploadTokenRoute, type uploadFileRoutingRoute } from './uploads.routes';

export const getUploadToken: AppRouteHandler<typeof getUploadTokenRoute> = async (c) => {
  const { ext } = c.req.valid('query');
  const now = c.var.clock();
  const shopper = await sessionOf(c, c.var.tenant.id);
  await takeAttempt(c.var.db, c.var.tenant.id, uploadTokenLimits(clientAddress(c), shopper ? String(shopper.user.id) : null), now);
  return c.json(await uploadTokenFor(c, ext, now), 200);
};

/** A fresh upload key of the tenant and the signed form that uploads one photo under it (docs/product.md, "Upload calls"). */
export async function uploadTokenFor(c: Context<AppBindings>, ext: UploadExtension, now: Date) {
  const key = searchUploadKey(c.var.tenant.id, ext, now);
  // The storage backend decides where files are served; its URL of a key is `{base}/{key}`.
  const cdnUrl = c.var.storage.urlFor(key).slice(0, -(key.length + 1));
  c.header('Cache-Control', 'no-store');
  return { ...(await signedUploadForm(c, key, UPLOAD_IMAGE_TYPES[ext], now)), cdnUrl };
}

/**
 * The form that uploads one photo: straight to the bucket, signed with the bucket's keys, when
 * the storage backend takes browser uploads; else to this provider's own form endpoint,
 * signed with its upload key. Both carry the names of docs/product.md, "Upload calls" (key, policy, accessKeyId, signature).
 */
async function signedUploadForm(c: Context<AppBindings>, key: string, contentType: UploadImageType, now: Date) {
  const { storage } = c.var;
  if (storage.signUpload) {
    const { url, fields } = await storage.signUpload({
      key, contentType, maxBytes: UPLOAD_MAX_BYTES, expiresInSeconds: UPLOAD_POLICY_LIFETIME_MS / 1000,
    });
    const credential = fields['X-Amz-Credential'] ?? '';
    return {
      key,
      policy: fields['Policy'] ?? '',
      accessKeyId: credential.split('/')[0] ?? '',
      signature: fields['X-Amz-Signature'] ?? '',
      bucketHost: url,
      fields,
    };
  }
  const signingKey = uploadSigningKey(c.var.env);
  const signed = signUploadPolicy(signingKey, { key, contentType, now });
  return {
    ...signed,
    accessKeyId: signingKey.accessKeyId,
    bucketHost: `${publicOrigin(c.req.raw, c.var.env.PUBLIC_URL)}/api${STORAGE_UPLOAD_PATH}`,
    fields: {
      key,
      policy: signed.policy,
      OSSAccessKeyId: signingKey.accessKeyId,
      success_action_status: UPLOAD_SUCCESS_STATUS,
      signature: signed.signature,
    },
  };
}

export const uploadFile: AppRouteHandler<typeof uploadFileRoutingRoute> = async (c) => {
  const form = await readUploadForm(c.req.raw);
  const allowed = verifyUploadPolicy(uploadSigningKey(c.var.env), form, c.var.clock());
  const shopper = await sessionOf(c, allowed.tenantId);
  const uploader = { client: clientAddress(c), userId: shopper ? String(shopper.user.id) : null };
  return c.json(await storeUpload(c.var, allowed, form.file, uploader), 200);
};
