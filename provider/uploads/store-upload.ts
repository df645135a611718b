import sharp from 'sharp';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { ProviderEnv } from '../env';
import { isUniqueViolation } from '../db/errors';
import { uploads } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { ObjectStorage } from '../storage/object-storage';
import { hasTooManyPixels, MAX_IMAGE_PIXELS } from '../catalog/image-hash';
import { sniffImageType, type UploadImageType } from './image-bytes';
import { uploadTooLarge } from './upload-form';
import type { AllowedUpload } from './upload-policy';
import { takeUploadQuota, type Uploader } from './upload-quota';

const notAnImage = (detail: string) => new ProblemError({ status: 400, code: 'UPLOAD_NOT_AN_IMAGE', detail });

/**
 * Checks an uploaded file against what its policy allowed: within the size range, really the
 * image type the token was asked for (by its bytes, and readable as one), within the pixel limit.
 */
export async function checkUploadedImage(
  bytes: Uint8Array, allowed: Pick<AllowedUpload, 'contentType' | 'minBytes' | 'maxBytes'>,
): Promise<UploadImageType> {
  if (bytes.byteLength > allowed.maxBytes) throw uploadTooLarge();
  if (bytes.byteLength < allowed.minBytes) throw notAnImage('The file is empty.');
  const type = sniffImageType(bytes);
  if (type !== allowed.contentType) {
    throw notAnImage(`The file is not a ${allowed.contentType === 'image/png' ? 'PNG' : 'JPEG'} image.`);
  }
  // The signature says what the file claims to be; the decoder says whether it is one. Only
  // the header is read: the pixel count is refused before anything decodes the picture.
  const metadata = await sharp(bytes).metadata().catch(() => null);
  if (!metadata?.width || !metadata.height) throw notAnImage('The image cannot be read.');
  if (hasTooManyPixels(metadata)) {
    throw new ProblemError({ status: 413, code: 'UPLOAD_TOO_LARGE', detail: `The image has more than ${MAX_IMAGE_PIXELS} pixels.` });
  }
  return type;
}

/**
 * Stores a verified upload (checkUploadedImage) within the uploader's and the site's daily
 * byte quota, under a key used only once. The row and the file go together: a file that
 * cannot be stored leaves no row behind.
 */
export async function storeUpload(
  { db, storage, env, clock }: { db: Database; storage: ObjectStorage; env: ProviderEnv; clock: Clock },
  allowed: AllowedUpload,
  file: File,
  uploader: Uploader,
): Promise<{ key: string; url: string }> {
  if (file.size > allowed.maxBytes) throw uploadTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await checkUploadedImage(bytes, allowed);

  const now = clock();
  await takeUploadQuota(db, env, allowed.tenantId, uploader, bytes.byteLength, now);

  try {
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values({ key: allowed.key, tenantId: allowed.tenantId, contentType: type, size: bytes.byteLength, createdAt: now });
      await storage.put(allowed.key, bytes, type);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'uploads_pkey')) {
      throw new ProblemError({ status: 409, code: 'UPLOAD_KEY_USED', detail: 'This upload token was already used: ask for a new one.' });
    }
    throw error;
  }
  return { key: allowed.key, url: storage.urlFor(allowed.key) };
}
